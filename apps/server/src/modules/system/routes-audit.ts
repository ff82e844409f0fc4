import {
  auditFilter,
  auditPageQuery,
  auditRow,
  auditVerifyResult,
  exportTemplateChoice,
  loginLogPageQuery,
  pageResult,
  SystemPerm,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { startFloodFlusher } from '../../platform/audit/flood';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/http/caller';
import { envelope, ok } from '../../platform/http/envelope';
import { exportWithTemplate } from '../export';
import { auditExportRows, auditExportType, pageAudit, pageLoginLog, verifyAudit } from './service-audit';

const tags = ['系统管理-审计'];

/** Read-only by design: no route updates or deletes an audit row, for anyone (三员分立). */
export const auditRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // anonymous sign-in floods are gathered per window (platform/audit/flood.ts); what is left is written at close
  let stopFlusher = async () => {};
  app.addHook('onReady', async () => {
    stopFlusher = startFloodFlusher(db, (err) => app.log.error({ err }, 'audit flood flush failed'));
  });
  app.addHook('onClose', async () => stopFlusher());

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
    '/system/audit/verify',
    {
      // the audit administrator's read permission: verifying reads the whole trail and changes nothing in it
      config: { permission: SystemPerm.auditList },
      schema: { tags, summary: '校验审计日志完整性（哈希链）', response: { 200: envelope(auditVerifyResult) } },
    },
    async (req) => ok(await verifyAudit(db, callerOf(req))),
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
