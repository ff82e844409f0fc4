import { type AdminKindValue, adminKindLabel, RoleCode } from '@cppcc/contracts';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { badRequest, fieldError } from '../../platform/errors';
import type { MenuDecl, ModuleManifest } from '../../platform/module';
import { installedManifests } from '../../platform/services';
import { descendantsOf } from '../../platform/tree';
import { markdownTable } from './markdown-table';
import { menu, role, user, userRole } from './tables';

/**
 * Three separate administrators (三员分立, grade protection): one person may
 * hold at most one of the system, security and audit administrator roles —
 * across all of the person's identities, or a second account would undo it.
 */
export async function assertSingleAdminKind(q: Queryable, target: { id: string; personId: string }, roleIds: string[]): Promise<void> {
  const wanted = roleIds.length
    ? (await q.select({ adminKind: role.adminKind }).from(role).where(inArray(role.id, roleIds))).flatMap((r) =>
        r.adminKind ? [r.adminKind] : [],
      )
    : [];
  const others = await q
    .select({ adminKind: role.adminKind })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .innerJoin(user, eq(user.id, userRole.userId))
    .where(and(eq(user.personId, target.personId), ne(user.id, target.id), isNull(user.deletedAt)));
  const kinds = new Set<AdminKindValue>([...wanted, ...others.flatMap((r) => (r.adminKind ? [r.adminKind] : []))]);
  if (kinds.size > 1) {
    const names = [...kinds].map((k) => adminKindLabel[k]).join('、');
    throw badRequest(`三员分立：同一人不能同时担任${names}`);
  }
}

/** Disabling or deleting the last working holder of an administrator role would leave its duties undone. */
export async function assertNotLastAdmins(q: Queryable, userIds: string[], verb: string): Promise<void> {
  const held = await q
    .selectDistinct({ adminKind: role.adminKind })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(inArray(userRole.userId, userIds));
  for (const { adminKind } of held) {
    if (!adminKind) continue;
    const remaining = await q
      .select({ id: user.id })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.roleId))
      .innerJoin(user, eq(user.id, userRole.userId))
      .where(and(eq(role.adminKind, adminKind), eq(user.enabled, true), isNull(user.deletedAt)));
    if (remaining.every((r) => userIds.includes(r.id))) {
      throw badRequest(`不能${verb}最后一个${adminKindLabel[adminKind]}账号`);
    }
  }
}

// ---------- 三员分立 by permission (issue 13, finding 5) ----------

const ALL_KINDS: readonly AdminKindValue[] = ['system', 'security', 'audit'];
const kindOfRole: Record<string, AdminKindValue> = {
  [RoleCode.systemAdmin]: 'system',
  [RoleCode.securityAdmin]: 'security',
  [RoleCode.auditAdmin]: 'audit',
};
/** Permissions under this prefix belong to the administrators even when no menu declares them yet. */
const RESERVED_PREFIX = 'system:';
const SYSTEM_ROOT_KEY = 'system';

/** Which administrators may hold what: read from the menus the modules declare under 系统管理. */
export interface AdminDuties {
  /** permission string → the administrator kinds that may hold it */
  byPermission: ReadonlyMap<string, readonly AdminKindValue[]>;
  /** declared menu key under 系统管理 → the administrator kinds that may hold it */
  byKey: ReadonlyMap<string, readonly AdminKindValue[]>;
  /** the declared entries in tree order, for the table in docs/security.md */
  menus: readonly { key: string; path: readonly string[]; permission: string | null; kinds: readonly AdminKindValue[] }[];
}

