import {
  assignBody,
  backApplyBody,
  delayApplyBody,
  evaluateBody,
  feedbackAddBody,
  fileBody,
  instructionAddBody,
  instructionItem,
  instructionPageQuery,
  instructionUpdateBody,
  jointAnswerBody,
  markBody,
  mergeBody,
  notFileBody,
  officeUpdateBody,
  openBody,
  opinionBody,
  ProposalPerm as P,
  pageResult,
  preFeedbackBody,
  proposalAddBody,
  proposalDetail as proposalDetailSchema,
  proposalIdParams,
  proposalIdsBody,
  proposalListItem,
  proposalPageQuery,
  proposalUpdateBody,
  receiveBody,
  recordBody,
  recordUpdateBody,
  remindBody,
  remindItem,
  remindPageQuery,
  remindRunBody,
  remindRunResult,
  replyBody,
  requestDecideBody,
  requestItem,
  requestPageQuery,
  requiredOpinionBody,
  unitActionBody,
  unitRecordItem,
  unitRecordPageQuery,
  yearSummaryBody,
  yearSummaryItem,
  yearSummaryPageQuery,
  yearSummaryUpdateBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import { principalOf } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { callerOf } from '../system/common';
import { guarded } from './input';
import { pageProposals, proposalDetail, type ViewName } from './queries';
import { pageReminds, pageRequests, pageUnitRecords } from './queries-records';
import { addProposal, answerJoint, deleteProposals, submitProposal, updateProposal, withdrawProposal } from './service-draft';
import {
  addFeedback,
  addInstruction,
  addYearSummary,
  deleteInstructions,
  deleteYearSummaries,
  pageInstructions,
  pageYearSummaries,
  updateInstruction,
  updateYearSummary,
  yearSummaryDetail,
} from './service-extras';
import { addRecord, markProposals, officeUpdate, setOpenStatus, updateRecord } from './service-marks';
import {
  assignProposal,
  concludeProposal,
  fileProposal,
  mergeProposals,
  notFileProposal,
  preAssignProposal,
  receiveProposal,
  sendBackProposal,
} from './service-office';
import { remindByHand, runReminders } from './service-remind';
import { applyBack, applyDelay, decideRequest, evaluateProposal, preFeedback, replyProposal, signProposal } from './service-unit';

const tags = ['提案'];
const idResult = envelope(z.object({ id: z.string() }));

/**
 * The list screens of spec 001 §2.5 and the permission each needs; all share
 * the filters of proposalPageQuery and answer { list, total }.
 */
export const proposalLists: { path: string; view: ViewName; permission: string | string[]; summary: string }[] = [
  { path: 'my/page', view: 'my', permission: P.myList, summary: '我的提案（member/myProposalList）' },
  { path: 'joint/page', view: 'joint', permission: P.jointList, summary: '联名提案邀请（jointProposal）' },
  { path: 'sendBack/page', view: 'sendBack', permission: [P.myList, P.sendBack], summary: '退回修改的提案（sendBackProposal）' },
  { path: 'open/page', view: 'open', permission: P.openList, summary: '公开提案（openProposalList）' },
  { path: 'reference/page', view: 'reference', permission: P.reference, summary: '提案参考：已办结的公开提案（reference）' },
  { path: 'receive/page', view: 'receive', permission: P.receiveList, summary: '待初分（receiveList）' },
  { path: 'check/page', view: 'check', permission: P.checkList, summary: '待审查（checkList）' },
  { path: 'preAssign/page', view: 'preAssign', permission: P.preAssignList, summary: '待预交办（preAssignList）' },
  { path: 'assign/page', view: 'assign', permission: P.assignList, summary: '待交办（assignList）' },
  { path: 'track/page', view: 'track', permission: P.trackList, summary: '办理跟踪（trackList）' },
  { path: 'all/page', view: 'all', permission: P.allList, summary: '全部提案（allProposalList）' },
  { path: 'key/page', view: 'key', permission: P.allList, summary: '重点提案（keyProposalList）' },
  { path: 'excellent/page', view: 'excellent', permission: P.allList, summary: '优秀提案（excellentProposalList）' },
  { path: 'good/page', view: 'good', permission: P.allList, summary: '良好提案（goodProposalList）' },
  { path: 'letter/page', view: 'letter', permission: P.allList, summary: '转委员来信（letterProposalList）' },
  { path: 'noFiled/page', view: 'noFiled', permission: P.allList, summary: '不立案提案（noFiledProposalList）' },
  { path: 'unsatisfied/page', view: 'unsatisfied', permission: P.trackList, summary: '重新办理中的提案（unsatisfiedList）' },
  { path: 'displeasure/page', view: 'displeasure', permission: P.trackList, summary: '测评不满意的提案（displeasureProposalList）' },
  { path: 'record/page', view: 'record', permission: P.recordList, summary: '历史提案录入（recordProposalList）' },
  { path: 'merge/page', view: 'merge', permission: P.mergeList, summary: '并案提案（mergeProposalList）' },
  { path: 'preSign/page', view: 'preSign', permission: P.preSignList, summary: '待反馈的预交办（preSignList）' },
  { path: 'sign/page', view: 'sign', permission: P.signList, summary: '待签收（signList）' },
  { path: 'handling/page', view: 'handling', permission: P.handlingList, summary: '办理中（handlingList）' },
  { path: 'finish/page', view: 'finish', permission: P.finishList, summary: '已答复（finishList）' },
  {
    path: 'takeSys/assign/page',
    view: 'takeSysAssign',
    permission: P.takeSysList,
    summary: '承办系统：下属单位待签收（takeSysAssignList）',
  },
  {
    path: 'takeSys/track/page',
    view: 'takeSysTrack',
    permission: P.takeSysList,
    summary: '承办系统：下属单位办理跟踪（takeSysTrackList）',
  },
];

export const proposalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const sc = (req: Parameters<typeof callerOf>[0]) => ({ ctx, caller: callerOf(req) });
  const done = (msg?: string) => ok(null, msg);

  /** A state-changing POST: schema, permission, one service call. */
  const step = <B extends z.ZodType>(
    path: string,
    permission: string | string[],
    summary: string,
    body: B,
    run: (req: Parameters<typeof callerOf>[0], input: z.output<B>) => Promise<unknown>,
    msg = '操作成功',
  ) =>
    app.post(
      `/proposal/${path}`,
      { config: { permission }, schema: { tags, summary, body: guarded(body), response: { 200: emptyEnvelope } } },
      async (req) => {
        await run(req, req.body as z.output<B>);
        return done(msg);
      },
    );

  // ----- lists -----
  for (const l of proposalLists) {
    app.post(
      `/proposal/${l.path}`,
      {
        config: { permission: l.permission },
        schema: { tags, summary: l.summary, body: guarded(proposalPageQuery), response: { 200: envelope(pageResult(proposalListItem)) } },
      },
      async (req) => ok(await pageProposals(db, principalOf(req), l.view, req.body)),
    );
  }
  app.get(
    '/proposal/detail/:id',
    {
      config: {
        permission: [P.myList, P.jointList, P.openList, P.reference, P.allList, P.signList, P.preSignList, P.handlingList, P.finishList],
      },
      schema: {
        tags,
        summary: '提案详情（含联名、承办、流转记录、批示与可执行的操作）',
        params: proposalIdParams,
        response: { 200: envelope(proposalDetailSchema) },
      },
    },
    async (req) => ok(await proposalDetail(db, principalOf(req), req.params.id)),
  );

  // ----- proposers -----
  app.post(
    '/proposal/add',
    {
      config: { permission: [P.add, P.officeAdd] },
      schema: { tags, summary: '新增提案（暂存，submit=true 时直接提交）', body: guarded(proposalAddBody), response: { 200: idResult } },
    },
    async (req) => ok(await addProposal(sc(req), req.body), req.body.submit ? '提交成功' : '保存成功'),
  );
  step(
    'update',
    [P.edit, P.officeAdd],
    '修改暂存或退回的提案（submit=true 时提交）',
    proposalUpdateBody,
    (req, b) => updateProposal(sc(req), b),
    '保存成功',
  );
  step('delete', P.remove, '删除暂存的提案', proposalIdsBody, (req, b) => deleteProposals(sc(req), b.ids), '删除成功');
  step(
    'submit',
    [P.submit, P.officeAdd],
    '提交提案（0/-1 → 1）',
    opinionBody,
    (req, b) => submitProposal(sc(req), b.id, b.sms),
    '提交成功',
  );
  step('withdraw', P.withdraw, '撤案（立案前，→ 17）', opinionBody, (req, b) => withdrawProposal(sc(req), b.id, b.opinion));
  step('joint/answer', P.jointAnswer, '联名人同意或不同意联名', jointAnswerBody, (req, b) => answerJoint(sc(req), b));
  step('evaluate', P.evaluate, '对一个承办单位的答复进行满意度测评（1/2/0）', evaluateBody, (req, b) => evaluateProposal(sc(req), b));

  // ----- the office: receive, review, merge, assign -----
  step('receive', P.receive, '初分（1 → 2）', receiveBody, (req, b) => receiveProposal(sc(req), b));
  step('sendBack', P.sendBack, '退回修改（1/2 → -1）', requiredOpinionBody, (req, b) => sendBackProposal(sc(req), b));
  app.post(
    '/proposal/file',
    {
      config: { permission: P.file },
      schema: {
        tags,
        summary: '立案（2 → 3），按届次编案号',
        body: guarded(fileBody),
        response: { 200: envelope(z.object({ number: z.number() })) },
      },
    },
    async (req) => ok(await fileProposal(sc(req), req.body), '立案成功'),
  );
  step('notFile', P.notFile, '不立案（2 → 14/15/16）', notFileBody, (req, b) => notFileProposal(sc(req), b));
  step('merge', P.merge, '并案（并入的提案随主提案流转）', mergeBody, (req, b) => mergeProposals(sc(req), b));
  step('preAssign', P.preAssign, '预交办：征求承办单位意见', assignBody, (req, b) => preAssignProposal(sc(req), b));
  step('assign', P.assign, '交办（3 → 10）', assignBody, (req, b) => assignProposal(sc(req), b));
  step('conclude', P.conclude, '办结（10/11 → 12）', opinionBody, (req, b) => concludeProposal(sc(req), b));
  step('mark', P.mark, '设置或取消重点/优秀/良好提案', markBody, (req, b) => markProposals(sc(req), b));
  step('open', P.open, '设置公开方式（0/1/2，null 不公开）', openBody, (req, b) => setOpenStatus(sc(req), b));
  step('all/update', P.allEdit, '提案办修改提案标题、内容、类别、附件', officeUpdateBody, (req, b) => officeUpdate(sc(req), b), '保存成功');
  app.post(
    '/proposal/record/add',
    {
      config: { permission: P.recordEdit },
      schema: { tags, summary: '录入历史提案', body: guarded(recordBody), response: { 200: idResult } },
    },
    async (req) => ok(await addRecord(sc(req), req.body), '保存成功'),
  );
  step('record/update', P.recordEdit, '修改录入的历史提案', recordUpdateBody, (req, b) => updateRecord(sc(req), b), '保存成功');

  // ----- the office: requests, reminders -----
  for (const kind of ['back', 'delay'] as const) {
    const name = kind === 'back' ? '退回' : '延期';
    app.post(
      `/proposal/${kind}/page`,
      {
        config: { permission: kind === 'back' ? [P.backList, P.backApply] : [P.delayList, P.delayApply] },
        schema: {
          tags,
          summary: `${name}申请记录（${kind}Record）`,
          body: guarded(requestPageQuery),
          response: { 200: envelope(pageResult(requestItem)) },
        },
      },
      async (req) => ok(await pageRequests(db, principalOf(req), kind, req.body)),
    );
    step(`${kind}/decide`, kind === 'back' ? P.backDecide : P.delayDecide, `审核${name}申请`, requestDecideBody, (req, b) =>
      decideRequest(sc(req), kind, b),
    );
  }
  app.post(
    '/proposal/remind',
    {
      config: { permission: P.remind },
      schema: { tags, summary: '催办（人工）', body: guarded(remindBody), response: { 200: envelope(z.object({ count: z.number() })) } },
    },
    async (req) => ok(await remindByHand(sc(req), req.body), '催办成功'),
  );
  app.post(
    '/proposal/remind/page',
    {
      config: { permission: [P.remindList, P.handlingList] },
      schema: {
        tags,
        summary: '催办记录（remindRecord）',
        body: guarded(remindPageQuery),
        response: { 200: envelope(pageResult(remindItem)) },
      },
    },
    async (req) => ok(await pageReminds(db, principalOf(req), req.body)),
  );
  app.post(
    '/proposal/remind/run',
    {
      config: { permission: P.remind },
      schema: {
        tags,
        summary: '立即执行到期提醒（15/7/3天及超期，幂等）',
        body: guarded(remindRunBody),
        response: { 200: envelope(remindRunResult) },
      },
    },
    async (req) => ok(await runReminders(ctx, req.body.now ? new Date(req.body.now) : new Date(), actorOf(req))),
  );
  for (const phase of ['pre', 'formal'] as const) {
    app.post(
      `/proposal/${phase === 'pre' ? 'preAssign' : 'assign'}/record/page`,
      {
        config: { permission: phase === 'pre' ? [P.preAssignList, P.preSignList] : [P.assignList, P.finishList] },
        schema: {
          tags,
          summary: phase === 'pre' ? '预交办记录（preAssignRecord）' : '交办记录（assignRecord）',
          body: guarded(unitRecordPageQuery),
          response: { 200: envelope(pageResult(unitRecordItem)) },
        },
      },
      async (req) => ok(await pageUnitRecords(db, principalOf(req), phase, req.body)),
    );
  }

  // ----- handling units -----
  step('preSign/feedback', P.preSignFeedback, '预交办反馈：同意或不同意承办', preFeedbackBody, (req, b) => preFeedback(sc(req), b));
  step('sign', P.sign, '签收（0 → 1）', unitActionBody, (req, b) => signProposal(sc(req), b), '签收成功');
  step('back/apply', P.backApply, '申请退回（→ -2）', backApplyBody, (req, b) => applyBack(sc(req), b));
  step('delay/apply', P.delayApply, '申请延期（→ -1）', delayApplyBody, (req, b) => applyDelay(sc(req), b));
  step('reply', P.reply, '答复（→ 2）：答复函、附件、办理结果 A/B/C、联系人', replyBody, (req, b) => replyProposal(sc(req), b), '答复成功');

  // ----- instructions, feedback, year summaries -----
  app.post(
    '/proposal/instruction/page',
    {
      config: { permission: P.instructionList },
      schema: {
        tags,
        summary: '领导批示（instructionList）',
        body: guarded(instructionPageQuery),
        response: { 200: envelope(pageResult(instructionItem)) },
      },
    },
    async (req) => ok(await pageInstructions(db, req.body)),
  );
  app.post(
    '/proposal/instruction/add',
    {
      config: { permission: P.instructionEdit },
      schema: { tags, summary: '录入领导批示', body: guarded(instructionAddBody), response: { 200: idResult } },
    },
    async (req) => ok(await addInstruction(sc(req), req.body), '保存成功'),
  );
  step(
    'instruction/update',
    P.instructionEdit,
    '修改领导批示',
    instructionUpdateBody,
    (req, b) => updateInstruction(sc(req), b),
    '保存成功',
  );
  step(
    'instruction/delete',
    P.instructionEdit,
    '删除领导批示',
    proposalIdsBody,
    (req, b) => deleteInstructions(sc(req), b.ids),
    '删除成功',
  );
  app.post(
    '/proposal/feedback/add',
    {
      config: { permission: [P.feedback] },
      schema: { tags, summary: '办理落实反馈（feedBackForm）', body: guarded(feedbackAddBody), response: { 200: idResult } },
    },
    async (req) => ok(await addFeedback(sc(req), req.body), '反馈成功'),
  );
  app.post(
    '/proposal/yearSummary/page',
    {
      config: { permission: [P.yearSummaryList, P.yearSummaryEdit] },
      schema: {
        tags,
        summary: '年度办理工作总结（yearSummary）',
        body: guarded(yearSummaryPageQuery),
        response: { 200: envelope(pageResult(yearSummaryItem)) },
      },
    },
    async (req) => ok(await pageYearSummaries(db, principalOf(req), req.body)),
  );
  app.get(
    '/proposal/yearSummary/detail/:id',
    {
      config: { permission: [P.yearSummaryList, P.yearSummaryEdit] },
      schema: { tags, summary: '年度总结详情', params: proposalIdParams, response: { 200: envelope(yearSummaryItem) } },
    },
    async (req) => ok(await yearSummaryDetail(db, principalOf(req), req.params.id)),
  );
  app.post(
    '/proposal/yearSummary/add',
    {
      config: { permission: P.yearSummaryEdit },
      schema: { tags, summary: '新增年度总结（submit=true 时提交）', body: guarded(yearSummaryBody), response: { 200: idResult } },
    },
    async (req) => ok(await addYearSummary(sc(req), req.body), req.body.submit ? '提交成功' : '保存成功'),
  );
  step(
    'yearSummary/update',
    P.yearSummaryEdit,
    '修改年度总结（submit=true 时提交）',
    yearSummaryUpdateBody,
    (req, b) => updateYearSummary(sc(req), b),
    '保存成功',
  );
  step(
    'yearSummary/delete',
    P.yearSummaryEdit,
    '删除未提交的年度总结',
    proposalIdsBody,
    (req, b) => deleteYearSummaries(sc(req), b.ids),
    '删除成功',
  );
};
