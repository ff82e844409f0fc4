import {
  InfoPage,
  PublicationPage,
  PublicationPerm,
  PublicationSignResult,
  type publicationAdoptBody,
  publicationNumberLabel,
  type publicationSubmitBody,
} from '@cppcc/contracts';
import { and, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError, illegalState } from '../../../../platform/errors';
import { directory } from '../../../../platform/services';
import { today } from '../../../../platform/time/china';
import type { InfoStepContext } from '../../core/step';
import { infoItem, infoReporter, publicationType } from '../../tables';
import { listedAccounts, loadReadable, type PublicationRow, whoOnPublication } from '../core/access';
import { publicationFlow } from '../core/machine';
import { publicationItem } from '../tables';
import { notifyIssue, type PubStep, runPubStep } from './step';

/** The steps that move an issue: 送签, 撤回, 签发 / 退回修改, 分发 (the machine checks state and actor). */

const numbers = (r: PublicationRow) => publicationNumberLabel(r.year, r.num, r.totalNum);

/** The signer named on submission: a live, enabled account that holds the sign-off permission. */
export async function signerOf(s: PubStep, signerId: string): Promise<{ id: string; name: string }> {
  const core = await directory().loadPrincipal(s.tx, signerId);
  if (!core) throw fieldError('signerId', '签发人不存在或已停用');
  if (!core.permissions.has(PublicationPerm.sign)) throw fieldError('signerId', `${core.username}没有刊物签发权限，请另选签发人`);
  return { id: signerId, name: core.username };
}

/** POST publication/submit: for sign-off by the named signer, who is told. */
export function submitIssue(sc: InfoStepContext, input: z.output<typeof publicationSubmitBody>): Promise<void> {
  return runPubStep(sc, async (s) => {
    const issue = await loadReadable(s.tx, s.caller.principal, input.id, true);
    publicationFlow.check('submit', issue, whoOnPublication(s.caller.principal, issue));
    await submitTo(s, issue, await signerOf(s, input.signerId), input.opinion ?? null);
  });
}

/** The submission itself, once the signer is known (the demo data names its signer directly). */
export async function submitTo(s: PubStep, issue: PublicationRow, signer: { id: string; name: string }, opinion: string | null) {
  const [items] = await s.tx.select({ n: count() }).from(publicationItem).where(eq(publicationItem.publicationId, issue.id));
  if (!Number(items?.n)) throw illegalState('刊物中还没有信息，不能送签');
  await publicationFlow.move(s, issue, 'submit', {
    who: whoOnPublication(s.caller.principal, issue),
    set: { signerId: signer.id, signerName: signer.name, signOpinion: null },
    entry: { opinion, detail: { signerName: signer.name } },
  });
  await notifyIssue(s, {
    userIds: [signer.id],
    title: '待签发刊物',
    content: `刊物《${issue.title}》（${numbers(issue)}）已送您签发${opinion ? `。说明：${opinion}` : '。'}`,
    issue,
    url: PublicationPage.adopt,
  });
}

/** POST publication/recall: the editors take a submitted issue back before it is signed. */
export function recallIssue(sc: InfoStepContext, id: string): Promise<void> {
  return runPubStep(sc, async (s) => {
    const issue = await loadReadable(s.tx, s.caller.principal, id, true);
    const signerId = issue.signerId;
    await publicationFlow.move(s, issue, 'recall', { who: whoOnPublication(s.caller.principal, issue) });
    if (signerId) {
      await notifyIssue(s, { userIds: [signerId], title: '刊物已撤回', content: `刊物《${issue.title}》已由编辑撤回，无需签发。`, issue });
    }
  });
}

/** POST publication/adopt: the named signer signs (1) or returns the issue with a reason (-2); the editor is told. */
export function adoptIssue(sc: InfoStepContext, input: z.output<typeof publicationAdoptBody>): Promise<void> {
  return runPubStep(sc, async (s) => {
    const issue = await loadReadable(s.tx, s.caller.principal, input.id, true);
    await signIssue(s, issue, input.result, input.opinion ?? null);
  });
}

