import {
  type InfoTypeOption,
  type PublicationTypeItem,
  type PublicationTypeOption,
  PublicationTypeState,
  type publicationTypeAddBody,
  type publicationTypeListQuery,
  type publicationTypeStateBody,
} from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../platform/audit/audit';
import { updateAudited } from '../../platform/audit/changes';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { conflict, notFound } from '../../platform/errors';
import { likePattern } from '../../platform/http/paging';
import { treeTypeService } from '../../platform/reference/tree-types';
import { infoType, publicationType } from './tables';

// ---------- info types ----------

export const infoTypes = treeTypeService(infoType, { objectType: 'infoType', label: '信息类别' });

/** GET /infoType/options: enabled categories, parents before children. */
export async function infoTypeOptions(q: Queryable): Promise<InfoTypeOption[]> {
  return (await infoTypes.options(q)).map((o) => ({ id: o.id, parentId: o.parentId, name: o.name, infoLevel: o.level }));
}

/** Names of info categories (deleted ones included), for lists of the info area. */
export const infoTypeNames = (q: Queryable, ids: string[]) => infoTypes.names(q, ids);

// ---------- publication types ----------

type PubRow = typeof publicationType.$inferSelect;
const pubLive = isNull(publicationType.deletedAt);
const presentPub = (r: PubRow): PublicationTypeItem => ({
  id: r.id,
  name: r.name,
  publishingUnit: r.publishingUnit,
  cycle: r.cycle,
  hasIssuer: r.hasIssuer,
  startTotal: r.startTotal,
  state: r.state,
  sort: r.sort,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
});

async function findPub(q: Queryable, id: string): Promise<PubRow> {
  const [r] = await q
    .select()
    .from(publicationType)
    .where(and(eq(publicationType.id, id), pubLive))
    .limit(1);
  if (!r) throw notFound('刊物类型');
  return r;
}

async function assertPubNameFree(q: Queryable, name: string, exceptId?: string) {
  const [same] = await q
    .select({ id: publicationType.id })
    .from(publicationType)
    .where(and(pubLive, eq(publicationType.name, name), exceptId ? ne(publicationType.id, exceptId) : undefined))
    .limit(1);
  if (same) throw conflict(`刊物类型「${name}」已存在`);
}

/** GET /publicationType/options: the types in use. */
export async function publicationTypeOptions(q: Queryable): Promise<PublicationTypeOption[]> {
  return q
    .select({
      id: publicationType.id,
      name: publicationType.name,
      publishingUnit: publicationType.publishingUnit,
      hasIssuer: publicationType.hasIssuer,
    })
    .from(publicationType)
    .where(and(pubLive, eq(publicationType.state, PublicationTypeState.inUse)))
    .orderBy(asc(publicationType.sort), asc(publicationType.createdAt));
}

/** GET /publicationType/list: every type (stopped ones too), filtered by name and state. */
export async function listPublicationTypes(q: Queryable, f: z.output<typeof publicationTypeListQuery>): Promise<PublicationTypeItem[]> {
  const conds: (SQL | undefined)[] = [pubLive];
  if (f.name) conds.push(ilike(publicationType.name, likePattern(f.name)));
  if (f.state !== undefined) conds.push(eq(publicationType.state, f.state));
  const rows = await q
    .select()
    .from(publicationType)
    .where(and(...conds))
    .orderBy(asc(publicationType.sort), asc(publicationType.createdAt));
  return rows.map(presentPub);
}

export async function publicationTypeDetail(q: Queryable, id: string): Promise<PublicationTypeItem> {
  return presentPub(await findPub(q, id));
}

/** Names of publication types (deleted ones included), for publications. */
export async function publicationTypeNames(q: Queryable, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return new Map();
  const rows = await q
    .select({ id: publicationType.id, name: publicationType.name })
    .from(publicationType)
    .where(inArray(publicationType.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

type PubInput = z.output<typeof publicationTypeAddBody>;

export async function addPublicationType(db: Db, actor: Actor, input: PubInput): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    await assertPubNameFree(tx, input.name);
    const id = newId();
    await tx.insert(publicationType).values({
      id,
      name: input.name,
      publishingUnit: input.publishingUnit ?? null,
      cycle: input.cycle ?? null,
      hasIssuer: input.hasIssuer ?? false,
      startTotal: input.startTotal ?? 0,
      state: input.state ?? PublicationTypeState.inUse,
      sort: input.sort ?? 0,
      remark: input.remark ?? null,
    });
    await audit(tx, actor, { objectType: 'publicationType', objectId: id, action: 'create', detail: { name: input.name } });
    return { id };
  });
}

export async function updatePublicationType(db: Db, actor: Actor, input: PubInput & { id: string }): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await findPub(tx, input.id);
    await assertPubNameFree(tx, input.name, before.id);
    const next = {
      name: input.name,
      publishingUnit: input.publishingUnit ?? null,
      cycle: input.cycle ?? null,
      hasIssuer: input.hasIssuer ?? before.hasIssuer,
      startTotal: input.startTotal ?? before.startTotal,
      state: input.state ?? before.state,
      sort: input.sort ?? before.sort,
      remark: input.remark ?? null,
    };
    await updateAudited(tx, actor, { table: publicationType, before, next, objectType: 'publicationType', detail: { name: next.name } });
  });
}

export async function deletePublicationTypes(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    for (const id of new Set(ids)) {
      const r = await findPub(tx, id);
      await tx.update(publicationType).set({ deletedAt: new Date() }).where(eq(publicationType.id, r.id));
      await audit(tx, actor, { objectType: 'publicationType', objectId: r.id, action: 'delete', detail: { name: r.name } });
    }
  });
}

/** POST /publicationType/stateChange: start (1) or stop (0) a type; stopped types leave the options. */
export async function changePublicationTypeState(db: Db, actor: Actor, input: z.output<typeof publicationTypeStateBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const r = await findPub(tx, input.id);
    await tx.update(publicationType).set({ state: input.state, updatedAt: new Date() }).where(eq(publicationType.id, r.id));
    await audit(tx, actor, {
      objectType: 'publicationType',
      objectId: r.id,
      action: input.state === PublicationTypeState.inUse ? 'enable' : 'disable',
      detail: { name: r.name, from: r.state, to: input.state },
    });
  });
}
