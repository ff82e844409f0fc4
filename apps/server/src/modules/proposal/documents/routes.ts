import { ProposalPerm as P } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { sendDocx, sendZip } from '../../../platform/export';
import { envelope, ok } from '../../../platform/http/envelope';
import { assignNoticeDocx, attachmentEntries, availableDocuments, caseNoticeDocx, proposalBookDocx, proposalDocx } from './service';

const tags = ['提案文书'];
const idParams = z.object({ id: z.string().trim().min(1, 'id不能为空').max(64, 'id过长') });
/** whoever may open the proposal detail (visibility is then checked per proposal, as the detail does) */
const readers = [P.myList, P.jointList, P.openList, P.reference, P.allList, P.signList, P.preSignList, P.handlingList, P.finishList];
const assignNoticeReaders = [P.assignList, P.trackList, P.allList, P.signList, P.handlingList, P.finishList];

const available = z.object({
  proposal: z.boolean(),
  assignNotice: z.array(z.object({ unitId: z.string(), unitName: z.string() })),
  caseNotice: z.enum(['filed', 'notFiled']).nullable(),
  attachments: z.number().int(),
});

/** Word documents of a proposal (GB/T 9704 layout, 仿宋 三号) and the zip of its attachments. */
export const proposalDocumentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.get(
    '/proposal/document/:id/available',
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: '本人可下载的文书（详情页据此显示下载按钮）：提案、各单位交办单、立案/不立案通知书、附件数',
        params: idParams,
        response: { 200: envelope(available) },
      },
    },
    async (req) => {
      const principal = principalOf(req);
      const docs = await availableDocuments(db, principal, req.params.id);
      // the 交办单 call has a permission list of its own: without one of them there is none to offer
      const mayNotice = assignNoticeReaders.some((perm) => principal.permissions.has(perm));
      return ok({ ...docs, assignNotice: mayNotice ? docs.assignNotice : [] });
    },
  );
  app.get(
    '/proposal/document/:id/proposal.docx',
    { config: { permission: readers }, schema: { tags, summary: '提案（Word，公文格式）', params: idParams } },
    async (req, reply) => sendDocx(reply, await proposalDocx(db, principalOf(req), req.params.id)),
  );
  app.get(
    '/proposal/document/:id/assignNotice.docx',
    {
      config: { permission: assignNoticeReaders },
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
