import {
  CaseState,
  CollectiveType,
  JointState,
  ProposalPage,
  ProposalState,
  type proposalAddBody,
  type proposalUpdateBody,
  UserType,
} from '@cppcc/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { fieldError, forbidden, illegalState } from '../../../platform/errors';
import { latestStanding } from '../../member';
import { syncFiles } from '../../oss';
import { liveAccount, liveAccountsAmong } from '../../system';
import { isOwner, type ProposalRow } from '../core/access';
import { cleanHtml, plainText, wordCount } from '../core/content';
import { proposalFlow, record } from '../core/machines';
import { officeUserIds } from '../core/notify';
import { bindImages, filesBy, lockProposal, runStep, type Step, type StepContext, senderOf, whoOn } from '../core/steps';
import { getProposalSession, isInMeeting, proposalTypeName } from '../setup';
import { proposal, proposalJoint } from '../tables';

type AddInput = z.output<typeof proposalAddBody>;
type UpdateInput = z.output<typeof proposalUpdateBody>;

interface Proposer {
  id: string;
  name: string;
  type: number;
  orgId: string | null;
  sectorId: string | null;
  partyId: string | null;
  committeeId: string | null;
  groupId: string | null;
}

async function proposerOf(q: Queryable, userId: string): Promise<Proposer> {
  const u = await liveAccount(q, userId);
  if (!u) throw fieldError('proposerId', '提案人不存在');
  const collectiveProposer =
    u.userType === UserType.collective &&
    u.collectiveType !== CollectiveType.handlingUnit &&
    u.collectiveType !== CollectiveType.handlingSystem;
  if (u.userType !== UserType.member && !collectiveProposer) throw fieldError('proposerId', '提案人只能是委员或集体用户');
  const m = u.userType === UserType.member ? await latestStanding(q, u.id) : null;
  return {
    id: u.id,
    name: u.username,
    type: u.userType,
    orgId: u.userType === UserType.collective ? u.orgId : null,
    sectorId: m?.sectorId ?? null,
    partyId: m?.partyId ?? null,
    committeeId: m?.committeeId ?? null,
    groupId: m?.groupId ?? null,
  };
}

/** Office staff may enter a proposal for a member or collective (代录); others only in their own name. */
async function resolveProposer(s: Step, proposerId: string | null | undefined): Promise<Proposer> {
  const me = s.caller.principal.userId;
  if (proposerId && proposerId !== me) {
    if (s.scope.kind !== 'office') throw forbidden('只能以本人名义提交提案');
    return proposerOf(s.tx, proposerId);
  }
  if (s.scope.kind === 'unit') throw forbidden('承办单位不能提交提案');
  return proposerOf(s.tx, me);
}

async function checkRefs(s: Step, input: { sessionId: string; typeId?: string | null }) {
  const session = await getProposalSession(s.tx, input.sessionId);
  if (!session) throw fieldError('sessionId', '提案届次不存在');
  if (input.typeId && !(await proposalTypeName(s.tx, input.typeId))) throw fieldError('typeId', '提案类别不存在');
  return session;
}

/** Co-signers must be members other than the proposer; returns their names in order. */
async function checkJoint(s: Step, proposer: Proposer, input: { isJoint: boolean; jointUserIds: string[] }) {
  if (!input.isJoint) return [];
  if (proposer.type !== UserType.member) throw fieldError('isJoint', '集体提案不能联名');
  const ids = [...new Set(input.jointUserIds)].filter((id) => id !== proposer.id);
  if (!ids.length) throw fieldError('jointUserIds', '联名提案请至少选择一位联名人');
  const rows = await liveAccountsAmong(s.tx, ids, { userTypes: [UserType.member] });
  if (rows.length !== ids.length) throw fieldError('jointUserIds', '联名人只能是委员');
  const byId = new Map(rows.map((r) => [r.id, r.username]));
  return ids.map((id) => ({ id, username: byId.get(id)! }));
}

