import { OSS_LIMITS, OssMsg } from '@cppcc/contracts';

export const MB = 1024 * 1024;

export const extOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The `accept` attribute for a list of extensions. */
export const acceptOf = (exts: readonly string[]): string => exts.map((e) => `.${e}`).join(',');

/** spec 000 §5, generic upload: extension in the accept list, then the size. The refusal text, or null. */
export function refuseFile(file: Pick<File, 'name' | 'size'>, accept: readonly string[], maxSizeMb: number): string | null {
  if (!accept.includes(extOf(file.name))) return OssMsg.badExtension(accept);
  if (file.size > maxSizeMb * MB) return OssMsg.fileTooLarge(maxSizeMb);
  return null;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

/** spec 000 §5, image upload: an image, of type jpeg/jpg/png, within the size. The refusal text, or null. */
export function refuseImage(file: Pick<File, 'name' | 'size' | 'type'>, maxSizeMb: number): string | null {
  const ext = extOf(file.name);
  if (file.type && !file.type.startsWith('image/')) return OssMsg.notImage;
  if (!OSS_LIMITS.image.extensions.includes(ext) || (file.type && !IMAGE_TYPES.has(file.type))) return OssMsg.badImageType;
  if (file.size > maxSizeMb * MB) return OssMsg.imageTooLarge(maxSizeMb);
  return null;
}
