import { type InfoFullDetail, InfoState, infoLevelLabel } from '@cppcc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { listFiles } from '../../oss';
import { loadVisible } from '../core/access';
import { infoActionLabel } from '../core/machine';
import { toRows } from '../core/rows';
import { infoHistory, infoReporter, infoVersion } from '../tables';

/**
 * POST info/detail/{id} and web/info/detail/{id}: the item as the caller may see it, its
 * people with their joint answers, files, the trail with levels, every version of the text,
 * and the steps the caller may take now.
 */
export async function infoDetail(q: Queryable, p: Principal, id: string): Promise<InfoFullDetail> {
  const row = await loadVisible(q, p, id);
  const [[base], reporters, history, versions, attachments] = await Promise.all([
    toRows(q, p, [row]),
    q.select().from(infoReporter).where(eq(infoReporter.itemId, id)).orderBy(asc(infoReporter.role), asc(infoReporter.sort)),
    q.select().from(infoHistory).where(eq(infoHistory.itemId, id)).orderBy(asc(infoHistory.at), asc(infoHistory.id)),
    q.select().from(infoVersion).where(eq(infoVersion.itemId, id)).orderBy(asc(infoVersion.no)),
    listFiles(q, id),
  ]);
  return {
    ...base!,
    content: row.content,
    contactPhone: row.contactPhone,
    flowId: row.flowId,
    currentLevel: row.currentLevel,
    backType: row.state === InfoState.returned ? row.backType : null,
    backReason: row.state === InfoState.returned ? row.backReason : null,
    discardReason: row.discardReason,
    mergedInto: row.mergedInto,
    reporters: reporters.map((r) => ({ userId: r.userId, name: r.name, unitName: r.unitName, role: r.role, joint: r.joint })),
    files: attachments.map((f) => ({ id: f.id, name: f.title, size: f.size })),
    attachments,
    versionCount: versions.length,
    versions: versions.map((v) => ({
      id: v.id,
      no: v.no,
      stage: v.stage,
      title: v.title,
      content: v.content,
      editorName: v.editorName,
      at: v.createdAt.toISOString(),
    })),
    history: history
      .filter((h) => h.action !== 'delete')
      .map((h) => ({
        id: h.id,
        action: h.action,
        actionLabel: infoActionLabel(h.action),
        fromState: h.fromState,
        toState: h.toState,
        levelName: h.level ? (infoLevelLabel[h.level] ?? null) : null,
        opinion: h.opinion,
        actorName: h.actorName,
        at: h.at.toISOString(),
      })),
  };
}
