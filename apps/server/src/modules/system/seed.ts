import { CollectiveType, RoleCode, UserType } from '@cppcc/contracts';
import { hash } from '@node-rs/argon2';
import type { Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import type { SeedContext } from '../../platform/module';
import {
  collectiveUnits,
  directReportPoints,
  govUnits,
  handlingSystems,
  internalOrgs,
  OFFICE_ROOT,
  otherUnits,
  roleSeeds,
  staffSeeds,
} from './seed-data';
import { dictSeeds } from './seed-dicts';
import { defaultSettingRows } from './service-settings';
import { dictItem, dictType, org, role, setting, user, userRole } from './tables';

type UserInsert = typeof user.$inferInsert;

/** Deterministic mobiles (138 + 8 digits) so that a demo database looks the same on every start. */
function mobiles(): () => string {
  let state = 20260101;
  const used = new Set<string>();
  return () => {
    for (;;) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const m = `138${String(state % 100_000_000).padStart(8, '0')}`;
      if (!used.has(m)) {
        used.add(m);
        return m;
      }
    }
  };
}

async function seedRoles(tx: Tx): Promise<Map<string, string>> {
  const rows = roleSeeds.map((r, i) => ({
    id: newId(),
    code: r.code,
    name: r.name,
    dataScope: r.dataScope,
    adminKind: r.adminKind ?? null,
    builtIn: true,
    remark: r.remark,
    sort: i + 1,
  }));
  await tx.insert(role).values(rows);
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function seedDicts(tx: Tx): Promise<void> {
  await tx.insert(dictType).values(dictSeeds.map((d) => ({ typeName: d.typeName, title: d.title, builtIn: true })));
  await tx
    .insert(dictItem)
    .values(
      dictSeeds.flatMap((d) =>
        d.items.map(([code, name], i) => ({ id: newId(), typeName: d.typeName, paramCode: String(code), paramName: name, sort: i + 1 })),
      ),
    );
}

/** The office tree and the units; returns name → id. */
async function seedOrgs(tx: Tx): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const rows: (typeof org.$inferInsert)[] = [];
  const add = (name: string, kind: 'internal' | 'unit', parent: string | null, collectiveType: number | null, sort: number) => {
    const id = newId();
    ids.set(name, id);
    rows.push({ id, name, kind, parentId: parent ? ids.get(parent)! : null, collectiveType, sort });
  };
  add(OFFICE_ROOT, 'internal', null, null, 1);
  internalOrgs.forEach((name, i) => {
    add(name, 'internal', OFFICE_ROOT, null, i + 1);
  });
  handlingSystems.forEach(([name], i) => {
    add(name, 'unit', null, CollectiveType.handlingSystem, 10 + i);
  });
  govUnits.forEach(([name], i) => {
    add(name, 'unit', handlingSystems[0][0], CollectiveType.handlingUnit, i + 1);
  });
  otherUnits.forEach(([name], i) => {
    // party departments report through the party committee's office
    const parent = name.startsWith('市委') ? handlingSystems[1][0] : null;
    add(name, 'unit', parent, CollectiveType.handlingUnit, 20 + i);
  });
  collectiveUnits.forEach(([name, , type], i) => {
    add(name, 'unit', null, type, 40 + i);
  });
  directReportPoints.forEach(([name], i) => {
    add(name, 'unit', null, CollectiveType.directReport, 60 + i);
  });
  await tx.insert(org).values(rows);
  return ids;
}

/**
 * The system seed (runs first, once, on an empty database): roles,
 * dictionaries, the security policy, organisations and accounts. The three
 * administrators exist in every install (initial password DEMO_PASSWORD, to
 * be changed at first sign-in outside demo mode); the other accounts are demo data.
 * Only these seeded accounts skip the forced first change, and only in demo
 * mode: accounts created, imported or reset later always carry it.
 * Members are the member module's.
 */
export async function seedSystem({ tx, ctx, demo }: SeedContext): Promise<void> {
  const roles = await seedRoles(tx);
  await seedDicts(tx);
  await tx.insert(setting).values(defaultSettingRows(ctx));
  const orgs = await seedOrgs(tx);

  // one hash for every seeded account: they share the documented password, and argon2 is slow on purpose
  const passwordHash = await hash(ctx.config.demoPassword);
  const nextMobile = mobiles();
  const users: UserInsert[] = [];
  const grants: { userId: string; roleId: string }[] = [];
  const addUser = (u: Omit<UserInsert, 'id' | 'personId' | 'passwordHash'> & { personId?: string }, roleCode: string): UserInsert => {
    const row: UserInsert = {
      id: newId(),
      personId: u.personId ?? newId(),
      passwordHash,
      // the demo's documented accounts sign in at once; a real install's administrators change the initial password first
      mustChangePassword: !demo,
      sort: users.length,
      ...u,
    };
    users.push(row);
    grants.push({ userId: row.id!, roleId: roles.get(roleCode)! });
    return row;
  };
  const orgId = (name: string | null) => (name ? orgs.get(name)! : null);

  for (const s of staffSeeds.filter((s) => demo || s.userType === UserType.admin)) {
    addUser(
      {
        loginName: s.loginName,
        username: s.username,
        userType: s.userType,
        orgId: orgId(s.org),
        sex: s.sex,
        duty: s.duty,
        mobile: nextMobile(),
      },
      s.role,
    );
  }
  if (demo) {
    // one person, two identities (member and office staff) to show switching (POST sso/switch/user)
    const member = addUser(
      {
        loginName: 'weiyuan',
        username: '魏远航',
        userType: UserType.member,
        orgId: null,
        sex: 1,
        duty: '市政协委员',
        mobile: nextMobile(),
      },
      RoleCode.member,
    );
    addUser(
      {
        personId: member.personId,
        loginName: 'weiyuan.staff',
        username: '魏远航',
        userType: UserType.staff,
        orgId: orgId('研究室'),
        sex: 1,
        duty: '研究室副主任',
        mobile: member.mobile,
      },
      RoleCode.officeStaff,
    );
    const unitAccount = (loginName: string, name: string, collectiveType: number, roleCode: string) =>
      addUser(
        {
          loginName,
          username: name,
          userType: UserType.collective,
          collectiveType,
          orgId: orgId(name),
          duty: '联络员',
          mobile: nextMobile(),
        },
        roleCode,
      );
    for (const [name, code, type] of collectiveUnits)
      unitAccount(name === '民革市委会' ? 'jiti' : `jt_${code}`, name, type, RoleCode.collective);
    for (const [name, code] of [...govUnits, ...otherUnits])
      unitAccount(name === '市教育局' ? 'chengban' : `cb_${code}`, name, CollectiveType.handlingUnit, RoleCode.handlingUnit);
    for (const [name, code] of handlingSystems) unitAccount(`cb_${code}`, name, CollectiveType.handlingSystem, RoleCode.handlingUnit);
    for (const [name, code] of directReportPoints) unitAccount(code, name, CollectiveType.directReport, RoleCode.collective);
  }
  if (users.length) await tx.insert(user).values(users);
  if (grants.length) await tx.insert(userRole).values(grants);
}
