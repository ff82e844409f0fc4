import {
  assignBody,
  fileBody,
  markBody,
  mergeBody,
  notFileBody,
  officeUpdateBody,
  openBody,
  opinionBody,
  ProposalPerm as P,
  receiveBody,
  recordBody,
  recordUpdateBody,
  requiredOpinionBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { idResult, routeKit, tags } from '../core/http';
import { assignProposal, concludeProposal, preAssignProposal } from './assign';
import { markProposals, officeUpdate, setOpenStatus } from './marks';
import { mergeProposals } from './merge';
import { addRecord, updateRecord } from './records';
import { fileProposal, notFileProposal, receiveProposal, sendBackProposal } from './review';

/** The office: receive, review, merge, assign, conclude, marks and historical records. */
export const proposalOfficeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step } = routeKit(base, ctx);
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
};
