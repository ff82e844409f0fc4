import {
  ProposalPerm as P,
  ProposalListApi,
  type ProposalListName,
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

/** The permission a list screen needs and its summary in the API docs. */
type ListDecl = { permission: string | string[]; summary: string };

/**
 * The list screens of spec 001 §2.5 and the permission each needs; all share the filters of
 * proposalPageQuery and answer { list, total }. The endpoint is the contract's (ProposalListApi), the
 * web calls the same one; `path` is it below /proposal/, where this plugin's routes sit.
 */
const listDecls: Record<ProposalListName, ListDecl> = {
  my: { permission: P.myList, summary: '我的提案（member/myProposalList）' },
  joint: { permission: P.jointList, summary: '联名提案邀请（jointProposal）' },
  sendBack: { permission: [P.myList, P.sendBack], summary: '退回修改的提案（sendBackProposal）' },
  open: { permission: P.openList, summary: '公开提案（openProposalList）' },
  reference: { permission: P.reference, summary: '提案参考：已办结的公开提案（reference）' },
  receive: { permission: P.receiveList, summary: '待初分（receiveList）' },
  check: { permission: P.checkList, summary: '待审查（checkList）' },
  preAssign: { permission: P.preAssignList, summary: '待预交办（preAssignList）' },
  assign: { permission: P.assignList, summary: '待交办（assignList）' },
  track: { permission: P.trackList, summary: '办理跟踪（trackList）' },
  all: { permission: P.allList, summary: '全部提案（allProposalList）' },
  key: { permission: P.allList, summary: '重点提案（keyProposalList）' },
  excellent: { permission: P.allList, summary: '优秀提案（excellentProposalList）' },
  good: { permission: P.allList, summary: '良好提案（goodProposalList）' },
  letter: { permission: P.allList, summary: '转委员来信（letterProposalList）' },
  noFiled: { permission: P.allList, summary: '不立案提案（noFiledProposalList）' },
  unsatisfied: { permission: P.trackList, summary: '重新办理中的提案（unsatisfiedList）' },
  displeasure: { permission: P.trackList, summary: '测评不满意的提案（displeasureProposalList）' },
  record: { permission: P.recordList, summary: '历史提案录入（recordProposalList）' },
  merge: { permission: P.mergeList, summary: '并案提案（mergeProposalList）' },
  preSign: { permission: P.preSignList, summary: '待反馈的预交办（preSignList）' },
  sign: { permission: P.signList, summary: '待签收（signList）' },
  handling: { permission: P.handlingList, summary: '办理中（handlingList）' },
  finish: { permission: P.finishList, summary: '已答复（finishList）' },
  takeSysAssign: { permission: P.takeSysList, summary: '承办系统：下属单位待签收（takeSysAssignList）' },
  takeSysTrack: { permission: P.takeSysList, summary: '承办系统：下属单位办理跟踪（takeSysTrackList）' },
};

const below = '/proposal/';
export const proposalLists: { path: string; view: ViewName; permission: string | string[]; summary: string }[] = (
  Object.entries(listDecls) as [ProposalListName, ListDecl][]
).map(([view, d]) => ({ view, path: ProposalListApi[view].slice(below.length), ...d }));

/** The list screens and the detail. */
export const proposalListRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app } = routeKit(base, ctx);
  const { db } = ctx;
  // ----- lists -----
  for (const l of proposalLists) {
    app.post(
      ProposalListApi[l.view],
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
