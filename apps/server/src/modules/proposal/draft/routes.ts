import { jointAnswerBody, opinionBody, ProposalPerm as P, proposalAddBody, proposalIdsBody, proposalUpdateBody } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { idResult, routeKit, tags } from '../core/http';
import { addProposal, answerJoint, deleteProposals, submitProposal, updateProposal, withdrawProposal } from './service';

/** Drafting, submitting, withdrawing; co-signers' answers. */
export const proposalDraftRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step } = routeKit(base, ctx);
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
};
