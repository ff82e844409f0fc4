import type { UserLinkIdentityBody } from '@cppcc/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import { invalidatePrincipals } from '../../platform/auth/principal';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest } from '../../platform/errors';
import type { Caller } from '../../platform/http/caller';
import { administratorIds } from './admin-accounts';
import { visibleUser } from './service-users-read';
import { user } from './tables';

export const ADMIN_IDENTITY_REFUSED = '管理员账号（系统管理员、安全管理员、审计管理员）不能与其他账号关联身份';

/** The live accounts sharing a person with this one, itself excluded. */
export async function otherIdentities(q: Queryable, u: { id: string; personId: string }): Promise<{ id: string; loginName: string }[]> {
  return q
    .select({ id: user.id, loginName: user.loginName })
    .from(user)
    .where(and(eq(user.personId, u.personId), ne(user.id, u.id), isNull(user.deletedAt)));
}

/**
 * POST system/user/identity/link: `targetId` becomes another identity of the
 * person of `id` (POST sso/switch/user then moves between them). This audited
 * action is the only way two accounts come to share a person; administrator
 * accounts are refused on either side, since a switch must never reach one.
 */
export async function linkIdentity(db: Db, c: Caller, input: UserLinkIdentityBody): Promise<void> {
  if (input.id === input.targetId) throw badRequest('不能将账号与自身关联');
  await inTx(db, async (tx) => {
    const person = await visibleUser(tx, c.principal, input.id);
    const target = await visibleUser(tx, c.principal, input.targetId);
    if ((await administratorIds(tx, [person.id, target.id])).size) throw badRequest(ADMIN_IDENTITY_REFUSED);
    if (person.personId === target.personId) throw badRequest(`「${target.loginName}」已是该人员的身份`);
    // one link, one move: an account already tied to others is untied first, so no group is merged unseen
    const tied = await otherIdentities(tx, target);
    if (tied.length) throw badRequest(`「${target.loginName}」已关联其他身份（${tied.map((t) => t.loginName).join('、')}），请先解除关联`);
    await tx.update(user).set({ personId: person.personId, updatedAt: new Date() }).where(eq(user.id, target.id));
    await audit(tx, c.actor, {
      objectType: 'user',
      objectId: target.id,
      action: 'linkIdentity',
      detail: {
        loginName: target.loginName,
        linkedTo: person.loginName,
        from: { personId: target.personId },
        to: { personId: person.personId },
      },
    });
  });
  invalidatePrincipals(input.id);
  invalidatePrincipals(input.targetId);
}

/** POST system/user/identity/unlink: the account becomes a person of its own again. */
export async function unlinkIdentity(db: Db, c: Caller, id: string): Promise<void> {
  await inTx(db, async (tx) => {
    const u = await visibleUser(tx, c.principal, id);
    const tied = await otherIdentities(tx, u);
    if (!tied.length) throw badRequest(`「${u.loginName}」没有关联其他身份`);
    const personId = newId();
    await tx.update(user).set({ personId, updatedAt: new Date() }).where(eq(user.id, u.id));
    await audit(tx, c.actor, {
      objectType: 'user',
      objectId: u.id,
      action: 'unlinkIdentity',
      detail: {
        loginName: u.loginName,
        unlinkedFrom: tied.map((t) => t.loginName),
        from: { personId: u.personId },
        to: { personId },
      },
    });
  });
  invalidatePrincipals(id);
}
