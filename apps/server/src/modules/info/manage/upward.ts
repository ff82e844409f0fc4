import {
  type InfoRow,
  InfoState,
  type InfoSubmitConfig,
  type InfoSubmitDetail,
  type infoResultAddBody,
  type infoSubmitUpwardBody,
  type PageQuery,
  type PageResult,
  submissionObjectLabel,
  submitUnitLabel,
} from '@cppcc/contracts';
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { forbidden, illegalState } from '../../../platform/errors';
import { isOffice, loadVisible } from '../core/access';
import { infoFlow } from '../core/machine';
import { pageItems } from '../core/rows';
import { type InfoStepContext, runInfoStep } from '../core/step';
import { infoItem, infoReporter, infoResult, infoSubmission } from '../tables';

type SubmitInput = z.output<typeof infoSubmitUpwardBody>;
type ResultInput = z.output<typeof infoResultAddBody>;

const options = (labels: Record<number, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value: Number(value), label }))
    .sort((a, b) => a.value - b.value);

/** POST info/submit/config: where items may be sent and as what (labels from contracts). */
export function submitConfig(): InfoSubmitConfig {
  return { submitUnits: options(submitUnitLabel), submissionObjects: options(submissionObjectLabel) };
}

/** POST info/submit: adopted items are sent upward; each sending is kept, the item marked as sent. */
export async function submitUpward(sc: InfoStepContext, input: SubmitInput): Promise<void> {
  await runInfoStep(sc, async (s) => {
    for (const id of [...new Set(input.ids)].sort()) {
      const item = await loadVisible(s.tx, sc.caller.principal, id, true);
      if (item.state !== InfoState.adopted) throw illegalState(`信息《${item.title}》尚未采用，不能报送上级`);
      await s.tx.insert(infoSubmission).values({
        id: newId(),
        itemId: id,
        submitUnit: input.submitUnit,
        submissionObject: input.submissionObject,
        remark: input.remark ?? null,
        submittedBy: sc.caller.principal.userId,
      });
      await s.tx.update(infoItem).set({ submissionStatus: 1, updatedAt: new Date() }).where(eq(infoItem.id, id));
      await infoFlow.record(s, item, {
        action: 'submitUpward',
        fromState: item.state,
        toState: item.state,
        opinion: input.remark ?? null,
        detail: { submitUnit: input.submitUnit, submissionObject: input.submissionObject },
      });
    }
  });
}

/** GET info/submit/detail/{id} and info/result/view/{id}: where the item was sent and what came back. */
export async function submitDetail(q: Queryable, p: Principal, id: string): Promise<InfoSubmitDetail> {
  const item = await loadVisible(q, p, id);
  const [subs, results] = await Promise.all([
    q.select().from(infoSubmission).where(eq(infoSubmission.itemId, id)).orderBy(asc(infoSubmission.submittedAt)),
    q.select().from(infoResult).where(eq(infoResult.itemId, id)).orderBy(asc(infoResult.resultDate), asc(infoResult.createdAt)),
  ]);
  return {
    id: item.id,
    title: item.title,
    submissionStatus: item.submissionStatus,
    submissions: subs.map((r) => ({
      id: r.id,
      submitUnit: r.submitUnit,
      submissionObject: r.submissionObject,
      remark: r.remark,
      submittedAt: r.submittedAt.toISOString(),
    })),
    results: results.map((r) => ({
      id: r.id,
      submissionObject: r.submissionObject,
      adopted: r.adopted,
      content: r.content,
      resultDate: r.resultDate,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** POST info/result/add: what the level above did with an item sent to it (the score rules count 采用). */
export async function addResult(sc: InfoStepContext, input: ResultInput): Promise<{ id: string }> {
  return runInfoStep(sc, async (s) => {
    const item = await loadVisible(s.tx, sc.caller.principal, input.itemId, true);
    if (item.submissionStatus !== 1) throw illegalState('信息尚未报送上级，不能登记上级采用情况');
    const id = newId();
    await s.tx.insert(infoResult).values({
      id,
      itemId: item.id,
      submissionObject: input.submissionObject,
      adopted: input.adopted,
      content: input.content,
      resultDate: input.resultDate,
      createdBy: sc.caller.principal.userId,
    });
    await infoFlow.record(s, item, {
      action: 'result',
      fromState: item.state,
      toState: item.state,
      opinion: input.content,
      detail: { submissionObject: input.submissionObject, adopted: input.adopted, resultDate: input.resultDate },
    });
    if (input.adopted) {
      const people = await s.tx.select({ userId: infoReporter.userId }).from(infoReporter).where(eq(infoReporter.itemId, item.id));
      await s.fx.notify({
        userIds: people.map((r) => r.userId),
        title: '信息被上级采用',
        content: `您报送的信息《${item.title}》被${submissionObjectLabel[input.submissionObject]}采用：${input.content}`,
        item,
      });
    }
    return { id };
  });
}

/**
 * GET collectiveInfo/info/list: the items of a collective user (a unit or direct-report
 * point). The user reads their own; the office may name any user.
 */
export function collectiveList(
  q: Queryable,
  p: Principal,
  input: PageQuery & { userId?: string; year?: number },
): Promise<PageResult<InfoRow>> {
  const userId = input.userId ?? p.userId;
  if (userId !== p.userId && !isOffice(p)) throw forbidden();
  return pageItems(q, p, input, [
    sql`exists (select 1 from ${infoReporter} r where r.item_id = ${infoItem.id} and r.user_id = ${userId})`,
    userId === p.userId ? undefined : ne(infoItem.state, InfoState.draft),
    input.year !== undefined ? eq(infoItem.year, input.year) : undefined,
  ]);
}
