import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { ossFile } from './tables';

/**
 * Per-user storage quota (STORAGE_QUOTA_MB): what one user keeps in the file
 * service (drafts and bound files alike) plus whatever other stores add (the
 * office-document uploads). One account cannot fill the disk for everyone.
 */
export async function ossBytesOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${ossFile.size}), 0)` })
    .from(ossFile)
    .where(and(eq(ossFile.uploaderId, userId), isNull(ossFile.removedAt)));
  return Number(row?.n ?? 0);
}

export function quotaMessage(quotaBytes: number): string {
  const mb = Math.round(quotaBytes / 1024 / 1024);
  return `上传失败：您的文件存储空间已用完（上限 ${mb}MB），请删除不再需要的附件后重试`;
}

/** Throws a 400 when adding `incoming` bytes to what the user already keeps goes over the quota; 0 means no limit. */
export function checkQuota(usedBytes: number, incoming: number, quotaBytes: number): void {
  if (quotaBytes > 0 && usedBytes + incoming > quotaBytes) throw badRequest(quotaMessage(quotaBytes));
}
