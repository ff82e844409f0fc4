import {
  DownloadPerm,
  downloadCountBody,
  downloadDetail,
  downloadFilter,
  downloadListItem,
  downloadPageQuery,
  downloadPublishBody,
  downloadSaveBody,
  downloadUpdateBody,
  exportTemplateChoice,
  pageResult,
  refIdParams,
  refIdsBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { contentDisposition, DOCX_TYPE } from '../../platform/export';
import { callerOf } from '../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { exportWithTemplate } from '../export';
import { editorImages, exportDocx, readIfExists } from '../officedoc';
import {
  addDownload,
  countDownload,
  deleteDownloads,
  downloadDetail as detailOf,
  downloadDocOf,
  downloadExportRows,
  downloadExportType,
  pageDownloads,
  publishDownload,
  updateDownload,
} from './download-service';

const tags = ['日常办公-下载中心'];
/** reading needs either the manage list or the read-only entry */
const readers = [DownloadPerm.list, DownloadPerm.view];

export const downloadRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.post(
    '/office/download/center/page',
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: '下载中心分页（管理者看全部，其他人看已发布且对其可见的）',
        body: downloadPageQuery,
        response: { 200: envelope(pageResult(downloadListItem)) },
      },
    },
    async (req) => ok(await pageDownloads(db, principalOf(req), req.body)),
  );
  app.post(
    '/office/download/center/add',
    {
      config: { permission: DownloadPerm.add },
      schema: {
        tags,
        summary: '新增下载资料（附件在同一事务中绑定）',
        body: downloadSaveBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok(await addDownload(db, callerOf(req), req.body), '保存成功'),
  );
  app.post(
    '/office/download/center/update',
    {
      config: { permission: DownloadPerm.edit },
      schema: { tags, summary: '修改下载资料', body: downloadUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateDownload(db, callerOf(req), req.body);
      return ok(null, '保存成功');
    },
  );
  app.post(
    '/office/download/center/delete',
    {
      config: { permission: DownloadPerm.remove },
      schema: { tags, summary: '删除下载资料（附件随之移除）', body: refIdsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteDownloads(db, callerOf(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/office/download/center/publish',
    {
      config: { permission: DownloadPerm.edit },
      schema: { tags, summary: '发布或取消发布', body: downloadPublishBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await publishDownload(db, callerOf(req), req.body.id, req.body.published);
      return ok(null, req.body.published ? '发布成功' : '已取消发布');
    },
  );
  app.post(
    '/office/download/center/count',
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: '记一次下载（打开附件时调用）',
        body: downloadCountBody,
        response: { 200: envelope(z.object({ downloadCount: z.number().int() })) },
      },
    },
    async (req) => ok({ downloadCount: await countDownload(db, principalOf(req), req.body.id) }),
  );
  app.post(
    '/office/download/center/export',
    {
      config: { permission: DownloadPerm.export },
      schema: {
        tags,
        summary: '导出下载中心列表（xlsx；可选导出模板）',
        body: downloadFilter.extend(exportTemplateChoice.shape).extend({
          sort: z.string().max(64).optional(),
          order: z.boolean().optional(),
        }),
      },
    },
    async (req, reply) => {
      const { templateId, ...filter } = req.body;
      return exportWithTemplate(reply, {
        db,
        type: downloadExportType.code,
        templateId,
        rows: downloadExportRows(db, callerOf(req), filter),
      });
    },
  );
  app.get(
    '/office/download/center/doc/:id',
    {
      config: { permission: readers },
      schema: { tags, summary: '下载资料的在线文档（Word .docx），并记一次下载', params: refIdParams },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const doc = await downloadDocOf(db, p, req.params.id);
      const stored = doc.docxPath ? await readIfExists(ctx.config, doc.docxPath) : null;
      const data = stored ?? (await exportDocx(doc.title, doc.html, await editorImages(ctx, p, doc.html)));
      await countDownload(db, p, req.params.id);
      return reply
        .type(DOCX_TYPE)
        .header('content-disposition', contentDisposition(`${doc.title}.docx`))
        .send(data);
    },
  );
  app.get(
    '/office/download/center/:id',
    {
      config: { permission: readers },
      schema: { tags, summary: '下载资料详情', params: refIdParams, response: { 200: envelope(downloadDetail) } },
    },
    async (req) => ok(await detailOf(db, principalOf(req), req.params.id)),
  );
};
