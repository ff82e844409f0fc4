import type { ExportColumn } from './column';

/** An exportable list: export templates of this type choose and order its columns. */
export interface ExportType<R extends object = Record<string, unknown>> {
  /** stable code: 'audit', 'user', 'member', 'proposal', 'info' … */
  code: string;
  /** Chinese name shown in the template type list */
  name: string;
  columns: readonly ExportColumn<R>[];
}

const types = new Map<string, ExportType<never>>();

/**
 * A module registers each list it can export (from its manifest or route
 * setup). Registering the same code again replaces it, so building the app
 * twice in one process (tests) is harmless.
 */
export function registerExportType<R extends object>(type: ExportType<R>): void {
  if (!/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(type.code)) throw new Error(`export type code ${type.code} is not valid`);
  const keys = type.columns.map((c) => c.key);
  const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
  if (repeated) throw new Error(`export type ${type.code} repeats column ${repeated}`);
  if (!keys.length) throw new Error(`export type ${type.code} has no columns`);
  types.set(type.code, type as unknown as ExportType<never>);
}

export function exportTypeOf<R extends object = Record<string, unknown>>(code: string): ExportType<R> | undefined {
  return types.get(code) as unknown as ExportType<R> | undefined;
}

/** In registration order: GET export/template/type/list (spec 000 §3: code, name). */
export function listExportTypes(): { code: string; name: string }[] {
  return [...types.values()].map((t) => ({ code: t.code, name: t.name }));
}
