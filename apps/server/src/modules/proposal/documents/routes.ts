import { ProposalPerm as P } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { sendDocx, sendZip } from '../../../platform/export';
import { assignNoticeDocx, attachmentEntries, caseNoticeDocx, proposalBookDocx, proposalDocx } from './service';

const tags = ['提案文书'];
const idParams = z.object({ id: z.string().trim().min(1, 'id不能为空').max(64, 'id过长') });
/** whoever may open the proposal detail (visibility is then checked per proposal, as the detail does) */
const readers = [P.myList, P.jointList, P.openList, P.reference, P.allList, P.signList, P.preSignList, P.handlingList, P.finishList];

/** Word documents of a proposal (GB/T 9704 layout, 仿宋 三号) and the zip of its attachments. */
export const proposalDocumentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.get(
    '/proposal/document/:id/proposal.docx',
    { config: { permission: readers }, schema: { tags, summary: '提案（Word，公文格式）', params: idParams } },
    async (req, reply) => sendDocx(reply, await proposalDocx(db, principalOf(req), req.params.id)),
  );
  app.get(
    '/proposal/document/:id/assignNotice.docx',
    {
      config: { permission: [P.assignList, P.trackList, P.allList, P.signList, P.handlingList, P.finishList] },
      schema: {
        tags,
        summary: '提案交办单（每个承办单位一页；unitId 只要一个单位的）',
        params: idParams,
        querystring: z.object({ unitId: z.string().trim().max(64).optional() }),
      },
    },
    async (req, reply) => sendDocx(reply, await assignNoticeDocx(db, principalOf(req), req.params.id, req.query.unitId || undefined)),
  );
  app.get(
    '/proposal/document/:id/caseNotice.docx',
    { config: { permission: readers }, schema: { tags, summary: '立案通知书或不立案通知书', params: idParams } },
    async (req, reply) => sendDocx(reply, await caseNoticeDocx(db, principalOf(req), req.params.id)),
  );
  app.get(
    '/proposal/document/:id/attachments.zip',
    { config: { permission: readers }, schema: { tags, summary: '提案附件与答复附件（zip）', params: idParams } },
    async (req, reply) => sendZip(reply, await attachmentEntries(ctx, principalOf(req), req.params.id)),
  );
  app.get(
    '/proposal/document/session/:id/book.docx',
    { config: { permission: P.allList }, schema: { tags, summary: '届次提案汇编（立案提案按案号，一个 Word 文件）', params: idParams } },
    async (req, reply) => sendDocx(reply, { ...(await proposalBookDocx(db, req.params.id)), timeoutMs: 300_000 }),
  );
};
