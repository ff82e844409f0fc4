import { auditFilter, auditPageQuery, auditRow, loginLogPageQuery, pageResult, SystemPerm } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { envelope, ok } from '../../platform/http/envelope';
import { callerOf } from './common';
import { exportAudit, pageAudit, pageLoginLog } from './service-audit';

const tags = ['系统管理-审计'];

/** Read-only by design: no route updates or deletes an audit row, for anyone (三员分立). */
export const auditRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

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
    { config: { permission: SystemPerm.auditExport }, schema: { tags, summary: '导出审计日志（xlsx，最多50000条）', body: auditFilter } },
    async (req, reply) => {
      const { stream, filename } = await exportAudit(db, callerOf(req), req.body);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="audit.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(stream);
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
