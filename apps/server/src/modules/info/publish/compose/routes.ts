import {
  PublicationComposeApi as Api,
  PublicationPerm as P,
  publicationComposeCapabilities,
  publicationIdParams,
  publicationPreview,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../../platform/context';
import { contentDisposition, DOCX_TYPE } from '../../../../platform/export';
import { routeKit } from '../../../../platform/http/route-kit';
import { composeCapabilities, issuePdf, issueWord, previewIssue } from './service';

const tags = ['社情民意·刊物排版'];
/** whoever may read an issue: its readers, the editors, the office's viewers, the signers (any of them) */
const readers = [P.read, P.edit, P.view, P.sign];
const path = (api: (id: string) => string) => api(':id');

/** The periodical composer: an issue as an official document, previewed and downloaded (.docx, PDF). */
export const composeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, read } = routeKit(base, ctx, { tags });
  read(
    path(Api.preview),
    readers,
    '刊物排版预览（GB/T 9704 版式的 A4 页面 HTML，无脚本，供 iframe srcDoc 显示）',
    publicationIdParams,
    publicationPreview,
    (req, p) => previewIssue(sc(req), p.id),
  );
  read(
    Api.capabilities,
    readers,
    '排版导出能力（服务器是否可生成 PDF，使用的转换程序）',
    z.object({}),
    publicationComposeCapabilities,
    async () => composeCapabilities(),
  );
  app.get(
    path(Api.docx),
    {
      config: { permission: readers },
      schema: { tags, summary: '下载刊物 Word 文档（.docx，GB/T 9704 版式）', params: publicationIdParams },
    },
    async (req, reply) => {
      const out = await issueWord(sc(req), req.params.id);
      return reply.type(DOCX_TYPE).header('content-disposition', contentDisposition(out.filename)).send(out.data);
    },
  );
  app.get(
    path(Api.pdf),
    {
      config: { permission: readers },
      schema: { tags, summary: '下载刊物 PDF（服务器装有 Chromium 时；否则 400）', params: publicationIdParams },
    },
    async (req, reply) => {
      const out = await issuePdf(sc(req), req.params.id);
      return reply.type('application/pdf').header('content-disposition', contentDisposition(out.filename)).send(out.data);
    },
  );
};
