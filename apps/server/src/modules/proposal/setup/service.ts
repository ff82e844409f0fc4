import {
  type PageResult,
  PROPOSAL_SESSION_DEFAULTS,
  type ProposalSessionInfo,
  type ProposalSessionOption,
  ProposalSessionState,
  type proposalSessionAddBody,
  type proposalSessionPageQuery,
  type proposalSessionSwitchBody,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db, Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { conflict, fieldError, illegalState, notFound } from '../../../platform/errors';
import { likePattern, offsetOf, orderOf } from '../../../platform/http/paging';
import { refuseIfInUse } from '../../../platform/reference/in-use';
import { chinaTime, isDateOnly } from '../../../platform/time/china';
import { cppccSessionById, cppccSessionNames, cppccSessionParents } from '../../member';
import { proposalSession } from './tables';

type SessionRow = typeof proposalSession.$inferSelect;
type SessionInput = z.output<typeof proposalSessionAddBody>;

const live = isNull(proposalSession.deletedAt);

/** spec 000 §3: isInMeeting is 1 when now lies between startTime and endTime. */
export const isInMeeting = (s: { startTime: Date; endTime: Date }, now = new Date()): 0 | 1 =>
  s.startTime.getTime() <= now.getTime() && now.getTime() <= s.endTime.getTime() ? 1 : 0;

function present(r: SessionRow, cppccName: string | null, now = new Date()): ProposalSessionInfo {
  return {
    id: r.id,
    cppccSessionId: r.cppccSessionId,
    cppccSessionName: cppccName,
    name: r.name,
    easyName: r.easyName,
    shortCode: r.shortCode,
    sessionCode: r.sessionCode,
    timeCode: r.timeCode,
    year: r.year,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    deadlineForMeeting: r.deadlineForMeeting?.toISOString() ?? null,
    state: r.state,
    threshold: r.threshold,
    wordLimit: r.wordLimit,
    isOpenReport: r.isOpenReport,
    isOpenCheckSimilar: r.isOpenCheckSimilar,
    handleDays: r.handleDays,
    isInMeeting: isInMeeting(r, now),
    sort: r.sort,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
  };
}

async function presentAll(q: Queryable, rows: SessionRow[]): Promise<ProposalSessionInfo[]> {
  const names = await cppccSessionNames(
    q,
    rows.map((r) => r.cppccSessionId),
  );
  const now = new Date();
  return rows.map((r) => present(r, names.get(r.cppccSessionId) ?? null, now));
}

async function findLive(q: Queryable, id: string): Promise<SessionRow> {
  const [r] = await q
    .select()
    .from(proposalSession)
    .where(and(eq(proposalSession.id, id), live))
    .limit(1);
  if (!r) throw notFound('提案届次');
  return r;
}

// ---------- what the proposal module reads ----------

/** The current proposal session (state 0); the newest one when none is marked current; null when there is none. */
export async function currentProposalSession(q: Queryable): Promise<ProposalSessionInfo | null> {
  const [r] = await q
    .select()
    .from(proposalSession)
    .where(live)
    .orderBy(asc(proposalSession.state), desc(proposalSession.year), desc(proposalSession.startTime))
    .limit(1);
  return r ? (await presentAll(q, [r]))[0] : null;
}

/** One live proposal session, or null. */
export async function getProposalSession(q: Queryable, id: string): Promise<ProposalSessionInfo | null> {
  const [r] = await q
    .select()
    .from(proposalSession)
    .where(and(eq(proposalSession.id, id), live))
    .limit(1);
  return r ? (await presentAll(q, [r]))[0] : null;
}

/** Session names by id, deleted sessions included (a proposal keeps showing its session). */
export async function proposalSessionNames(q: Queryable, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return new Map();
  const rows = await q
    .select({ id: proposalSession.id, name: proposalSession.name })
    .from(proposalSession)
    .where(inArray(proposalSession.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** GET /proposalSession/set/info: the asked session, or the current one when no id is given. */
export async function proposalSessionInfo(q: Queryable, sessionId?: string): Promise<ProposalSessionInfo | null> {
  if (!sessionId) return currentProposalSession(q);
  const s = await getProposalSession(q, sessionId);
  if (!s) throw notFound('提案届次');
  return s;
}

/** GET /proposalSession/list: options, newest first. */
export async function listProposalSessions(q: Queryable, cppccSessionId?: string): Promise<ProposalSessionOption[]> {
  const rows = await q
    .select()
    .from(proposalSession)
    .where(and(live, cppccSessionId ? eq(proposalSession.cppccSessionId, cppccSessionId) : undefined))
    .orderBy(desc(proposalSession.year), desc(proposalSession.startTime));
  const now = new Date();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    easyName: r.easyName,
    shortCode: r.shortCode,
    year: r.year,
    state: r.state,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    isInMeeting: isInMeeting(r, now),
  }));
}

/** GET /proposalSession/year: the proposal session of a year (default this year), or null. */
export async function proposalSessionOfYear(q: Queryable, year = new Date().getFullYear()): Promise<ProposalSessionInfo | null> {
  const [r] = await q
    .select()
    .from(proposalSession)
    .where(and(live, eq(proposalSession.year, year)))
    .orderBy(asc(proposalSession.state), desc(proposalSession.startTime))
    .limit(1);
  return r ? (await presentAll(q, [r]))[0] : null;
}

// ---------- administration ----------

export async function pageProposalSessions(
  q: Queryable,
  f: z.output<typeof proposalSessionPageQuery>,
): Promise<PageResult<ProposalSessionInfo>> {
  const conds: (SQL | undefined)[] = [live];
  if (f.keyword)
    conds.push(
      or(
        ilike(proposalSession.name, likePattern(f.keyword)),
        ilike(proposalSession.easyName, likePattern(f.keyword)),
        ilike(proposalSession.shortCode, likePattern(f.keyword)),
      ),
    );
  if (f.year !== undefined) conds.push(eq(proposalSession.year, f.year));
  if (f.state !== undefined) conds.push(eq(proposalSession.state, f.state));
  const where = and(...conds);
  const [{ total }] = await q.select({ total: count() }).from(proposalSession).where(where);
  const rows = await q
    .select()
    .from(proposalSession)
    .where(where)
    .orderBy(
      ...orderOf(
        { year: proposalSession.year, startTime: proposalSession.startTime, name: proposalSession.name, sort: proposalSession.sort },
        f.sort,
        f.order,
        [desc(proposalSession.year), desc(proposalSession.startTime)],
      ),
    )
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { list: await presentAll(q, rows), total };
}

export async function proposalSessionDetail(q: Queryable, id: string): Promise<ProposalSessionInfo> {
  return (await presentAll(q, [await findLive(q, id)]))[0];
}

/** A day without a time: the plenary starts at its beginning and ends, or closes submission, at its end (China time). */
function parseTime(v: string, endOfDay: boolean): Date {
  if (isDateOnly(v)) return chinaTime(v, endOfDay ? '23:59:59' : '00:00:00');
  return new Date(v);
}

async function yearlySession(q: Queryable, id: string) {
  const c = await cppccSessionById(q, id);
  if (!c?.parentId) throw fieldError('cppccSessionId', '所属会议届次不存在或不是年度会议');
  return c;
}

async function termOf(q: Queryable, cppccSessionId: string): Promise<string | null> {
  return (await cppccSessionById(q, cppccSessionId))?.parentId ?? null;
}

async function assertUnique(q: Queryable, input: SessionInput, exceptId?: string) {
  const others = and(live, exceptId ? ne(proposalSession.id, exceptId) : undefined);
  const [byCppcc] = await q
    .select({ name: proposalSession.name })
    .from(proposalSession)
    .where(and(others, eq(proposalSession.cppccSessionId, input.cppccSessionId)))
    .limit(1);
  if (byCppcc) throw conflict(`该年度会议已设置提案届次「${byCppcc.name}」`);
  const [byName] = await q
    .select({ id: proposalSession.id })
    .from(proposalSession)
    .where(and(others, eq(proposalSession.name, input.name)))
    .limit(1);
  if (byName) throw conflict(`届次名称「${input.name}」已存在`);
  const [byCode] = await q
    .select({ id: proposalSession.id })
    .from(proposalSession)
    .where(and(others, eq(proposalSession.shortCode, input.shortCode)))
    .limit(1);
  if (byCode) throw conflict(`简码「${input.shortCode}」已被其他届次使用`);
}

async function valuesOf(q: Queryable, input: SessionInput) {
  const c = await yearlySession(q, input.cppccSessionId);
  const startTime = parseTime(input.startTime, false);
  const endTime = parseTime(input.endTime, true);
  if (endTime.getTime() <= startTime.getTime()) throw fieldError('endTime', '大会结束时间须晚于大会开始时间');
  const deadlineForMeeting = input.deadlineForMeeting ? parseTime(input.deadlineForMeeting, true) : null;
  if (deadlineForMeeting && deadlineForMeeting.getTime() > endTime.getTime())
    throw fieldError('deadlineForMeeting', '大会提案截止时间不能晚于大会结束时间');
  return {
    cppccSessionId: c.id,
    name: input.name,
    easyName: input.easyName ?? null,
    shortCode: input.shortCode,
    sessionCode: input.sessionCode ?? null,
    timeCode: input.timeCode ?? null,
    year: input.year ?? c.year ?? startTime.getFullYear(),
    startTime,
    endTime,
    deadlineForMeeting,
    threshold: input.threshold ?? PROPOSAL_SESSION_DEFAULTS.threshold,
    wordLimit: input.wordLimit ?? PROPOSAL_SESSION_DEFAULTS.wordLimit,
    isOpenReport: input.isOpenReport ?? PROPOSAL_SESSION_DEFAULTS.isOpenReport,
    isOpenCheckSimilar: input.isOpenCheckSimilar ?? PROPOSAL_SESSION_DEFAULTS.isOpenCheckSimilar,
    handleDays: input.handleDays ?? PROPOSAL_SESSION_DEFAULTS.handleDays,
    sort: input.sort ?? 0,
    remark: input.remark ?? null,
  };
}

/** A session not made current: 1 when it belongs to the current term or a later year, 2 (past) otherwise. */
async function stateBeside(q: Queryable, current: SessionRow | undefined, cppccSessionId: string, year: number): Promise<number> {
  if (!current) return ProposalSessionState.current;
  const [mine, theirs] = await Promise.all([termOf(q, cppccSessionId), termOf(q, current.cppccSessionId)]);
  return mine === theirs || year >= current.year ? ProposalSessionState.currentAll : ProposalSessionState.past;
}

async function currentRow(q: Queryable): Promise<SessionRow | undefined> {
  const [r] = await q
    .select()
    .from(proposalSession)
    .where(and(live, eq(proposalSession.state, ProposalSessionState.current)))
    .limit(1);
  return r;
}

/** The first session of an empty list becomes current; later ones are placed beside the current one. */
export async function addProposalSession(db: Db, actor: Actor, input: SessionInput): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    const values = await valuesOf(tx, input);
    await assertUnique(tx, input);
    const state = await stateBeside(tx, await currentRow(tx), values.cppccSessionId, values.year);
    const id = newId();
    await tx.insert(proposalSession).values({ id, ...values, state });
    await audit(tx, actor, {
      objectType: 'proposalSession',
      objectId: id,
      action: 'create',
      detail: { name: values.name, year: values.year },
    });
    return { id };
  });
}