export async function signIssue(s: PubStep, issue: PublicationRow, result: number, opinion: string | null): Promise<void> {
  const who = whoOnPublication(s.caller.principal, issue);
  const editors = issue.editorId ? [issue.editorId] : [];
  if (result === PublicationSignResult.sign) {
    await publicationFlow.move(s, issue, 'signOff', {
      who,
      set: { signOpinion: opinion, signedAt: new Date(), publishDate: issue.publishDate ?? today() },
      entry: { opinion },
    });
    await notifyIssue(s, {
      userIds: editors,
      title: '刊物已签发',
      content: `刊物《${issue.title}》（${numbers(issue)}）已签发${opinion ? `。签发意见：${opinion}` : '，可以分发。'}`,
      issue,
      url: PublicationPage.editForm(issue.id),
    });
    return;
  }
  await publicationFlow.move(s, issue, 'signBack', { who, set: { signOpinion: opinion }, entry: { opinion } });
  await notifyIssue(s, {
    userIds: editors,
    title: '刊物退回修改',
    content: `刊物《${issue.title}》被签发人退回修改。理由：${opinion ?? ''}`,
    issue,
    url: PublicationPage.editForm(issue.id),
  });
}

/**
 * POST publication/distribute: a signed issue goes to its readers (at least one), who are told
 * with a link to the reader's page; each item's credited reporters hear that it was published.
 */
export function distributeIssue(sc: InfoStepContext, id: string): Promise<void> {
  return runPubStep(sc, async (s) => {
    const issue = await loadReadable(s.tx, s.caller.principal, id, true);
    await distribute(s, issue);
  });
}

export async function distribute(s: PubStep, issue: PublicationRow): Promise<void> {
  const who = whoOnPublication(s.caller.principal, issue);
  publicationFlow.check('distribute', issue, who);
  const readers = await listedAccounts(s.tx, issue.id);
  if (!readers.entries) throw illegalState('请先在「阅读对象」中指定至少一个阅读对象，再分发');
  await publicationFlow.move(s, issue, 'distribute', {
    who,
    set: { distributedAt: new Date(), publishDate: issue.publishDate ?? today() },
    entry: { detail: { readers: readers.entries } },
  });
  const [type] = await s.tx
    .select({ name: publicationType.name })
    .from(publicationType)
    .where(eq(publicationType.id, issue.typeId))
    .limit(1);
  const printed = `《${type?.name ?? ''}》${numbers(issue)}`;
  await notifyIssue(s, {
    userIds: readers.accounts.map((a) => a.id),
    title: '新刊物',
    content: `${printed}已分发给您，请阅读。`,
    issue,
  });
  const items = await s.tx
    .select({ infoId: publicationItem.infoId, title: infoItem.title, reporterId: infoItem.reporterId })
    .from(publicationItem)
    .innerJoin(infoItem, eq(infoItem.id, publicationItem.infoId))
    .where(eq(publicationItem.publicationId, issue.id));
  if (!items.length) return;
  const credited = await s.tx
    .select({ itemId: infoReporter.itemId, userId: infoReporter.userId })
    .from(infoReporter)
    // a co-reporter who declined (joint 0) is not credited
    .where(
      and(
        inArray(
          infoReporter.itemId,
          items.map((i) => i.infoId),
        ),
        or(isNull(infoReporter.joint), ne(infoReporter.joint, 0)),
      ),
    );
  for (const it of items) {
    await notifyIssue(s, {
      userIds: [it.reporterId, ...credited.filter((c) => c.itemId === it.infoId).map((c) => c.userId)],
      title: '您的信息已刊发',
      content: `您报送的信息《${it.title}》已刊发于${printed}。`,
      issue: { id: issue.id, title: it.title },
      url: InfoPage.detail(it.infoId),
    });
  }
}
