import { auditFilter, auditPageQuery, auditRow, exportTemplateChoice, loginLogPageQuery, pageResult, SystemPerm } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { registerExportType } from '../../platform/export';
import { envelope, ok } from '../../platform/http/envelope';
import { exportWithTemplate } from '../export/export-with-template';
import { callerOf } from './common';
import { auditExportRows, auditExportType, pageAudit, pageLoginLog } from './service-audit';

const tags = ['系统管理-审计'];

/** Read-only by design: no route updates or deletes an audit row, for anyone (三员分立). */
export const auditRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  registerExportType(auditExportType);

  app.post(
    '/system/audit/page',
    {
      config: { permission: SystemPerm.auditList },
      schema: { tags, summary: '审计日志分页', body: auditPageQuery, response: { 200: envelope(pageResult(auditRow)) } },
    },
    async (req) => ok(await pageAudit(db, req.body)),
  );
  app.post(
    '/system/audit/export',
    {
      config: { permission: SystemPerm.auditExport },
      schema: { tags, summary: '导出审计日志（xlsx，最多50000条；可选导出模板）', body: auditFilter.extend(exportTemplateChoice.shape) },
    },
    async (req, reply) => {
      const { templateId, ...filter } = req.body;
      return exportWithTemplate(reply, { db, type: auditExportType.code, templateId, rows: auditExportRows(db, callerOf(req), filter) });
    },
  );
  app.post(
    '/system/loginLog/page',
    {
      config: { permission: SystemPerm.loginLogList },
      schema: { tags, summary: '登录日志分页', body: loginLogPageQuery, response: { 200: envelope(pageResult(auditRow)) } },
    },
    async (req) => ok(await pageLoginLog(db, req.body)),
  );
};
