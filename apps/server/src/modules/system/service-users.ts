import { randomInt } from 'node:crypto';
import {
  AuthMsg,
  type assignRolesBody,
  CollectiveType,
  type ResetPasswordResult,
  RoleCode,
  SmsBizType,
  SystemPerm,
  UserType,
  type userAddBody,
  type userEnableBody,
  type userUpdateBody,
} from '@cppcc/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import { hasPermission } from '../../platform/auth/plugin';
import { invalidatePrincipals, visibleOrgIds } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, conflict, fieldError, forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/http/caller';
import { sessionStore } from '../../platform/services';
import { includesAdministratorRole, isAdministrator } from './admin-accounts';
import { setAvatar } from './avatar';
import { assertAcceptablePassword, hashPassword, rememberPassword } from './passwords';
import { assertNotLastAdmins, assertSingleAdminKind } from './separation';
import { otherIdentities } from './service-identities';
import { visibleUser } from './service-users-read';
import { org, role, user, userRole } from './tables';

type AddInput = z.output<typeof userAddBody>;
type UpdateInput = z.output<typeof userUpdateBody>;

const PASSWORD_SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#$%&*!?'];

/** 12 characters from all four classes, without look-alikes (0/O, 1/l/I): read out once to the user. */
export function randomPassword(length = 12): string {
  const all = PASSWORD_SETS.join('');
  const chars = PASSWORD_SETS.map((set) => set[randomInt(set.length)]);
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The business role a new account gets when the caller names none. Administrators get theirs from the security admin. */
export function defaultRoleCode(userType: number, collectiveType: number | null | undefined): string | null {
  if (userType === UserType.member) return RoleCode.member;
  if (userType === UserType.staff) return RoleCode.officeStaff;
  if (userType === UserType.collective) {
    return collectiveType === CollectiveType.handlingUnit || collectiveType === CollectiveType.handlingSystem
      ? RoleCode.handlingUnit
      : RoleCode.collective;
  }
  return null;
}

/** Signs an account out everywhere (disabled, deleted, password reset): its sessions stop at the next request. */
export async function revokeSessions(q: Queryable, userIds: string[], reason: 'disabled' | 'password'): Promise<void> {
  await sessionStore().revokeAll(q, userIds, reason);
}

async function assertLoginNameFree(q: Queryable, loginName: string, exceptId?: string): Promise<void> {
  const [taken] = await q.select({ id: user.id }).from(user).where(sql`lower(${user.loginName}) = lower(${loginName})`).limit(1);
  if (taken && taken.id !== exceptId) throw conflict(`登录名「${loginName}」已被使用，请换一个`);
}

/** The account's organisation must exist and lie inside the caller's data scope (else the caller would create accounts it cannot see). */
async function assertOrgUsable(q: Queryable, c: Caller, orgId: string | null | undefined): Promise<void> {
  if (!orgId) {
    if ((await visibleOrgIds(q, c.principal)) !== 'all') throw fieldError('orgId', '请选择所属机构');
    return;
  }
  const [o] = await q
    .select({ id: org.id })
    .from(org)
    .where(and(eq(org.id, orgId), isNull(org.deletedAt)))
    .limit(1);
  if (!o) throw fieldError('orgId', '所属机构不存在');
  const visible = await visibleOrgIds(q, c.principal);
  if (visible !== 'all' && !visible.includes(orgId)) throw fieldError('orgId', '只能选择本人数据范围内的机构');
}

function assertCollectiveType(input: { userType: number; collectiveType?: number | null }): void {
  if (input.userType === UserType.collective && !input.collectiveType) throw fieldError('collectiveType', '集体用户须选择集体用户类型');
}

/** An administrator account stands alone: no identity of another person may switch into it (POST sso/switch/user). */
async function assertUnlinked(q: Queryable, u: { id: string; personId: string; loginName: string }, field: string): Promise<void> {
  const tied = await otherIdentities(q, u);
  if (tied.length) {
    throw fieldError(
      field,
      `「${u.loginName}」已关联其他身份（${tied.map((t) => t.loginName).join('、')}），不能成为管理员账号，请先解除身份关联`,
    );
  }
}

async function existingRoles(q: Queryable, roleIds: string[]): Promise<{ id: string; code: string }[]> {
  if (!roleIds.length) return [];
  const rows = await q.select({ id: role.id, code: role.code }).from(role).where(inArray(role.id, roleIds));
  if (rows.length !== new Set(roleIds).size) throw fieldError('roleIds', '包含不存在的角色');
  return rows;
}

/**
 * A new account is always a new person: identities of one person are linked
 * afterwards by the audited link action (service-identities.ts), never by a
 * field of this form. It must change its password at first sign-in.
 */
export async function addUser(db: Db, c: Caller, input: AddInput): Promise<{ id: string; password: string | null }> {
  assertCollectiveType(input);
  const given = input.password?.length ? input.password : null;
  if (given) await assertAcceptablePassword(given, input, 'password');
  const roleIds = input.roleIds ?? [];
  // 三员分立: the system admin creates accounts, only the security admin gives roles
  if (roleIds.length && !hasPermission(c.principal, SystemPerm.userRole)) throw forbidden('分配角色须由安全管理员操作');
  const plain = given ?? randomPassword();
  const passwordHash = await hashPassword(plain);
  return inTx(db, async (tx) => {
    await assertLoginNameFree(tx, input.loginName);
    await assertOrgUsable(tx, c, input.orgId);
    const personId = newId();
    const id = newId();
    await assertSingleAdminKind(tx, { id, personId }, roleIds);
    let roles = await existingRoles(tx, roleIds);
    if (!roleIds.length) {
      const code = defaultRoleCode(input.userType, input.collectiveType);
      roles = code ? await tx.select({ id: role.id, code: role.code }).from(role).where(eq(role.code, code)) : [];
    }
    await tx.insert(user).values({
      id,
      personId,
      loginName: input.loginName,
      username: input.username,
      userType: input.userType,
      collectiveType: input.userType === UserType.collective ? (input.collectiveType ?? null) : null,
      orgId: input.orgId ?? null,
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      sex: input.sex ?? null,
      duty: input.duty ?? null,
      sort: input.sort ?? 0,
      passwordHash,
      mustChangePassword: true,
    });
    if (roles.length) await tx.insert(userRole).values(roles.map((r) => ({ userId: id, roleId: r.id })));
    await rememberPassword(tx, id, passwordHash);
    if (input.avatarFileId)
      await setAvatar(tx, id, input.avatarFileId, { actor: c.actor, uploaderId: c.principal.userId, field: 'avatarFileId' });
    await audit(tx, c.actor, {
      objectType: 'user',
      objectId: id,
      action: 'create',
      detail: {
        loginName: input.loginName,
        username: input.username,
        userType: input.userType,
        orgId: input.orgId ?? null,
        roles: roles.map((r) => r.code),
        avatar: input.avatarFileId ?? null,
      },
    });
    return { id, password: given ? null : plain };
  });
}

const editable = ['loginName', 'username', 'userType', 'collectiveType', 'orgId', 'mobile', 'email', 'sex', 'duty', 'sort'] as const;

export async function updateUser(db: Db, c: Caller, input: UpdateInput): Promise<void> {
  assertCollectiveType(input);
  await inTx(db, async (tx) => {
    const before = await visibleUser(tx, c.principal, input.id);
    if (input.loginName && input.loginName !== before.loginName) await assertLoginNameFree(tx, input.loginName, before.id);
    if ((input.orgId ?? null) !== before.orgId) await assertOrgUsable(tx, c, input.orgId);
    if (input.userType === UserType.admin && before.userType !== UserType.admin) await assertUnlinked(tx, before, 'userType');
    // the mobile receives sign-in codes and reset passwords: pointing an administrator's at another phone would hand over the account
    if ((input.mobile ?? null) !== before.mobile && before.id !== c.principal.userId && (await isAdministrator(tx, before.id))) {
      throw fieldError('mobile', '管理员账号的手机号码只能由本人修改');
    }
    const next = {
      loginName: input.loginName ?? before.loginName,
      username: input.username,
      userType: input.userType,
      collectiveType: input.userType === UserType.collective ? (input.collectiveType ?? null) : null,
      orgId: input.orgId ?? null,
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      sex: input.sex ?? null,
      duty: input.duty ?? null,
      sort: input.sort ?? before.sort,
    };
    const changed: string[] = editable.filter((k) => next[k] !== before[k]);
    await tx
      .update(user)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(user.id, before.id));
    // absent: the photo stays; null removes it
    const avatarChanged =
      input.avatarFileId !== undefined &&
      (await setAvatar(tx, before.id, input.avatarFileId, { actor: c.actor, uploaderId: c.principal.userId, field: 'avatarFileId' }));
    if (avatarChanged) changed.push('avatar');
    const after: Record<string, unknown> = { ...next, avatar: input.avatarFileId ?? null };
    const prior: Record<string, unknown> = before;
    await audit(tx, c.actor, {
      objectType: 'user',
      objectId: before.id,
      action: 'update',
      detail: {
        loginName: next.loginName,
        from: Object.fromEntries(changed.map((k) => [k, prior[k]])),
        to: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
    });
  });
  invalidatePrincipals(input.id);
}

export async function deleteUsers(db: Db, c: Caller, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.includes(c.principal.userId)) throw badRequest('不能删除自己的账号');
  await inTx(db, async (tx) => {
    const rows = [];
    for (const id of unique) rows.push(await visibleUser(tx, c.principal, id));
    await assertNotLastAdmins(tx, unique, '删除');
    const now = new Date();
    for (const u of rows) {
      // the login name is freed for a new account; the old one stays in the audit detail
      await tx
        .update(user)
        .set({ deletedAt: now, enabled: false, updatedAt: now, loginName: `${u.loginName}#deleted#${u.id}` })
        .where(eq(user.id, u.id));
      await audit(tx, c.actor, {
        objectType: 'user',
        objectId: u.id,
        action: 'delete',
        detail: { loginName: u.loginName, username: u.username },
      });
    }
    await revokeSessions(tx, unique, 'disabled');
  });
  for (const id of unique) invalidatePrincipals(id);
}

