import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';
import type { Tx } from './db/client';
import type { ExportType } from './export/registry';
import type { JobDecl } from './jobs/job';
import type { CallerMenuDecl, MenuDecl } from './menu-decl';
import type { AffairPolicy, DeleteGuard, FilePolicy } from './policies';
import type { Provided } from './ports';
import type { TodoDecl, WidgetDecl } from './widgets/widget';

export { buttonsFor, type CallerMenuDecl, type CallerMenuEntry, type MenuDecl, menuPage } from './menu-decl';

export interface SeedContext {
  tx: Tx;
  ctx: AppContext;
  /** demo data wanted (npm start on an empty folder) or only the reference data every install needs */
  demo: boolean;
}

/** A body of text an area offers to search (the duplicate check, later the site search and the assistant). */
export interface CorpusDecl {
  /** stable name, unique across modules: 'proposal', 'cppcc-info' */
  name: string;
  /** Chinese name shown where a corpus is chosen */
  title: string;
}

/**
 * What a business area tells the platform about itself (style.md: Decidim-style
 * manifests). The platform reads the manifests; nothing else lists modules, and
 * nothing registers itself when its file is imported: every plug-in point is a
 * field here (docs/modules.md lists who plugs in what).
 */
export interface ModuleManifest {
  name: string;
  title: string;
  menus?: MenuDecl[];
  /** menu pages that depend on the caller (the types granted to them), listed under a declared menu */
  callerMenus?: CallerMenuDecl[];
  /** menu keys declared once and no longer: the next sync removes those rows and their grants */
  retiredMenus?: string[];
  /** HTTP routes, registered under the API prefix */
  routes?: FastifyPluginAsync<{ ctx: AppContext }>;
  /** seeds run in manifest order, once, on an empty database */
  seed?: (s: SeedContext) => Promise<void>;
  /** implementations of the platform's ports (platform/ports.ts) this area supplies */
  provides?: Provided;
  /** rules for the files uploaded under a module name, keyed by that name */
  filePolicies?: Record<string, FilePolicy>;
  /** rules for the files bound to this area's affairs, keyed by a name of the policy */
  affairPolicies?: Record<string, AffairPolicy>;
  /** refusals for deleting reference data still in use, keyed by the data's key ('proposal.session') */
  deleteGuards?: Record<string, DeleteGuard>;
  /** housekeeping run by the platform scheduler, at most once per slot across processes */
  jobs?: JobDecl[];
  /** searchable bodies of text this area offers */
  corpora?: CorpusDecl[];
  /** the dashboard widgets this area provides (GET /desktop/widgets lists those the caller may see) */
  widgets?: WidgetDecl[];
  /** the kinds of work waiting in this area (GET /desktop/todos counts them for the caller) */
  todos?: TodoDecl[];
  /** lists export templates may be made for (GET /export/template/type/list) */
  exports?: ExportType<never>[];
}
