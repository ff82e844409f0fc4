import { OssApi, type OssFile } from '@cppcc/contracts';
import { API_PREFIX, api } from '@/app/api/client';
import { notify } from '@/app/feedback';

/** spec 000 §5: editor pictures are jpg/jpeg/png of at most 1 MB. */
export const EDITOR_IMAGE_MAX_BYTES = 1024 * 1024;
export const EDITOR_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const EditorImageText = {
  tooLarge: '上传失败，图片不可超过1MB!',
  // the spec gives no wording for the editor; this is the image uploader's (spec 000 §5)
  badType: '你上传图片格式不正确!',
} as const;

const EXT = /\.(jpe?g|png)$/i;
const TYPES = new Set(['image/jpeg', 'image/png']);

/** The refusal text for a picture the editor does not take, or null when it is fine. */
export function refuseEditorImage(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!EXT.test(file.name) || (file.type !== '' && !TYPES.has(file.type))) return EditorImageText.badType;
  if (file.size > EDITOR_IMAGE_MAX_BYTES) return EditorImageText.tooLarge;
  return null;
}

/** spec 000 §3: the file module defaults to the first segment of the current route. */
export function routeModule(pathname: string = window.location.pathname): string {
  return pathname.split('/').filter(Boolean)[0]?.toLowerCase() || 'editor';
}

/**
 * Uploads a picture through POST /sys/oss/upload and answers the address the
 * HTML keeps, or null when it was refused (the message is already shown).
 */
export async function uploadEditorImage(file: File, module: string): Promise<string | null> {
  const refusal = refuseEditorImage(file);
  if (refusal) {
    notify.error(refusal);
    return null;
  }
  const form = new FormData();
  form.append('module', module);
  form.append('kind', 'editor');
  form.append('file', file);
  try {
    const saved = await api.upload<OssFile>(OssApi.upload, form);
    // the lasting address: the HTML keeps it, and the browser shows it with the session's file cookie (server platform/auth/file-cookie.ts)
    return `${API_PREFIX}${OssApi.file}/${encodeURIComponent(saved.id)}`;
  } catch {
    // api.upload has shown the server's message
    return null;
  }
}
