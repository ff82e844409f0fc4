import { DEFAULT_SIMILAR_THRESHOLD, InfoPerm, type InfoSetting, infoSetting, infoSettingBody } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { inTx } from '../../platform/db/tx';
import { callerOf } from '../../platform/http/caller';
import { envelope, ok } from '../../platform/http/envelope';
import { guarded } from '../../platform/http/schema-guard';
import { infoSetting as settingTable } from './tables';

const THRESHOLD = 'thresholdInfo';

/** The settings as stored, with the platform's default for what was never set. */
export async function readInfoSetting(q: Queryable): Promise<InfoSetting> {
  const rows = await q.select().from(settingTable);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const threshold = Number(stored.get(THRESHOLD));
  return { thresholdInfo: Number.isInteger(threshold) && threshold > 0 ? threshold : DEFAULT_SIMILAR_THRESHOLD };
}

/**
 * GET /info/setting for everyone who reports, reviews or manages items (the duplicate check of the
 * report form reads thresholdInfo); POST /info/setting/update by whoever keeps the flows.
 */
export const infoSettingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['社情民意·设置'];
  app.get(
    '/info/setting',
    {
      config: { permission: [InfoPerm.report, InfoPerm.check, InfoPerm.manage, InfoPerm.flow] },
      schema: { tags, summary: '信息设置（查重阈值 thresholdInfo）', response: { 200: envelope(infoSetting) } },
    },
    async () => ok(await readInfoSetting(ctx.db)),
  );
  app.post(
    '/info/setting/update',
    {
      config: { permission: InfoPerm.flow },
      schema: { tags, summary: '修改信息设置', body: guarded(infoSettingBody), response: { 200: envelope(infoSetting) } },
    },
    async (req) => {
      const caller = callerOf(req);
      const { thresholdInfo } = req.body;
      await inTx(ctx.db, async (tx) => {
        const before = await readInfoSetting(tx);
        await tx
          .insert(settingTable)
          .values({ key: THRESHOLD, value: String(thresholdInfo), updatedBy: caller.principal.userId })
          .onConflictDoUpdate({
            target: settingTable.key,
            set: { value: String(thresholdInfo), updatedBy: caller.principal.userId, updatedAt: new Date() },
          });
        await audit(tx, caller.actor, {
          objectType: 'info.setting',
          objectId: THRESHOLD,
          action: 'update',
          detail: { before: before.thresholdInfo, after: thresholdInfo },
        });
      });
      return ok(await readInfoSetting(ctx.db), '保存成功');
    },
  );
};