/** Keeps answers of co-signers who stay, adds new ones as pending, drops the others. */
async function syncJoint(s: Step, proposalId: string, people: { id: string; username: string }[]): Promise<void> {
  const keep = people.map((p) => p.id);
  await s.tx
    .delete(proposalJoint)
    .where(and(eq(proposalJoint.proposalId, proposalId), keep.length ? notInArray(proposalJoint.userId, keep) : undefined));
  if (people.length) {
    await s.tx
      .insert(proposalJoint)
      .values(people.map((p) => ({ id: newId(), proposalId, userId: p.id, username: p.username, state: JointState.pending })))
      .onConflictDoNothing();
  }
}

function contentOf(input: { content: string }) {
  const content = cleanHtml(input.content);
  const contentText = plainText(content);
  if (!contentText) throw fieldError('content', '提案内容不能为空');
  return { content, contentText };
}

/** POST /proposal/add: a draft (0), submitted at once when asked. */
export async function addProposal(sc: StepContext, input: AddInput): Promise<{ id: string }> {
  const id = newId();
  await runStep(sc, async (s) => {
    const proposer = await resolveProposer(s, input.proposerId);
    const session = await checkRefs(s, input);
    const people = await checkJoint(s, proposer, input);
    const body = contentOf(input);
    await s.tx.insert(proposal).values({
      id,
      sessionId: input.sessionId,
      year: session.year,
      title: input.title,
      ...body,
      typeId: input.typeId ?? null,
      proposerType: proposer.type,
      proposerId: proposer.id,
      proposerName: proposer.name,
      proposerOrgId: proposer.orgId,
      sectorId: proposer.sectorId,
      partyId: proposer.partyId,
      committeeId: proposer.committeeId,
      groupId: proposer.groupId,
      isJoint: people.length > 0,
      jointNames: people.map((p) => p.username).join('、') || null,
      fileIds: input.fileIds,
      state: ProposalState.stored,
      caseState: CaseState.stored,
      createdBy: s.caller.principal.userId,
    });
    await syncJoint(s, id, people);
    await syncFiles(s.tx, id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, id, body.content);
    await record(s, id, { action: 'create', fromState: null, toState: ProposalState.stored });
    if (input.submit) await submitRow(s, await lockProposal(s, id), input.sms);
  });
  return { id };
}

/** POST /proposal/update: the proposer edits a draft or a proposal sent back (-1). */
export async function updateProposal(sc: StepContext, input: UpdateInput): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const save = proposalFlow.start(s, p, 'save', whoOn(s, p));
    const proposer = await proposerOf(s.tx, p.proposerId ?? s.caller.principal.userId);
    const session = await checkRefs(s, input);
    const people = await checkJoint(s, proposer, input);
    const body = contentOf(input);
    await save.commit({
      set: {
        sessionId: input.sessionId,
        year: session.year,
        title: input.title,
        ...body,
        typeId: input.typeId ?? null,
        isJoint: people.length > 0,
        jointNames: people.map((x) => x.username).join('、') || null,
        fileIds: input.fileIds,
      },
    });
    await syncJoint(s, p.id, people);
    await syncFiles(s.tx, p.id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, p.id, body.content);
    if (input.submit) await submitRow(s, await lockProposal(s, p.id), input.sms);
  });
}

/** POST /proposal/delete: drafts only, soft. */
export async function deleteProposals(sc: StepContext, ids: string[]): Promise<void> {
  await runStep(sc, async (s) => {
    for (const id of ids) {
      const p = await lockProposal(s, id);
      if (!isOwner(s.scope, p) && p.createdBy !== s.caller.principal.userId) throw forbidden('只能删除本人的提案');
      // the one who entered it (代录) deletes it as its proposer
      proposalFlow.check('remove', p);
      await s.tx.update(proposal).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(proposal.id, id));
      await record(s, id, { action: 'remove', fromState: p.state, toState: null, detail: { title: p.title } });
    }
  });
}

