import { registerExportType } from './export/registry';
import type { CallerMenuDecl, CorpusDecl, ModuleManifest } from './module';
import type { AffairPolicy, DeleteGuard, FilePolicy } from './policies';
import type { CorpusIndex, Directory, MenuStore, Provided, SessionStore, SmsFactory } from './ports';
import type { TodoDecl, WidgetDecl } from './widgets/widget';

/**
 * What the manifests hand the platform, one copy per process: every application
 * built in a process runs the same areas' code, so installing again (each test
 * app, the benches) puts the same functions back. Filled from the manifests by
 * prepareDatabase and buildApp, never by a module at import time.
 */
const provided: Provided = {};
let current: readonly ModuleManifest[] = [];

export function installManifests(manifests: readonly ModuleManifest[]): void {
  for (const m of manifests) Object.assign(provided, m.provides ?? {});
  current = manifests;
  for (const m of manifests) for (const t of m.exports ?? []) registerExportType(t);
}

function need<K extends keyof Provided>(key: K): NonNullable<Provided[K]> {
  const impl = provided[key];
  if (!impl) throw new Error(`no module provides ${key}: build the app or prepare the database with the manifests first`);
  return impl;
}

export const directory = (): Directory => need('directory');
export const sessionStore = (): SessionStore => need('sessions');
export const menuStore = (): MenuStore => need('menus');
export const smsFactory = (): SmsFactory => need('sms');
export const corpusIndex = (): CorpusIndex => need('corpusIndex');

/** The manifests of the application last built (or database last prepared) in this process. */
export const installedManifests = (): readonly ModuleManifest[] => current;

/** The file rules declared for files uploaded under a module name. */
export function filePolicyOf(module: string): FilePolicy | undefined {
  const key = module.toLowerCase();
  for (const m of current) {
    const hit = Object.entries(m.filePolicies ?? {}).find(([name]) => name.toLowerCase() === key);
    if (hit) return hit[1];
  }
  return undefined;
}

/** Every affair policy the manifests declare, in manifest order. */
export const affairPolicies = (): AffairPolicy[] => current.flatMap((m) => Object.values(m.affairPolicies ?? {}));

/** The guards against deleting a piece of reference data in use, e.g. 'proposal.session'. */
export const deleteGuardsOf = (key: string): DeleteGuard[] => current.flatMap((m) => (m.deleteGuards?.[key] ? [m.deleteGuards[key]] : []));

/** The menu pages that depend on the caller, in manifest order. */
export const callerMenuDecls = (): CallerMenuDecl[] => current.flatMap((m) => m.callerMenus ?? []);

/** Dashboard widgets, with the module that declares each, in manifest order. */
export const widgetDecls = (): { module: string; widget: WidgetDecl }[] =>
  current.flatMap((m) => (m.widgets ?? []).map((widget) => ({ module: m.name, widget })));

/** Kinds of waiting work, with the module that declares each, in manifest order. */
export const todoDecls = (): { module: string; todo: TodoDecl }[] =>
  current.flatMap((m) => (m.todos ?? []).map((todo) => ({ module: m.name, todo })));

/** Searchable corpora, with the module that offers each. */
export const corpusDecls = (): (CorpusDecl & { module: string })[] =>
  current.flatMap((m) => (m.corpora ?? []).map((c) => ({ ...c, module: m.name })));
