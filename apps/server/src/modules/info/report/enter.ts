import { InfoFlowType, InfoPage, InfoState, InfoVersionStage } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { illegalState } from '../../../platform/errors';
import { corpusIndex } from '../../../platform/services';
import { chinaYear } from '../../../platform/time/china';
import { type InfoItemRow, whoOn } from '../core/access';
import { currentFlow, firstPosition, levelsOf } from '../core/levels';
import { infoFlow as machine } from '../core/machine';
import type { InfoStep } from '../core/step';
import { keepVersion } from '../core/versions';
import { infoItem, infoType } from '../tables';
import { pendingJointIds } from './people';

export const NO_FLOW = '该信息类别尚未设置审核流程';

/** Drafts and returned items are nobody's earlier work: the duplicate check reports only items under way or decided. */
const UNSEARCHABLE: number[] = [InfoState.draft, InfoState.returned];

/** Brings the item's entry in the duplicate-check corpus in line with the row, in the step's transaction. */
export async function syncInfoSimilar(q: Queryable, itemId: string): Promise<void> {
  const [r] = await q
    .select({
      id: infoItem.id,
      title: infoItem.title,
      content: infoItem.content,
      state: infoItem.state,
      year: infoItem.year,
      reporterName: infoItem.reporterName,
      unitName: infoItem.unitName,
      deletedAt: infoItem.deletedAt,
      typeName: infoType.name,
    })
    .from(infoItem)
    .leftJoin(infoType, eq(infoType.id, infoItem.typeId))
    .where(eq(infoItem.id, itemId))
    .limit(1);
  if (!r || r.deletedAt || UNSEARCHABLE.includes(r.state)) {
    await corpusIndex().remove(q, 'info', itemId);
    return;
  }
  await corpusIndex().put(q, {
    corpus: 'info',
    docId: r.id,
    title: r.title,
    source: [r.year, r.typeName, r.unitName ?? r.reporterName].filter(Boolean).join(' '),
    contentHtml: r.content,
    year: r.year,
  });
}

/**
 * Submit (draft) or resubmit (returned): the item goes to the first level of its type's
 * current flow, keeps a version of the text, and the first level and the co-reporters hear of it.
 */
export async function enterFlow(s: InfoStep, row: InfoItemRow): Promise<void> {
  const resubmit = row.state === InfoState.returned;
  const action = resubmit ? 'resubmit' : 'submit';
  const who = await whoOn(s.tx, s.caller.principal, row);
  machine.check(action, row, who, { to: InfoState.reviewing });
  const flow = await currentFlow(s.tx, row.typeId, InfoFlowType.review);
  if (!flow) throw illegalState(NO_FLOW);
  const levels = await levelsOf(s.tx, flow.id);
  const pos = firstPosition(levels);
  const now = new Date();
  await keepVersion(s.tx, row.id, {
    stage: resubmit ? InfoVersionStage.resubmit : InfoVersionStage.report,
    title: row.title,
    content: row.content,
    editorId: s.caller.principal.userId,
    editorName: s.caller.principal.username,
  });
  await machine.move(s, row, action, {
    who,
    input: { to: pos.state },
    set: {
      flowId: flow.id,
      levelSeq: pos.levelSeq,
      currentLevel: pos.currentLevel,
      backType: null,
      backReason: null,
      reportTime: row.reportTime ?? now,
      year: row.reportTime ? row.year : chinaYear(now),
    },
    entry: { detail: { flowId: flow.id, flowVersion: flow.version } },
  });
  await syncInfoSimilar(s.tx, row.id);
  const item = { id: row.id, title: row.title };
  const first = levels.find((l) => l.seq === pos.levelSeq);
  if (first) {
    await s.fx.notify({
      userIds: first.reviewerIds,
      title: resubmit ? '信息已重新报送' : '收到待审信息',
      content: `${row.reporterName}${resubmit ? '修改后重新报送了' : '报送了'}信息《${row.title}》，请及时审核。`,
      item,
      url: InfoPage.checkList(flow.id),
    });
  }
  if (!resubmit) {
    await s.fx.notify({
      userIds: await pendingJointIds(s.tx, row.id),
      title: '联名信息确认',
      content: `${row.reporterName}邀请您联名报送信息《${row.title}》，请确认是否同意联名。`,
      item,
      url: InfoPage.jointConfirm,
    });
  }
}
