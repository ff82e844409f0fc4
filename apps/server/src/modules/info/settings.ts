import { DEFAULT_SIMILAR_THRESHOLD, InfoPerm, type InfoSetting, infoSetting, infoSettingBody } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { audit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { inTx } from '../../platform/db/tx';
import { envelope, ok } from '../../platform/http/envelope';
import { type CallContext, routeKit } from '../../platform/http/route-kit';
import { infoSetting as settingTable } from './tables';

const THRESHOLD = 'thresholdInfo';

/** The settings as stored, with the platform's default for what was never set. */
export async function readInfoSetting(q: Queryable): Promise<InfoSetting> {
  const rows = await q.select().from(settingTable);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const threshold = Number(stored.get(THRESHOLD));
  return { thresholdInfo: Number.isInteger(threshold) && threshold > 0 ? threshold : DEFAULT_SIMILAR_THRESHOLD };
}

/** Stores the settings with the audit of what changed, and answers them as now stored. */
export async function updateInfoSetting({ ctx, caller }: CallContext, input: { thresholdInfo: number }): Promise<InfoSetting> {
  const { thresholdInfo } = input;
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
  return readInfoSetting(ctx.db);
}

/**
 * GET /info/setting for everyone who reports, reviews or manages items (the duplicate check of the
 * report form reads thresholdInfo); POST /info/setting/update by whoever keeps the flows. The GET has
 * no path to read by, so it is not a kit shape and is spelled out.
 */
export const infoSettingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const tags = ['社情民意·设置'];
  const { app, sc, call } = routeKit(base, ctx, { tags });
  app.get(
    '/info/setting',
    {
      config: { permission: [InfoPerm.report, InfoPerm.check, InfoPerm.manage, InfoPerm.flow] },
      schema: { tags, summary: '信息设置（查重阈值 thresholdInfo）', response: { 200: envelope(infoSetting) } },
    },
    async () => ok(await readInfoSetting(ctx.db)),
  );
  call(
    '/info/setting/update',
    InfoPerm.flow,
    '修改信息设置',
    infoSettingBody,
    infoSetting,
    (req, b) => updateInfoSetting(sc(req), b),
    '保存成功',
  );
};
