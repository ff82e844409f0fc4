import { DataScope, InfoState, PublicationPerm, PublicationReaderKind, PublicationSignResult } from '@cppcc/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { SeedContext } from '../../../../platform/module';
import { addDays, today } from '../../../../platform/time/china';
import { AfterCommit } from '../../../../platform/workflow';
import { accountIdsByLoginNames, accountProfile } from '../../../system';
import { InfoNotifier } from '../../core/notify';
import { infoItem, publicationType } from '../../tables';
import { publication } from '../tables';
import { saveIssue } from './issue';
import { collectInto } from './pool';
import type { PubStep } from './step';
import { distribute, signIssue, submitTo } from './steps';

/**
 * The demo issues (docs/publications.md), written through the services' own steps so they carry
 * the trail, the audit and the messages a real run leaves. Issue 1 (社情民意, this year): three
 * adopted items (one of weiyuan, one of zb_cd), signed by weiyuan.staff, distributed to
 * weiyuan.staff and chengban, published a few days ago. Issue 2 (政协信息): 编辑中 with one item.
 */
export const SEED_ISSUE_TITLE = '社情民意（营商环境、城市内涝防治与检查检验结果互认）';
const ISSUE_ITEMS = ['关于提升营商环境满意度的建议', '关于完善城市内涝防治体系的建议', '关于推进检查检验结果互认的建议'];
const DRAFT_ITEM = '小微企业融资“首贷难”问题值得关注';

/** A step taken in the seed's transaction by a demo account with the permissions the step needs (menus are granted after the seed). */
async function seedStep(s: SeedContext, userId: string, after: AfterCommit, permissions: string[]): Promise<PubStep> {
  const a = await accountProfile(s.tx, userId);
  const username = a?.username ?? userId;
  const principal: Principal = {
    userId,
    personId: userId,
    sessionId: 'seed',
    loginName: a?.loginName ?? userId,
    username,
    userType: a?.userType ?? 0,
    collectiveType: null,
    orgId: a?.orgId ?? null,
    roleCodes: [],
    adminKinds: [],
    permissions: new Set(permissions),
    mustChangePassword: false,
    dataScope: DataScope.all,
    customOrgIds: [],
  };
  const actor = { userId, username, ip: null };
  return {
    tx: s.tx,
    after,
    actor,
    caller: { principal, actor },
    fx: new InfoNotifier(s.tx, s.ctx, after, { userId, username }),
    ctx: s.ctx,
  };
}

export async function seedIssues(s: SeedContext): Promise<void> {
  if (!s.demo) return;
  const { tx } = s;
  const ids = await accountIdsByLoginNames(tx, ['xinxi', 'weiyuan.staff', 'chengban']);
  const [editorId, signerId, unitId] = [ids.get('xinxi'), ids.get('weiyuan.staff'), ids.get('chengban')];
  if (!editorId || !signerId || !unitId) return;
  const types = new Map(
    (
      await tx.select({ id: publicationType.id, name: publicationType.name }).from(publicationType).where(isNull(publicationType.deletedAt))
    ).map((t) => [t.name, t.id]),
  );
  const items = new Map(
    (
      await tx
        .select({ id: infoItem.id, title: infoItem.title })
        .from(infoItem)
        .where(
          and(inArray(infoItem.title, [...ISSUE_ITEMS, DRAFT_ITEM]), eq(infoItem.state, InfoState.adopted), isNull(infoItem.deletedAt)),
        )
    ).map((i) => [i.title, i.id]),
  );
  const first = ISSUE_ITEMS.map((t) => items.get(t));
  const socialType = types.get('社情民意');
  const infoType = types.get('政协信息');
  if (!socialType || !infoType || first.some((x) => !x)) return;
  // the messages of the demo steps sit in the message centre; nobody is online to push to
  const after = new AfterCommit();
  const editor = await seedStep(s, editorId, after, [PublicationPerm.edit, PublicationPerm.view]);
  const signer = await seedStep(s, signerId, after, [PublicationPerm.sign]);

  const one = await collectInto(editor, { typeId: socialType, title: SEED_ISSUE_TITLE, infoIds: first as string[] });
  const published = addDays(today(), -3);
  await saveIssue(editor, {
    id: one.id,
    title: SEED_ISSUE_TITLE,
    num: one.num,
    totalNum: one.totalNum,
    publishDate: published,
    reportTo: '省政协办公厅',
    sendTo: '市委、市人大常委会、市政府、市政协领导',
    issueTo: '市级有关部门，各区县政协',
    readers: [
      { kind: PublicationReaderKind.user, id: signerId },
      { kind: PublicationReaderKind.user, id: unitId },
    ],
  });
  const row = async () => (await tx.select().from(publication).where(eq(publication.id, one.id)).limit(1))[0];
  await submitTo(editor, await row(), { id: signerId, name: signer.caller.principal.username }, '请审阅签发');
  await signIssue(signer, await row(), PublicationSignResult.sign, '同意印发');
  await distribute(editor, await row());
  // the demo issue went out a few days ago
  const at = new Date(`${published}T10:00:00+08:00`);
  await tx.update(publication).set({ signedAt: at, distributedAt: at, createdAt: at }).where(eq(publication.id, one.id));

  const draft = items.get(DRAFT_ITEM);
  if (draft) await collectInto(editor, { typeId: infoType, infoIds: [draft] });
}
