import type { OrgNode, orgAddBody, orgTreeQuery, orgUpdateBody } from '@cppcc/contracts';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import { changeDetail } from '../../platform/audit/changes';
import { invalidatePrincipals } from '../../platform/auth/principal';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/caller';
import { buildTree, descendantsOf } from '../../platform/tree';
import { org, user } from './tables';

type OrgRow = typeof org.$inferSelect;
type AddInput = z.output<typeof orgAddBody>;
type UpdateInput = z.output<typeof orgUpdateBody>;

/** The organisation tree; a keyword keeps the matches and the path down to them. */
export async function orgTree(q: Queryable, f: z.output<typeof orgTreeQuery>): Promise<OrgNode[]> {
  const rows = await q
    .select()
    .from(org)
    .where(and(isNull(org.deletedAt), f.kind ? eq(org.kind, f.kind) : undefined));
  const counts = new Map(
    (await q.select({ orgId: user.orgId, n: count() }).from(user).where(isNull(user.deletedAt)).groupBy(user.orgId)).map((r) => [
      r.orgId,
      r.n,
    ]),
  );
  let kept = rows;
  if (f.keyword) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<string>();
    for (const r of rows) {
      if (!r.name.includes(f.keyword) && !(r.easyName ?? '').includes(f.keyword)) continue;
      for (let cur: OrgRow | undefined = r; cur && !keep.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined)
        keep.add(cur.id);
    }
    kept = rows.filter((r) => keep.has(r.id));
  }
  return buildTree(kept, (r) => ({
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    easyName: r.easyName,
    kind: r.kind,
    collectiveType: r.collectiveType,
    address: r.address,
    phone: r.phone,
    sort: r.sort,
    enabled: r.enabled,
    userCount: counts.get(r.id) ?? 0,
    children: [],
  }));
}

async function liveOrg(q: Queryable, id: string): Promise<OrgRow | null> {
  const [o] = await q
    .select()
    .from(org)
    .where(and(eq(org.id, id), isNull(org.deletedAt)))
    .limit(1);
  return o ?? null;
}

async function assertNameFree(q: Queryable, parentId: string | null, name: string, exceptId?: string): Promise<void> {
  const [same] = await q
    .select({ id: org.id })
    .from(org)
    .where(
      and(
        isNull(org.deletedAt),
        eq(org.name, name),
        parentId ? eq(org.parentId, parentId) : isNull(org.parentId),
        exceptId ? ne(org.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw conflict(`同级下已存在名为「${name}」的机构`);
}

export async function addOrg(db: Db, c: Caller, input: AddInput): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    const parentId = input.parentId || null;
    if (parentId && !(await liveOrg(tx, parentId))) throw fieldError('parentId', '上级机构不存在');
    await assertNameFree(tx, parentId, input.name);
    const id = newId();
    await tx.insert(org).values({
      id,
      parentId,
      name: input.name,
      easyName: input.easyName ?? null,
      kind: input.kind,
      collectiveType: input.collectiveType ?? null,
      address: input.address ?? null,
      phone: input.phone ?? null,
      sort: input.sort ?? 0,
      enabled: input.enabled ?? true,
    });
    await audit(tx, c.actor, {
      objectType: 'org',
      objectId: id,
      action: 'create',
      detail: { name: input.name, kind: input.kind, parentId },
    });
    return { id };
  });
}

export async function updateOrg(db: Db, c: Caller, input: UpdateInput): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await liveOrg(tx, input.id);
    if (!before) throw notFound('机构');
    const parentId = input.parentId || null;
    if (parentId && parentId !== before.parentId) {
      if (!(await liveOrg(tx, parentId))) throw fieldError('parentId', '上级机构不存在');
      // a parent inside its own subtree would cut the branch off the tree
      const all = await tx.select({ id: org.id, parentId: org.parentId }).from(org);
      if (descendantsOf(all, [before.id]).has(parentId)) throw fieldError('parentId', '上级机构不能是本机构或其下级机构');
    }
    await assertNameFree(tx, parentId, input.name, before.id);
    const next = {
      parentId,
      name: input.name,
      easyName: input.easyName ?? null,
      kind: input.kind,
      collectiveType: input.collectiveType ?? null,
      address: input.address ?? null,
      phone: input.phone ?? null,
      sort: input.sort ?? before.sort,
      enabled: input.enabled ?? before.enabled,
    };
    await tx.update(org).set(next).where(eq(org.id, before.id));
    await audit(tx, c.actor, {
      objectType: 'org',
      objectId: before.id,
      action: 'update',
      detail: { name: next.name, ...changeDetail(before, next) },
    });
  });
  // data scope "own organisation and below" follows the tree
  invalidatePrincipals();
}

export async function deleteOrg(db: Db, c: Caller, id: string): Promise<void> {
  await inTx(db, async (tx) => {
    const o = await liveOrg(tx, id);
    if (!o) throw notFound('机构');
    const [{ children }] = await tx
      .select({ children: count() })
      .from(org)
      .where(and(eq(org.parentId, id), isNull(org.deletedAt)));
    if (children > 0) throw badRequest(`「${o.name}」下还有${children}个下级机构，不能删除`);
    const [{ users }] = await tx
      .select({ users: count() })
      .from(user)
      .where(and(eq(user.orgId, id), isNull(user.deletedAt)));
    if (users > 0) throw badRequest(`「${o.name}」下还有${users}个用户，不能删除`);
    await tx.update(org).set({ deletedAt: sql`now()` }).where(eq(org.id, id));
    await audit(tx, c.actor, { objectType: 'org', objectId: id, action: 'delete', detail: { name: o.name } });
  });
  invalidatePrincipals();
}
