import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';
import type { Tx } from './db/client';

/** A menu entry a module declares. `roles` are the demo roles granted it by the seed. */
export interface MenuDecl {
  /** stable key, unique across modules: 'system.user', 'system.user.add' */
  key: string;
  name: string;
  type: 'directory' | 'menu' | 'button';
  url?: string;
  permission?: string;
  icon?: string;
  sort?: number;
  roles?: string[];
  /** top-level entries only: attach under a menu another module declares (e.g. 'system') */
  parentKey?: string;
  children?: MenuDecl[];
}

export interface SeedContext {
  tx: Tx;
  ctx: AppContext;
  /** demo data wanted (npm start on an empty folder) or only the reference data every install needs */
  demo: boolean;
}

/**
 * What a business area tells the platform about itself (style.md: Decidim-style
 * manifests). The platform reads the manifests; nothing else lists modules.
 */
export interface ModuleManifest {
  name: string;
  title: string;
  menus?: MenuDecl[];
  /** HTTP routes, registered under the API prefix */
  routes?: FastifyPluginAsync<{ ctx: AppContext }>;
  /** seeds run in manifest order, once, on an empty database */
  seed?: (s: SeedContext) => Promise<void>;
}