export async function enableUser(db: Db, c: Caller, input: z.output<typeof userEnableBody>): Promise<void> {
  if (input.id === c.principal.userId && !input.enabled) throw badRequest('不能停用自己的账号');
  await inTx(db, async (tx) => {
    const u = await visibleUser(tx, c.principal, input.id);
    if (!input.enabled) await assertNotLastAdmins(tx, [u.id], '停用');
    await tx.update(user).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(user.id, u.id));
    if (!input.enabled) await revokeSessions(tx, [u.id], 'disabled');
    await audit(tx, c.actor, {
      objectType: 'user',
      objectId: u.id,
      action: input.enabled ? 'enable' : 'disable',
      detail: { loginName: u.loginName, from: u.enabled, to: input.enabled },
    });
  });
  invalidatePrincipals(input.id);
}

const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}/, '$1****');

/**
 * POST system/user/resetPassword. The temporary password goes by SMS to the
 * owner's own mobile and nowhere else: not in the answer, not in any stored
 * record (the outbox masks it). Administrator accounts (三员) are reset only
 * by the security administrator. Every reset forces a change at the next
 * sign-in and signs the account out everywhere.
 */
export async function resetPassword(ctx: AppContext, c: Caller, id: string): Promise<ResetPasswordResult> {
  // one's own password is changed in the personal centre, where the old one is asked for
  if (id === c.principal.userId) throw badRequest('请在个人中心修改自己的密码');
  const target = await visibleUser(ctx.db, c.principal, id);
  const admin = await isAdministrator(ctx.db, target.id);
  if (admin && !hasPermission(c.principal, SystemPerm.userResetAdmin)) throw forbidden('管理员账号的密码只能由安全管理员重置');
  if (!admin && !hasPermission(c.principal, SystemPerm.userReset)) throw forbidden();
  if (!target.mobile) throw badRequest(`「${target.username}」未登记手机号码，临时密码无法发送给本人，请先为其登记手机号码`);
  const mobile = target.mobile;
  const plain = randomPassword();
  const passwordHash = await hashPassword(plain);
  const revoked = await inTx(ctx.db, async (tx) => {
    const u = await visibleUser(tx, c.principal, id);
    const now = new Date();
    await tx
      .update(user)
      .set({
        passwordHash,
        mustChangePassword: true,
        passwordChangedAt: now,
        failedCount: 0,
        failedSince: null,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(user.id, u.id));
    await rememberPassword(tx, u.id, passwordHash, now);
    const sessions = (await sessionStore().revokeAll(tx, [u.id], 'password')).map((s) => s.sessionId);
    await audit(tx, c.actor, {
      objectType: 'user',
      objectId: u.id,
      action: 'resetPassword',
      detail: { loginName: u.loginName, administrator: admin, sentTo: maskMobile(mobile), revokedSessions: sessions.length },
    });
    return sessions;
  });
  for (const sessionId of revoked) ctx.events.emit('sessionRevoked', { sessionId, userId: target.id });
  // after the commit: the provider writes its outbox row on its own connection
  const sms = await ctx.sms.send({
    mobile,
    content: AuthMsg.smsTemporaryPassword(target.loginName, plain),
    bizType: SmsBizType.password,
    senderId: c.principal.userId,
    secrets: [plain],
  });
  return { sentTo: maskMobile(mobile), smsStatus: sms.status };
}

export async function unlockUser(db: Db, c: Caller, id: string): Promise<void> {
  await inTx(db, async (tx) => {
    const u = await visibleUser(tx, c.principal, id);
    await tx.update(user).set({ failedCount: 0, failedSince: null, lockedUntil: null }).where(eq(user.id, u.id));
    // the locks of single addresses too (sso/lockout.ts): 解锁 means the account opens from everywhere
    await sessionStore().clearAddressLocks(tx, u.id);
    await audit(tx, c.actor, {
      objectType: 'user',
      objectId: u.id,
      action: 'unlock',
      detail: { loginName: u.loginName, lockedUntil: u.lockedUntil?.toISOString() ?? null },
    });
  });
}

export async function assignRoles(db: Db, c: Caller, input: z.output<typeof assignRolesBody>): Promise<void> {
  // 三员分立: no administrator widens or narrows their own powers
  if (input.id === c.principal.userId) throw forbidden('不能修改自己的角色');
  const roleIds = [...new Set(input.roleIds)];
  await inTx(db, async (tx) => {
    const u = await visibleUser(tx, c.principal, input.id);
    const roles = await existingRoles(tx, roleIds);
    await assertSingleAdminKind(tx, u, roleIds);
    if (await includesAdministratorRole(tx, roleIds)) {
      await assertUnlinked(tx, u, 'roleIds');
      // whoever created or reset the account knew its password until the owner changed it
      if (u.mustChangePassword)
        throw fieldError('roleIds', `「${u.loginName}」尚未由本人修改初始密码，请本人登录并修改密码后再分配管理员角色`);
    }
    const before = await tx
      .select({ code: role.code })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.roleId))
      .where(eq(userRole.userId, u.id));
    await tx.delete(userRole).where(eq(userRole.userId, u.id));
    if (roles.length) await tx.insert(userRole).values(roles.map((r) => ({ userId: u.id, roleId: r.id })));
    await audit(tx, c.actor, {
      objectType: 'user',
      objectId: u.id,
      action: 'assignRoles',
      detail: { loginName: u.loginName, from: before.map((r) => r.code).sort(), to: roles.map((r) => r.code).sort() },
    });
  });
  invalidatePrincipals(input.id);
}
