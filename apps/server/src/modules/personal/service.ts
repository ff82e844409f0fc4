import { type PersonalAvatar, UserType } from '@cppcc/contracts';
import { and, count, eq, gte } from 'drizzle-orm';
import { type Actor, audit } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/tables';
import type { Principal } from '../../platform/auth/principal';
import type { Db, Queryable } from '../../platform/db/client';
import { inTx } from '../../platform/db/tx';
import { forbidden } from '../../platform/errors';
import { infoAnnualCount } from '../info';
import { annualAttendance } from '../meetActivity';
import { annualPlanOf, memberStandingOf } from '../member';
import { latestMessages, unreadCount } from '../message';
import { proposalAnnualCount } from '../proposal';
import { sessionStartedAt } from '../sso';
import { accountAvatar, accountProfile, avatarFile, avatarUrl, grantedMenus, setAvatar } from '../system';

export type CenterKind = 'user' | 'member' | 'collective';

/** Which user types each personal centre serves (spec 000 §6: separate personal-centre data per kind). */
const KIND_TYPES: Record<CenterKind, number[]> = {
  user: [UserType.staff, UserType.admin],
  member: [UserType.member],
  collective: [UserType.collective],
};

const QUICK_ENTRIES = 8;
const LATEST_MESSAGES = 5;

export function assertKind(p: Principal, kind: CenterKind): void {
  if (!KIND_TYPES[kind].includes(p.userType)) throw forbidden();
}

async function profileOf(db: Queryable, p: Principal) {
  const u = await accountProfile(db, p.userId);
  // a signed-in principal's account exists: the session was checked against it
  if (!u) throw forbidden();
  return {
    userId: p.userId,
    username: u.username,
    loginName: u.loginName,
    userType: u.userType,
    collectiveType: u.collectiveType,
    sex: u.sex,
    mobile: u.mobile,
    duty: u.duty,
    avatar: avatarUrl(u.avatar),
    orgId: u.orgId,
    orgName: u.orgName,
    roles: u.roleNames,
    lastLoginAt: u.lastLoginAt,
    lastLoginIp: u.lastLoginIp,
  };
}

async function loginInfoOf(db: Queryable, p: Principal, last: { lastLoginAt: Date | null; lastLoginIp: string | null }) {
  const startedAt = await sessionStartedAt(db, p.sessionId);
  const yearStart = new Date(new Date().getFullYear(), 0, 1);
  const [n] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.userId, p.userId),
        eq(auditLog.category, 'login'),
        eq(auditLog.action, 'login'),
        eq(auditLog.result, 'success'),
        gte(auditLog.at, yearStart),
      ),
    );
  return {
    lastLoginAt: last.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: last.lastLoginIp,
    sessionLoginAt: startedAt?.toISOString() ?? null,
    loginCountThisYear: Number(n?.n ?? 0),
  };
}

/** The caller's first menus with a route, in menu order: the dashboard's quick entries. */
async function quickEntriesOf(db: Queryable, userId: string) {
  const rows = await grantedMenus(db, userId, QUICK_ENTRIES);
  return rows.map((m) => ({ id: m.id, name: m.name, url: m.url ?? '', icon: m.icon }));
}

export async function centreData(db: Queryable, p: Principal) {
  const { lastLoginAt, lastLoginIp, ...profile } = await profileOf(db, p);
  const [loginInfo, unread, latest, quickEntries] = await Promise.all([
    loginInfoOf(db, p, { lastLoginAt, lastLoginIp }),
    unreadCount(db, p.userId),
    latestMessages(db, p.userId, LATEST_MESSAGES),
    quickEntriesOf(db, p.userId),
  ]);
  return { profile, loginInfo, unreadCount: unread, latestMessages: latest, quickEntries };
}

export async function memberCentreData(db: Queryable, p: Principal) {
  const [base, member, plan] = await Promise.all([centreData(db, p), memberStandingOf(db, p.userId), annualPlanOf(db)]);
  // each area counts its own work of the plan's year, by the same rule as its home widget
  const [proposals, info, meet, activity] = plan
    ? await Promise.all([
        proposalAnnualCount(db, p, plan.year),
        infoAnnualCount(db, p, plan.year),
        annualAttendance(db, p.userId, 'meet', plan.year),
        annualAttendance(db, p.userId, 'activity', plan.year),
      ])
    : [null, null, null, null];
  const targets = plan
    ? {
        year: plan.year,
        proposal: { target: plan.proposalCount, done: proposals?.done ?? null },
        info: { target: plan.infoCount, done: info?.done ?? null },
        attendMeet: { target: plan.attendMeetCount, done: meet?.done ?? null },
        attendActivity: { target: plan.attendActivityCount, done: activity?.done ?? null },
      }
    : null;
  return { ...base, member, plan, targets };
}

/** GET /personal/avatar: one's own picture, as a file record (for the cropper) and the address to show. */
export async function ownAvatar(db: Queryable, userId: string): Promise<PersonalAvatar> {
  const avatar = await accountAvatar(db, userId);
  return { file: await avatarFile(db, userId, avatar), url: avatarUrl(avatar) };
}

/** POST /personal/avatar/update: only one's own avatar, from a picture one uploaded oneself; audited as a change of the user. */
export async function updateOwnAvatar(db: Db, actor: Actor, userId: string, fileId: string | null): Promise<PersonalAvatar> {
  await inTx(db, async (tx) => {
    const before = await accountAvatar(tx, userId);
    const changed = await setAvatar(tx, userId, fileId, { actor, uploaderId: userId, field: 'fileId' });
    if (changed)
      await audit(tx, actor, {
        objectType: 'user',
        objectId: userId,
        action: 'update',
        detail: { self: true, from: { avatar: before }, to: { avatar: fileId } },
      });
  });
  return ownAvatar(db, userId);
}
