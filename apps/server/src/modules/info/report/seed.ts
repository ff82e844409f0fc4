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

/**
 * The demo editing flow: one type only, so the demo shows an adopted item waiting for 编辑加工
 * while the other types' items go to the publications' pool at once (as the browser specs expect).
 * Both levels are xinxi's, so one account walks an item through (docs/info.md).
 */
export const DEMO_EDITING_TYPE = '文化事业';
const DEMO_EDITING_LEVELS = [InfoLevel.admin, InfoLevel.divisionHead] as const;

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
    const editor = ids.get('xinxi');
    if (type.name !== DEMO_EDITING_TYPE || !editor) continue;
    const editFlowId = newId();
    await s.tx.insert(infoFlow).values({
      id: editFlowId,
      typeId: type.id,
      flowType: InfoFlowType.editing,
      name: `${type.name}${infoFlowTypeLabel[InfoFlowType.editing]}`,
      version: 1,
      current: true,
    });
    await s.tx
      .insert(infoFlowLevel)
      .values(DEMO_EDITING_LEVELS.map((level, i) => ({ id: newId(), flowId: editFlowId, seq: i + 1, level, reviewerIds: [editor] })));
  }
}
