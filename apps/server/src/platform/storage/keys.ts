import path from 'node:path';

/**
 * Storage keys are made by the server only: `module/yyyy/mm/<id>.<ext>`, lower
 * case letters, digits, `_` and `-`. A key that does not have exactly this shape
 * is refused before it comes near a file system or a bucket, so no user input
 * (file names, `../`, absolute paths, NUL, backslashes) can name a place.
 */
const KEY = /^[a-z][a-z0-9_-]{0,31}\/\d{4}\/(0[1-9]|1[0-2])\/[0-9a-z]{1,64}\.[a-z0-9]{1,10}$/;
const MODULE = /^[a-z][a-z0-9_-]{0,31}$/;
const EXT = /^[a-z0-9]{1,10}$/;
const ID = /^[0-9a-z]{1,64}$/;

export function isSafeKey(key: string): boolean {
  return KEY.test(key);
}

export function isSafeModule(module: string): boolean {
  return MODULE.test(module);
}

export function makeKey(module: string, id: string, ext: string, at: Date = new Date()): string {
  if (!MODULE.test(module) || !ID.test(id) || !EXT.test(ext)) throw new Error(`unsafe storage key parts: ${module} ${id} ${ext}`);
  const mm = String(at.getMonth() + 1).padStart(2, '0');
  return `${module}/${at.getFullYear()}/${mm}/${id}.${ext}`;
}

/** The absolute path of a key under root; throws unless the key is safe and the result stays inside root. */
export function resolveInside(root: string, key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  if (!full.startsWith(base + path.sep)) throw new Error(`storage key escapes the root: ${JSON.stringify(key)}`);
  return full;
}