export async function updateProposalSession(db: Db, actor: Actor, input: SessionInput & { id: string }): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await findLive(tx, input.id);
    const values = await valuesOf(tx, input);
    await assertUnique(tx, input, before.id);
    await tx
      .update(proposalSession)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(proposalSession.id, before.id));
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (k) =>
        String(values[k] instanceof Date ? (values[k] as Date).toISOString() : values[k]) !==
        String(before[k] instanceof Date ? (before[k] as Date).toISOString() : before[k]),
    );
    await audit(tx, actor, {
      objectType: 'proposalSession',
      objectId: before.id,
      action: 'update',
      detail: {
        name: values.name,
        from: Object.fromEntries(changed.map((k) => [k, before[k]])),
        to: Object.fromEntries(changed.map((k) => [k, values[k]])),
      },
    });
  });
}

export async function deleteProposalSessions(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    for (const id of new Set(ids)) {
      const r = await findLive(tx, id);
      if (r.state === ProposalSessionState.current) throw illegalState(`「${r.name}」是当前届次，不能删除，请先将其他届次设为当前届次`);
      await refuseIfInUse(tx, 'proposal.session', r.id, r.name);
      await tx.update(proposalSession).set({ deletedAt: new Date() }).where(eq(proposalSession.id, r.id));
      await audit(tx, actor, { objectType: 'proposalSession', objectId: r.id, action: 'delete', detail: { name: r.name, year: r.year } });
    }
  });
}

