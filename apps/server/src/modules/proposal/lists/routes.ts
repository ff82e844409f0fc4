import {
  ProposalPerm as P,
  pageResult,
  proposalDetail as proposalDetailSchema,
  proposalIdParams,
  proposalListItem,
  proposalPageQuery,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { routeKit, tags } from '../core/http';
import { proposalDetail } from './detail';
import { pageProposals } from './queries';
import type { ViewName } from './views';

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

/** The list screens and the detail. */
export const proposalListRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app } = routeKit(base, ctx);
  const { db } = ctx;
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
};