async function submitRow(s: Step, p: ProposalRow, sms: boolean): Promise<void> {
  const submit = proposalFlow.start(s, p, 'submit', whoOn(s, p));
  const session = await getProposalSession(s.tx, p.sessionId);
  if (!session) throw illegalState('提案届次已删除，请重新选择届次');
  if (session.isOpenReport !== 1) throw illegalState(`「${session.name}」未开放提案提交`);
  const words = wordCount(p.contentText);
  if (words > session.wordLimit) throw fieldError('content', `提案内容不能超过${session.wordLimit}字，当前${words}字`);
  const now = new Date();
  const resubmit = p.state === ProposalState.returned;
  await submit.commit({
    set: {
      caseState: CaseState.awaitingSplit,
      submittedAt: p.submittedAt ?? now,
      isPlenary: p.submittedAt
        ? p.isPlenary
        : isInMeeting({ startTime: new Date(session.startTime), endTime: new Date(session.endTime) }, now) === 1,
    },
  });
  const sender = senderOf(s);
  await s.fx.notify({
    userIds: await officeUserIds(s.tx),
    title: resubmit ? '提案已重新提交' : '收到新提案',
    content: `${p.proposerName}${resubmit ? '修改后重新提交了' : '提交了'}提案《${p.title}》，请及时初分。`,
    proposal: p,
    url: ProposalPage.receiveList,
    sender,
  });
  if (p.isJoint) {
    const pending = await s.tx
      .select({ userId: proposalJoint.userId })
      .from(proposalJoint)
      .where(and(eq(proposalJoint.proposalId, p.id), eq(proposalJoint.state, JointState.pending)));
    await s.fx.notify({
      userIds: pending.map((r) => r.userId),
      title: '联名提案邀请',
      content: `${p.proposerName}邀请您联名提案《${p.title}》，请确认是否同意联名。`,
      proposal: p,
      url: ProposalPage.jointList,
      sms,
      sender,
    });
  }
}

/** POST /proposal/submit. */
export async function submitProposal(sc: StepContext, id: string, sms: boolean): Promise<void> {
  await runStep(sc, async (s) => {
    await submitRow(s, await lockProposal(s, id), sms);
  });
}

/** POST /proposal/withdraw: the proposer takes it back before filing (17). */
export async function withdrawProposal(sc: StepContext, id: string, opinion: string | null | undefined): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, id);
    const wasSubmitted = p.state !== ProposalState.returned;
    await proposalFlow.move(s, p, 'withdraw', { who: whoOn(s, p), entry: { opinion } });
    if (wasSubmitted) {
      await s.fx.notify({
        userIds: await officeUserIds(s.tx),
        title: '提案已撤案',
        content: `${p.proposerName}撤回了提案《${p.title}》。${opinion ? `理由：${opinion}` : ''}`,
        proposal: p,
        sender: senderOf(s),
      });
    }
  });
}

/** POST /proposal/joint/answer: a co-signer agrees (1) or declines (0). */
export async function answerJoint(sc: StepContext, input: { id: string; agree: boolean; opinion?: string | null }): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const me = s.caller.principal.userId;
    const [row] = await s.tx
      .select()
      .from(proposalJoint)
      .where(and(eq(proposalJoint.proposalId, p.id), eq(proposalJoint.userId, me)))
      .limit(1);
    if (!row) throw forbidden('您不是该提案的联名人');
    proposalFlow.check('jointAnswer', p, { kinds: ['cosigner'] });
    if (row.state !== JointState.pending) throw illegalState('您已答复过该联名邀请');
    const state = input.agree ? JointState.agree : JointState.disagree;
    await s.tx
      .update(proposalJoint)
      .set({ state, opinion: input.opinion ?? null, answeredAt: new Date() })
      .where(eq(proposalJoint.id, row.id));
    const staying = await s.tx
      .select({ username: proposalJoint.username })
      .from(proposalJoint)
      .where(and(eq(proposalJoint.proposalId, p.id), inArray(proposalJoint.state, [JointState.agree, JointState.pending])))
      .orderBy(proposalJoint.createdAt);
    await s.tx
      .update(proposal)
      .set({ jointNames: staying.map((r) => r.username).join('、') || null, updatedAt: new Date() })
      .where(eq(proposal.id, p.id));
    await record(s, p.id, {
      action: 'jointAnswer',
      fromState: p.state,
      toState: p.state,
      opinion: `${input.agree ? '同意联名' : '不同意联名'}${input.opinion ? `：${input.opinion}` : ''}`,
    });
    await s.fx.notify({
      userIds: [p.proposerId ?? ''],
      title: '联名确认结果',
      content: `${s.caller.principal.username}${input.agree ? '同意' : '不同意'}联名您的提案《${p.title}》。`,
      proposal: p,
      sender: senderOf(s),
    });
  });
}
