import { InfoFlowType, InfoLevel, infoFlowTypeLabel } from '@cppcc/contracts';
import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { accountIdsByLoginNames } from '../../system';
import { liveInfoTypes } from '../readers';
import { infoFlow, infoFlowLevel } from '../tables';

/** The demo review flow of every info type: 管理员 xinxi → 处长 he.xinxi → 副主任 weiyuan.staff (docs/info.md). */
const DEMO_LEVELS = [
  { level: InfoLevel.admin, loginName: 'xinxi' },
  { level: InfoLevel.divisionHead, loginName: 'he.xinxi' },
  { level: InfoLevel.deputyDirector, loginName: 'weiyuan.staff' },
] as const;

export async function seedInfoFlows(s: SeedContext): Promise<void> {
  if (!s.demo) return;
  const ids = await accountIdsByLoginNames(
    s.tx,
    DEMO_LEVELS.map((l) => l.loginName),
  );
  const levels = DEMO_LEVELS.filter((l) => ids.has(l.loginName));
  if (!levels.length) return;
  for (const type of await liveInfoTypes(s.tx)) {
    const flowId = newId();
    await s.tx.insert(infoFlow).values({
      id: flowId,
      typeId: type.id,
      flowType: InfoFlowType.review,
      name: `${type.name}${infoFlowTypeLabel[InfoFlowType.review]}`,
      version: 1,
      current: true,
    });
    await s.tx
      .insert(infoFlowLevel)
      .values(levels.map((l, i) => ({ id: newId(), flowId, seq: i + 1, level: l.level, reviewerIds: [ids.get(l.loginName)!] })));
  }
}
