import {
  ExportPerm,
  exportColumnItem,
  exportTemplateAddBody,
  exportTemplateEnableBody,
  exportTemplateItem,
  exportTemplateOption,
  exportTemplateOptionsQuery,
  exportTemplatePageQuery,
  exportTemplateUpdateBody,
  exportTypeItem,
  exportTypeParams,
  idParams,
  idsBody,
  pageResult,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { listExportTypes } from '../../platform/export';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import {
  addTemplate,
  deleteTemplates,
  enableTemplate,
  pageTemplates,
  templateDetail,
  templateOptions,
  typeColumns,
  updateTemplate,
} from './service';

const tags = ['导出模板'];

/** spec 000 §7 /export/template/type/list and the admin pages of 导出模板 (/system/exportTpl). */
export const exportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // reference data for any signed-in user (the export button asks which templates exist)
  app.get(
    '/export/template/type/list',
    { schema: { tags, summary: '导出模板类型（code, name）', response: { 200: envelope(z.array(exportTypeItem)) } } },
    async () => ok(listExportTypes()),
  );
  app.get(
    '/export/template/type/columns/:code',
    { schema: { tags, summary: '导出类型的可选列', params: exportTypeParams, response: { 200: envelope(z.array(exportColumnItem)) } } },
    async (req) => ok(typeColumns(req.params.code)),
  );
  app.get(
    '/export/template/options',
    {
      schema: {
        tags,
        summary: '某导出类型下已启用的模板（导出按钮选择）',
        querystring: exportTemplateOptionsQuery,
        response: { 200: envelope(z.array(exportTemplateOption)) },
      },
    },
    async (req) => ok(await templateOptions(db, req.query.typeCode)),
  );

  app.post(
    '/export/template/page',
    {
      config: { permission: ExportPerm.tplList },
      schema: { tags, summary: '导出模板分页', body: exportTemplatePageQuery, response: { 200: envelope(pageResult(exportTemplateItem)) } },
    },
    async (req) => ok(await pageTemplates(db, req.body)),
  );
  app.get(
    '/export/template/detail/:id',
    {
      config: { permission: ExportPerm.tplList },
      schema: { tags, summary: '导出模板详情', params: idParams, response: { 200: envelope(exportTemplateItem) } },
    },
    async (req) => ok(await templateDetail(db, req.params.id)),
  );
  app.post(
    '/export/template/add',
    {
      config: { permission: ExportPerm.tplAdd },
      schema: { tags, summary: '新增导出模板', body: exportTemplateAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addTemplate(db, actorOf(req), req.body)),
  );
  app.post(
    '/export/template/update',
    {
      config: { permission: ExportPerm.tplEdit },
      schema: { tags, summary: '修改导出模板', body: exportTemplateUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await updateTemplate(db, actorOf(req), req.body).then(() => null)),
  );
  app.post(
    '/export/template/delete',
    {
      config: { permission: ExportPerm.tplDelete },
      schema: { tags, summary: '删除导出模板', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await deleteTemplates(db, actorOf(req), req.body.ids).then(() => null)),
  );
  app.post(
    '/export/template/enable',
    {
      config: { permission: ExportPerm.tplEdit },
      schema: { tags, summary: '启用/停用导出模板', body: exportTemplateEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await enableTemplate(db, actorOf(req), req.body).then(() => null)),
  );
};