/** A menu's permission field may name several permissions, comma-separated (as the principal reads it). */
export const permissionParts = (permission: string | null | undefined): string[] =>
  (permission ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The duties of each administrator, from the manifests: every menu in the 系统管理 tree (the
 * system module's own and those other modules attach to it) with the administrator roles it is
 * declared for. A permission declared by several of them belongs to each of those kinds.
 */
export function adminDutiesOf(manifests: readonly Pick<ModuleManifest, 'menus'>[]): AdminDuties {
  const byPermission = new Map<string, AdminKindValue[]>();
  const byKey = new Map<string, AdminKindValue[]>();
  const menus: AdminDuties['menus'][number][] = [];
  const pathOf = new Map<string, string[]>();
  const walk = (items: readonly MenuDecl[], inherited: readonly string[], parent: readonly string[]) => {
    for (const m of items) {
      const roles = m.roles ?? inherited;
      const kinds = ALL_KINDS.filter((k) => roles.some((r) => kindOfRole[r] === k));
      const path = [...parent, m.name];
      byKey.set(m.key, kinds);
      pathOf.set(m.key, path);
      menus.push({ key: m.key, path, permission: m.permission ?? null, kinds });
      for (const p of permissionParts(m.permission)) {
        const had = byPermission.get(p) ?? [];
        byPermission.set(
          p,
          ALL_KINDS.filter((k) => had.includes(k) || kinds.includes(k)),
        );
      }
      if (m.children) walk(m.children, roles, path);
    }
  };
  const all = manifests.flatMap((mf) => mf.menus ?? []);
  walk(
    all.filter((m) => m.key === SYSTEM_ROOT_KEY && !m.parentKey),
    [],
    [],
  );
  // attached entries, as the menu sync places them (their roles are not inherited from the parent)
  for (let pending = all.filter((m) => m.parentKey); pending.length; ) {
    const ready = pending.filter((m) => byKey.has(m.parentKey as string));
    if (!ready.length) break;
    for (const m of ready) walk([m], [], pathOf.get(m.parentKey as string) ?? []);
    pending = pending.filter((m) => !ready.includes(m));
  }
  return { byPermission, byKey, menus };
}

const MARK = (yes: boolean) => (yes ? '✓' : '—');

/**
 * The 三员分立 matrix as Markdown (docs/security.md, `npm run docs:security`): each permission
 * declared under 系统管理, the menu that carries it and which administrator may hold it. Roles
 * that are none of the three may hold none of them.
 */
export function renderDutiesTable(d: AdminDuties): string {
  const rows: string[][] = [];
  for (const m of d.menus) {
    for (const p of permissionParts(m.permission)) {
      const kinds = d.byPermission.get(p) ?? [];
      rows.push([`\`${p}\``, m.path.join(' / '), ...ALL_KINDS.map((k) => MARK(kinds.includes(k))), MARK(false)]);
    }
  }
  rows.push([`其他 \`${RESERVED_PREFIX}*\``, '（尚无菜单声明）', ...ALL_KINDS.map(() => MARK(true)), MARK(false)]);
  // padded as Biome formats Markdown, so that the written document passes `biome check` unchanged
  const lines = markdownTable(
    ['权限标识', '菜单', '系统管理员', '安全管理员', '审计管理员', '其他角色'],
    ['left', 'left', 'center', 'center', 'center', 'center'],
    rows,
  );
  lines.push(
    '',
    '规则（`apps/server/src/modules/system/separation.ts`）：上表的权限只能设在系统管理下的菜单上，只能授予打勾的管理员角色；',
    '修改已授权菜单的权限标识时，对已持有该菜单的每个角色重新检查；登录身份加载权限时，不属于本人管理员角色的上述权限一律不计。',
  );
  return lines.join('\n');
}

export const MATRIX_START = '<!-- matrix:start -->';
export const MATRIX_END = '<!-- matrix:end -->';

/** The document with the table between its markers replaced (markers added at the end when missing). */
export function withMatrix(doc: string, table: string): string {
  const block = `${MATRIX_START}\n${table}\n${MATRIX_END}`;
  const start = doc.indexOf(MATRIX_START);
  const end = doc.indexOf(MATRIX_END);
  if (start < 0 || end < start) return `${doc.trimEnd()}\n\n${block}\n`;
  return doc.slice(0, start) + block + doc.slice(end + MATRIX_END.length);
}

const dutiesOf = new WeakMap<readonly ModuleManifest[], AdminDuties>();

/** This build's duties, from the manifests the platform installed (computed once per set of manifests). */
export async function adminDuties(): Promise<AdminDuties> {
  const manifests = installedManifests();
  let d = dutiesOf.get(manifests);
  if (!d) {
    d = adminDutiesOf(manifests);
    dutiesOf.set(manifests, d);
  }
  return d;
}

/** The administrator kinds a permission is reserved to, or null when any role may hold it. */
export function dutyOf(d: AdminDuties, permission: string): readonly AdminKindValue[] | null {
  return d.byPermission.get(permission) ?? (permission.startsWith(RESERVED_PREFIX) ? ALL_KINDS : null);
}

const labels = (kinds: readonly AdminKindValue[]) => kinds.map((k) => adminKindLabel[k]).join('、');

/** Ids of 系统管理 and every entry under it. */
export async function systemTreeIds(q: Queryable): Promise<Set<string>> {
  const all = await q.select({ id: menu.id, key: menu.key, parentId: menu.parentId }).from(menu);
  const root = all.find((m) => m.key === SYSTEM_ROOT_KEY);
  return root ? descendantsOf(all, [root.id]) : new Set();
}

export interface MenuUnderCheck {
  name: string;
  key: string | null;
  permission: string | null;
  /** the menu sits in the 系统管理 tree */
  inSystemTree: boolean;
}

/**
 * A menu may carry administrator permissions only inside 系统管理, and only those of one
 * administrator at a time (else no role could hold it without becoming two of the three).
 */
export function assertMenuMayCarry(d: AdminDuties, m: MenuUnderCheck): void {
  let common: readonly AdminKindValue[] | null = null;
  for (const p of permissionParts(m.permission)) {
    const kinds = dutyOf(d, p);
    if (!kinds) continue;
    if (!m.inSystemTree) throw fieldError('permission', `三员分立：「${p}」是${labels(kinds)}的权限，只能设在系统管理下的菜单上`);
    common = (common ?? kinds).filter((k) => kinds.includes(k));
    if (!common.length) throw fieldError('permission', '三员分立：一个菜单不能同时带有不同管理员的权限');
  }
}

/**
 * Why a role may not hold a menu under 三员分立 (the field to name and the message), or null.
 * By permission first: a permission reserved to administrators goes only to their own role,
 * wherever the menu sits; then by place: the 系统管理 tree is for administrator roles only.
 */
export function separationConflict(
  d: AdminDuties,
  r: { name: string; adminKind: AdminKindValue | null },
  m: MenuUnderCheck,
): { field: 'permission' | 'parentId'; message: string } | null {
  for (const p of permissionParts(m.permission)) {
    const kinds = dutyOf(d, p);
    if (kinds && !(r.adminKind && kinds.includes(r.adminKind))) {
      return { field: 'permission', message: `三员分立：「${m.name}」的权限「${p}」属于${labels(kinds)}的职责，不能授予「${r.name}」角色` };
    }
  }
  if (!m.inSystemTree) return null;
  if (!r.adminKind) {
    return { field: 'parentId', message: `三员分立：「${m.name}」属于系统管理，只能授予系统管理员、安全管理员或审计管理员角色` };
  }
  const kinds = m.key ? d.byKey.get(m.key) : undefined;
  if (kinds?.length && !kinds.includes(r.adminKind)) {
    return { field: 'parentId', message: `三员分立：「${m.name}」属于${labels(kinds)}的职责，不能授予${adminKindLabel[r.adminKind]}角色` };
  }
  return null;
}

/**
 * Defence in depth for the principal: a permission reserved to administrators counts only for
 * a holder of one of those administrator roles, whatever grant a database may hold.
 */
export async function withoutForeignDuties(permissions: Set<string>, adminKinds: readonly string[]): Promise<Set<string>> {
  const d = await adminDuties();
  const kept = new Set<string>();
  for (const p of permissions) {
    const kinds = dutyOf(d, p);
    if (!kinds || kinds.some((k) => adminKinds.includes(k))) kept.add(p);
  }
  return kept;
}
