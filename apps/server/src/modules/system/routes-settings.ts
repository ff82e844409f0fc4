import { SystemPerm, securitySettings } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/http/caller';
import { envelope, ok } from '../../platform/http/envelope';
import { applyStoredSecurity, currentSecurity, updateSecurity } from './service-settings';

const tags = ['系统管理-安全策略'];

export const settingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await applyStoredSecurity(ctx);

  app.get(
    '/system/setting/security',
    {
      config: { permission: SystemPerm.securityView },
      schema: { tags, summary: '安全策略', response: { 200: envelope(securitySettings) } },
    },
    async () => ok(currentSecurity(ctx)),
  );
  app.post(
    '/system/setting/security/update',
    {
      config: { permission: SystemPerm.securityEdit },
      schema: { tags, summary: '修改安全策略（即时生效）', body: securitySettings, response: { 200: envelope(securitySettings) } },
    },
    async (req) => ok(await updateSecurity(ctx, callerOf(req), req.body), '保存成功'),
  );
};