/** Makes a session current (0); the others of its term become 1, those of earlier terms 2 (spec 001 §4). */
export async function setCurrentProposalSession(db: Db, actor: Actor, id: string): Promise<void> {
  await inTx(db, async (tx) => {
    const target = await findLive(tx, id);
    const before = await currentRow(tx);
    const rows = await tx.select().from(proposalSession).where(live);
    const terms = await cppccSessionParents(tx);
    const term = terms.get(target.cppccSessionId);
    for (const r of rows) {
      const state =
        r.id === target.id
          ? ProposalSessionState.current
          : terms.get(r.cppccSessionId) === term || r.year > target.year
            ? ProposalSessionState.currentAll
            : ProposalSessionState.past;
      if (state !== r.state) await tx.update(proposalSession).set({ state, updatedAt: new Date() }).where(eq(proposalSession.id, r.id));
    }
    await audit(tx, actor, {
      objectType: 'proposalSession',
      objectId: target.id,
      action: 'update',
      detail: { name: target.name, setCurrent: true, previous: before?.name ?? null },
    });
  });
}

export async function switchProposalSession(db: Db, actor: Actor, input: z.output<typeof proposalSessionSwitchBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const r = await findLive(tx, input.id);
    const next = {
      isOpenReport: input.isOpenReport ?? r.isOpenReport,
      isOpenCheckSimilar: input.isOpenCheckSimilar ?? r.isOpenCheckSimilar,
    };
    await tx
      .update(proposalSession)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(proposalSession.id, r.id));
    await audit(tx, actor, {
      objectType: 'proposalSession',
      objectId: r.id,
      action: 'update',
      detail: { name: r.name, from: { isOpenReport: r.isOpenReport, isOpenCheckSimilar: r.isOpenCheckSimilar }, to: next },
    });
  });
}
