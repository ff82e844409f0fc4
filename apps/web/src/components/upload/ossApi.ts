import { DEFAULT_MODULE, OssApi, type OssFile, type OssKind } from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** spec 000 §3: the file module defaults to the lower-cased first segment of the current route. */
export function routeModule(pathname: string): string {
  return (
    pathname
      .split('/')
      .filter(Boolean)[0]
      ?.toLowerCase()
      .replace(/[^a-z0-9_-]/g, '') || DEFAULT_MODULE
  );
}

/** POST /sys/oss/upload; `module` and `kind` go before the file so the server applies the kind's limit while the file streams. */
export function uploadFile(file: Blob, name: string, opts: { module: string; kind: OssKind; onProgress?: (percent: number) => void }) {
  const form = new FormData();
  form.append('module', opts.module);
  form.append('kind', opts.kind);
  form.append('file', file, name);
  return api.upload<OssFile>(OssApi.upload, form, opts.onProgress);
}

export const listAffairFiles = (affairId: string) => api.get<OssFile[]>(`${OssApi.list}/${encodeURIComponent(affairId)}`);
/** GET /id/get: a new affair id, for a form that has none yet. */
export const newAffairId = () => api.get<string>(OssApi.newAffairId);
export const bindAffairFiles = (affairId: string, fileIds: string[]) => api.post<OssFile[]>(OssApi.binding, { fileIds, id: affairId });
export const deleteFiles = (ids: string[]) => api.post<null>(OssApi.delete, ids);
export const removeAffairBinding = (affairId: string, fileIds: string[]) =>
  api.post<{ removed: number }>(OssApi.rpcRemoveBinding, { fileIds, id: affairId });

/** The record's signed address saves instead of opening (images and PDF open in the browser otherwise). */
export function downloadHref(file: Pick<OssFile, 'url'>): string {
  return `${file.url}${file.url.includes('?') ? '&' : '?'}dl=1`;
}

export interface FileChanges {
  /** in the form now, not yet on the affair */
  added: OssFile[];
  /** on the affair (or uploaded in this session), no longer in the form */
  removed: OssFile[];
}

/** What the form changed: compare what the affair had with what the uploader holds now. */
export function diffFiles(initial: OssFile[], current: OssFile[]): FileChanges {
  const before = new Set(initial.map((f) => f.id));
  const now = new Set(current.map((f) => f.id));
  return { added: current.filter((f) => !before.has(f.id)), removed: initial.filter((f) => !now.has(f.id)) };
}

/**
 * spec 000 §4: the binding event of the owning form. Files dropped from the
 * affair are removed, new ones are bound to the affair id (generated when the
 * form has none). Answers the affair id to save with the record.
 * Uploads dropped before they were ever saved need nothing: the server sweeps
 * unbound files after 24 hours.
 */
export async function commitFiles(opts: { affairId?: string | null; initial?: OssFile[]; current: OssFile[] }): Promise<string> {
  const affairId = opts.affairId || (await newAffairId());
  const { added, removed } = diffFiles(opts.initial ?? [], opts.current);
  if (removed.length)
    await removeAffairBinding(
      affairId,
      removed.map((f) => f.id),
    );
  if (added.length)
    await bindAffairFiles(
      affairId,
      added.map((f) => f.id),
    );
  return affairId;
}
