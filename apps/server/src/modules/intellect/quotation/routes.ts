import {
  IntellectCheckPerm,
  idsBody,
  importResult,
  pageResult,
  quotationAddBody,
  quotationItem,
  quotationPageQuery,
  quotationUpdateBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { parseQuotationFile } from './import';
import { addQuotation, deleteQuotations, importQuotations, pageQuotations, updateQuotation } from './service';
import { readUpload } from './upload';

const tags = ['智能文本-诗词名句库'];
const MAX_BYTES = 5 * 1024 * 1024;

/** 系统管理 → 诗词名句库 (/system/intellectQuotation): the lines the quotation check knows. */
export const quotationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.post(
    '/data/intellect/quotation/page',
    {
      config: { permission: IntellectCheckPerm.quotationList },
      schema: { tags, summary: '名句分页', body: quotationPageQuery, response: { 200: envelope(pageResult(quotationItem)) } },
    },
    async (req) => ok(await pageQuotations(db, req.body)),
  );
  app.post(
    '/data/intellect/quotation/add',
    {
      config: { permission: IntellectCheckPerm.quotationAdd },
      schema: { tags, summary: '新增名句', body: quotationAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addQuotation(db, actorOf(req), req.body), '新增成功'),
  );
  app.post(
    '/data/intellect/quotation/update',
    {
      config: { permission: IntellectCheckPerm.quotationEdit },
      schema: { tags, summary: '修改名句', body: quotationUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await updateQuotation(db, actorOf(req), req.body).then(() => null), '修改成功'),
  );
  app.post(
    '/data/intellect/quotation/delete',
    {
      config: { permission: IntellectCheckPerm.quotationDelete },
      schema: { tags, summary: '删除名句', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await deleteQuotations(db, actorOf(req), req.body.ids).then(() => null), '删除成功'),
  );
  app.post(
    '/data/intellect/quotation/import',
    {
      config: { permission: IntellectCheckPerm.quotationImport },
      schema: {
        tags,
        summary:
          '导入名句（multipart：file 为 .txt 每行一句「名句|作者|出处|朝代」或「名句——作者《出处》」，或 .xlsx 列 名句、作者、出处、朝代；不超过5MB）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(importResult) },
      },
    },
    async (req) => {
      const up = await readUpload(req, MAX_BYTES, '.txt 或 .xlsx');
      const rows = await parseQuotationFile(up.fileName, up.data);
      return ok(await importQuotations(db, actorOf(req), up.fileName, rows), '导入成功');
    },
  );
};
