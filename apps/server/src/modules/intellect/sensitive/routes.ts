import {
  exportTemplateChoice,
  idParams,
  idsBody,
  pageResult,
  SENSITIVE_IMPORT_MAX_BYTES,
  SensitivePerm,
  sensitiveAddBody,
  sensitiveEnableBody,
  sensitiveFilter,
  sensitiveImportResult,
  sensitivePageQuery,
  sensitiveTypeLabel,
  sensitiveTypeSchema,
  sensitiveTypes,
  sensitiveUpdateBody,
  sensitiveWordItem,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { type ExportColumn, type ExportType, pagedRows, sendXlsx } from '../../../platform/export';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { exportWithTemplate } from '../../export';
import { importSensitiveWords, parseImportFile } from './import';
import {
  addSensitiveWord,
  deleteSensitiveWords,
  enableSensitiveWord,
  pageSensitiveWords,
  sensitiveExportBatch,
  sensitiveWhere,
  sensitiveWordDetail,
  updateSensitiveWord,
} from './service';
import type { sensitiveWord } from './tables';

const tags = ['敏感词'];
const MB = SENSITIVE_IMPORT_MAX_BYTES / 1024 / 1024;

const exportColumns: ExportColumn<typeof sensitiveWord.$inferSelect>[] = [
  { key: 'word', title: '敏感词', width: 20 },
  { key: 'type', title: '类型', labels: sensitiveTypeLabel, width: 10 },
  { key: 'explain', title: '说明', width: 60 },
  { key: 'enabled', title: '状态', labels: { true: '启用', false: '停用' }, width: 8 },
  { key: 'updatedAt', title: '更新时间', format: 'datetime', width: 20 },
];

/** 敏感词 as an export template type (the intellect manifest's `exports`). */
export const sensitiveExportType: ExportType<typeof sensitiveWord.$inferSelect> = {
  code: 'sensitiveWord',
  name: '敏感词',
  columns: exportColumns,
};

const importQuery = z.object({
  /** origin of the lines that name none */
  type: z.preprocess((v) => (v === '' ? undefined : v), sensitiveTypeSchema.default('custom')),
  /** words already in the dictionary take the file's type and explanation */
  overwrite: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});

/** 系统管理 → 敏感词 (/system/sensitive). */
export const sensitiveRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/system/sensitive/page',
    {
      config: { permission: SensitivePerm.list },
      schema: { tags, summary: '敏感词分页', body: sensitivePageQuery, response: { 200: envelope(pageResult(sensitiveWordItem)) } },
    },
    async (req) => ok(await pageSensitiveWords(db, req.body)),
  );
  app.get(
    '/system/sensitive/detail/:id',
    {
      config: { permission: SensitivePerm.list },
      schema: { tags, summary: '敏感词详情', params: idParams, response: { 200: envelope(sensitiveWordItem) } },
    },
    async (req) => ok(await sensitiveWordDetail(db, req.params.id)),
  );
  app.post(
    '/system/sensitive/add',
    {
      config: { permission: SensitivePerm.add },
      schema: { tags, summary: '新增敏感词', body: sensitiveAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addSensitiveWord(db, actorOf(req), req.body)),
  );
  app.post(
    '/system/sensitive/update',
    {
      config: { permission: SensitivePerm.edit },
      schema: { tags, summary: '修改敏感词', body: sensitiveUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await updateSensitiveWord(db, actorOf(req), req.body).then(() => null)),
  );
  app.post(
    '/system/sensitive/delete',
    {
      config: { permission: SensitivePerm.delete },
      schema: { tags, summary: '删除敏感词', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await deleteSensitiveWords(db, actorOf(req), req.body.ids).then(() => null)),
  );
  app.post(
    '/system/sensitive/enable',
    {
      config: { permission: SensitivePerm.edit },
      schema: { tags, summary: '启用/停用敏感词', body: sensitiveEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await enableSensitiveWord(db, actorOf(req), req.body).then(() => null)),
  );
  app.post(
    '/system/sensitive/import',
    {
      config: { permission: SensitivePerm.import },
      schema: {
        tags,
        summary: `导入敏感词（multipart：file 为 .xlsx 或 .txt，不超过${MB}MB）`,
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: envelope(sensitiveImportResult) },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('请选择要导入的文件（.xlsx 或 .txt）');
      const file = await req.file({ limits: { fileSize: SENSITIVE_IMPORT_MAX_BYTES, files: 1 } });
      if (!file) throw badRequest('请选择要导入的文件（.xlsx 或 .txt）');
      let buf: Buffer;
      try {
        buf = await file.toBuffer();
      } catch {
        throw badRequest(`文件的大小不能超过${MB}MB!`);
      }
      const entries = await parseImportFile(file.filename, buf);
      return ok(
        await importSensitiveWords(
          db,
          actorOf(req),
          { filename: file.filename, entries },
          { defaultType: req.query.type, overwrite: req.query.overwrite },
        ),
      );
    },
  );
  app.get(
    '/system/sensitive/import/template',
    { config: { permission: SensitivePerm.import }, schema: { tags, summary: '下载敏感词导入模板（xlsx）' } },
    async (_req, reply) =>
      sendXlsx(reply, {
        filename: '敏感词导入模板.xlsx',
        sheetName: '敏感词',
        columns: [
          { key: 'word', title: '敏感词', width: 20 },
          { key: 'type', title: `类型（${sensitiveTypes.map((t) => sensitiveTypeLabel[t]).join('/')}）`, width: 36 },
          { key: 'explain', title: '说明', width: 60 },
        ],
        rows: [],
      }),
  );
  app.post(
    '/system/sensitive/export',
    {
      config: { permission: SensitivePerm.export },
      schema: { tags, summary: '导出敏感词（xlsx，可选导出模板）', body: sensitiveFilter.extend(exportTemplateChoice.shape) },
    },
    async (req, reply) => {
      const { templateId, ...filter } = req.body;
      return exportWithTemplate(reply, {
        db,
        type: 'sensitiveWord',
        templateId,
        rows: pagedRows(sensitiveExportBatch(db, sensitiveWhere(filter))),
      });
    },
  );
};
