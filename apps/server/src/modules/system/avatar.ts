import { type OssFile, PHOTO_MODULE } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/audit/audit';
import type { Queryable, Tx } from '../../platform/db/client';
import { fieldError } from '../../platform/errors';
import { fileUrl, listFiles, liveFiles, syncFiles } from '../oss';
import { user } from './tables';

/**
 * A user's picture (头像 / 照片, column `sys_user.avatar`): the id of an uploaded
 * picture of module `photo` (spec 000 §3), bound to the user's id as its affair.
 * The column keeps the id, not an address: the signed address of a file expires,
 * so it is made when the picture is shown.
 */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png']);

/** The address to show a stored avatar with (an address stored by an older version stays as it is). */
export function avatarUrl(avatar: string | null | undefined): string | null {
  if (!avatar) return null;
  return avatar.includes('/') ? avatar : fileUrl(avatar, PHOTO_MODULE);
}

/** The file record of a user's avatar, or null. */
export async function avatarFile(q: Queryable, userId: string, avatar: string | null | undefined): Promise<OssFile | null> {
  if (!avatar || avatar.includes('/')) return null;
  return (await listFiles(q, userId)).find((f) => f.id === avatar) ?? null;
}

/**
 * Sets (or with null clears) a user's avatar inside the caller's transaction:
 * the picture must be a jpg/png of module `photo`, either the current one or an
 * unbound upload (of `uploaderId` when given). The previous picture is removed
 * from the user; `avatar` is the field named in a refusal. Answers whether it changed.
 */
export async function setAvatar(
  tx: Tx,
  userId: string,
  fileId: string | null,
  opts: { actor: Actor; uploaderId?: string; field?: string },
): Promise<boolean> {
  const field = opts.field ?? 'avatar';
  const [u] = await tx.select({ avatar: user.avatar }).from(user).where(eq(user.id, userId)).limit(1);
  const before = u?.avatar ?? null;
  if (fileId === before) return false;
  if (fileId) {
    const [f] = await liveFiles(tx, [fileId]);
    if (!f) throw fieldError(field, '图片不存在或已过期，请重新上传');
    if (f.module !== PHOTO_MODULE || !PICTURE_TYPES.has(f.mimeType)) throw fieldError(field, '请上传jpg或png格式的照片');
    if (f.affairId && f.affairId !== userId) throw fieldError(field, '图片已关联其他事项');
  }
  await syncFiles(tx, userId, fileId ? [fileId] : [], { actor: opts.actor, uploaderId: opts.uploaderId });
  await tx.update(user).set({ avatar: fileId, updatedAt: new Date() }).where(eq(user.id, userId));
  return true;
}
