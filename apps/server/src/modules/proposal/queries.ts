import {
  type PageResult,
  type ProposalDetail,
  type ProposalListItem,
  type ProposalListName,
  type ProposalSortKey,
  proposalListOffers,
  type proposalPageQuery,
  proposalStateLabel,
  SignState,
} from '@cppcc/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { Queryable } from '../../platform/db/client';
import { forbidden } from '../../platform/errors';
import { iso, likePattern, offsetOf, orderOf } from '../system/common';
import {
  assignedCondition,
  isOwner,
  jointCondition,
  loadVisible,
  ownCondition,
  type ProposalRow,
  publicCondition,
  type Scope,
  scopeOf,
  visibleCondition,
} from './access';
import { proposalSessionNames, proposalTypeNames } from './setup';
import { canProposalStep, canUnitStep, proposalTransitions, unitTransitions } from './state-machine';
import {
  proposal,
  proposalEvaluation,
  proposalFeedback,
  proposalHistory,
  proposalInstruction,
  proposalJoint,
  proposalUnit,
} from './tables';

type Filters = z.output<typeof proposalPageQuery>;
type ScopeKind = Scope['kind'] | 'public';

interface View {
  /** who may open it: office lists, unit lists, the proposer's lists, or public lists */
  scope: ScopeKind | 'mine';
  where: (q: Queryable, s: Scope) => SQL | undefined;
  sort: SQL[];
  /** for unit lists: which of the caller's assignment rows to show as myUnit */
  unitRows?: 'pre' | 'formal';
  /**
   * the only states its rows can be in (the where keeps it to them): sorted by state, such a list is
   * read one state after another, each from an index led by the state, instead of walking past every
   * proposal in the states before them
   */
  states?: number[];
  /**
   * the view's own condition already keeps its rows to `states`, so `state IN (…)` is not added to it:
   * on the all list (every state but 暂存) the IN would steer its filtered counts from a merge join on
   * proposal_live_idx to a hash join on a state index, twice as slow
   */
  statesImplied?: boolean;
  /**
   * every row the view's condition selects is inside the caller's data scope, so visibleCondition
   * adds nothing and is left out (without its OR a count is answered from indexes alone):
   *  - office views: no draft (state 0) can be in them, and drafts are all the office may not see.
   *    Either the view names its states, or its rows come from a step no draft can have been
   *    through (state-machine.ts has no way back to 0): marks need states 3/10/11/12, ratings
   *    10/11, merging a main proposal in 1/2/3, not filing 2; records are 12/14–16;
   *  - unit views: their rows have an assignment of the caller's unit or of a unit under it,
   *    which is what a unit may see.
   */
  inScope?: true;
  /**
   * its rows are mostly few (a unit's assignments, the marked proposals, one proposer's): read and counted
   * in one query (pageProposals, readFew), where a count first and then the same rows again for the page
   * did the same joins twice (a unit's 2,466 replies: two passes of 2,466 probes)
   */
  few?: true;
}

const inFlow = isNull(proposal.mergedIntoId);
const child = alias(proposal, 'child');
const bySubmitted = [desc(proposal.submittedAt), desc(proposal.id)];
/** every state but 暂存 (0): the states a submitted proposal can be in */
const submittedStates = Object.keys(proposalStateLabel)
  .map(Number)
  .filter((st) => st !== 0);
// nulls last: the order of proposal_year_number_idx
const byNumber = [sql`${proposal.year} desc nulls last`, asc(proposal.number), desc(proposal.id)];
const unitIdsOf = (s: Scope) => (s.kind === 'unit' ? s.unitIds : []);
/** A handling system's lists over the units under it (takeSysAssignList / takeSysTrackList). */
const childUnitIds = (s: Scope, orgId: string | null) => (s.kind === 'unit' && s.isSystem ? s.unitIds.filter((id) => id !== orgId) : []);
const formalActive = (extra?: SQL) => and(eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true), extra) as SQL;
const handlingSigns = [SignState.handling, SignState.delayed, SignState.returned, SignState.returnRejected, SignState.delayRejected];

/** Every list screen of spec 001 §2.5, as a preset over one query. */
export function viewsFor(orgId: string | null): Record<ProposalListName, View> {
  return {
    // proposers
    my: {
      scope: 'mine',
      where: (_q, s) =>
        s.kind === 'unit' ? sql`false` : ownCondition({ userId: s.userId, orgId: s.kind === 'proposer' ? s.orgId : null }),
      sort: [desc(proposal.updatedAt), desc(proposal.id)],
      few: true,
    },
    joint: { scope: 'mine', where: (q, s) => jointCondition(q, s.userId), sort: bySubmitted, few: true },
    sendBack: { scope: 'mine', where: () => eq(proposal.state, -1), sort: [desc(proposal.updatedAt), desc(proposal.id)], few: true },
    // opened only once filed (service-marks.ts setOpenStatus), and a filed proposal stays in 3, 10, 11 or 12
    open: { scope: 'public', where: () => and(publicCondition, inFlow), sort: byNumber, states: [3, 10, 11, 12] },
    reference: { scope: 'public', where: () => and(publicCondition, eq(proposal.state, 12)), sort: byNumber },
    // the office
    receive: {
      scope: 'office',
      where: () => and(eq(proposal.state, 1), inFlow),
      sort: [asc(proposal.submittedAt), asc(proposal.id)],
      inScope: true,
    },
    check: {
      scope: 'office',
      where: () => and(eq(proposal.state, 2), inFlow),
      sort: [asc(proposal.receivedAt), asc(proposal.id)],
      inScope: true,
    },
    preAssign: { scope: 'office', where: () => and(eq(proposal.state, 3), inFlow), sort: byNumber, inScope: true },
    assign: { scope: 'office', where: () => and(eq(proposal.state, 3), inFlow), sort: byNumber, inScope: true },
    track: {
      scope: 'office',
      where: () => and(inArray(proposal.state, [10, 11]), inFlow),
      sort: byNumber,
      inScope: true,
      states: [10, 11],
    },
    all: {
      scope: 'office',
      where: () => ne(proposal.state, 0),
      sort: bySubmitted,
      inScope: true,
      states: submittedStates,
      statesImplied: true,
    },
    key: { scope: 'office', where: () => eq(proposal.isKey, true), sort: byNumber, inScope: true, few: true },
    excellent: { scope: 'office', where: () => eq(proposal.isExcellent, true), sort: byNumber, inScope: true, few: true },
    good: { scope: 'office', where: () => eq(proposal.isGood, true), sort: byNumber, inScope: true, few: true },
    letter: { scope: 'office', where: () => eq(proposal.state, 16), sort: bySubmitted, inScope: true },
    // not filed: moved to one of the three destinations (service-office.ts notFile, and records of them)
    noFiled: { scope: 'office', where: () => eq(proposal.caseState, 4), sort: bySubmitted, inScope: true, states: [14, 15, 16] },
    unsatisfied: { scope: 'office', where: () => eq(proposal.state, 11), sort: byNumber, inScope: true },
    displeasure: {
      scope: 'office',
      // the flag set with a 不满意 rating (proposal_displeased_idx, whose predicate has these states), not a
      // search of the ratings; rated after a reply, so handling, re-handling or concluded, and back in 待交办
      // (not listed) if its only unit is then let go
      where: () => eq(proposal.displeased, true),
      sort: byNumber,
      states: [10, 11, 12],
      inScope: true,
    },
    record: { scope: 'office', where: () => eq(proposal.isRecord, true), sort: byNumber, inScope: true, few: true },
    merge: {
      scope: 'office',
      // the main proposals of live merged ones, read from proposal_merged_into_idx (not a probe per proposal)
      where: (q) =>
        inArray(
          proposal.id,
          q
            .select({ id: child.mergedIntoId })
            .from(child)
            .where(and(isNotNull(child.mergedIntoId), isNull(child.deletedAt))),
        ),
      sort: bySubmitted,
      inScope: true,
      few: true,
    },
    // handling units
    preSign: {
      scope: 'unit',
      where: (q, s) => assignedCondition(q, unitIdsOf(s), and(eq(proposalUnit.phase, 'pre'), eq(proposalUnit.preFeedback, 0))),
      sort: byNumber,
      unitRows: 'pre',
      inScope: true,
      few: true,
    },
    sign: {
      scope: 'unit',
      where: (q) => assignedCondition(q, orgId ? [orgId] : [], formalActive(eq(proposalUnit.signState, 0))),
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
    handling: {
      scope: 'unit',
      where: (q) =>
        and(
          inArray(proposal.state, [10, 11]),
          assignedCondition(q, orgId ? [orgId] : [], formalActive(inArray(proposalUnit.signState, handlingSigns))),
        ) as SQL,
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
    finish: {
      scope: 'unit',
      where: (q) => assignedCondition(q, orgId ? [orgId] : [], and(eq(proposalUnit.phase, 'formal'), eq(proposalUnit.signState, 2))),
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
    takeSysAssign: {
      scope: 'unit',
      where: (q, s) => assignedCondition(q, childUnitIds(s, orgId), formalActive(eq(proposalUnit.signState, 0))),
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
    takeSysTrack: {
      scope: 'unit',
      where: (q, s) => and(inArray(proposal.state, [10, 11, 12]), assignedCondition(q, childUnitIds(s, orgId), formalActive())) as SQL,
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
  };
}
export type ViewName = ProposalListName;

/** the sort keys some proposals have no value for */
const nullableSorts = new Set<ProposalSortKey>(['number', 'submittedAt', 'filedAt', 'assignedAt']);
const sortable: Record<ProposalSortKey, AnyPgColumn> = {
  number: proposal.number,
  submittedAt: proposal.submittedAt,
  filedAt: proposal.filedAt,
  assignedAt: proposal.assignedAt,
  updatedAt: proposal.updatedAt,
  title: proposal.title,
  state: proposal.state,
};

const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);
const dayEnd = (d: string) => new Date(`${d}T23:59:59.999+08:00`);

/**
 * `column ILIKE %text%`, led by a condition the GIN index on the column's characters answers
 * (proposal_title_chars_idx, proposal_proposer_name_chars_idx): every character of the text must be
 * among the column's. ILIKE compares lower() of both sides, so a row it matches always passes the
 * character test and the results are the same; the index only spares reading the rows that cannot
 * match. Characters rather than trigrams (pg_trgm): a Chinese keyword is mostly one or two characters,
 * too short for a trigram, and PGlite's C locale gives Chinese text no trigrams at all.
 */
function containsText(column: AnyPgColumn, text: string, indexed: boolean): SQL {
  // a handling unit's list starts from its own assignments, a few thousand at most: ILIKE over those is
  // cheaper than the index's candidates over the whole table, which the planner takes when it thinks a
  // word rare (养老 in one title of ten: 300 ms on PostgreSQL for 243 rows)
  if (!indexed) return ilike(column, likePattern(text));
  // ILIKE first: where the rows are read in a sort index's order, the character array is built
  // only for the rows ILIKE already matched
  return and(
    ilike(column, likePattern(text)),
    sql`string_to_array(lower(${column}), NULL) @> string_to_array(lower(${text}::text), NULL)`,
  ) as SQL;
}

/**
 * The search fields' conditions. `ownUnits`, given on a handling unit's lists (its units): the unit
 * filters (办理状态, 办理结果) are about its own assignments, not about any unit's (its 已答复 by 办理结果
 * A are the replies it rated A; the office's lists match any unit), and text is matched by plain ILIKE
 * (containsText). `plainText`: text by plain ILIKE on any list (a page of a search known to match more
 * than listLimits.searchTotalCap rows, pageProposals).
 */
function filterConditions(q: Queryable, f: Filters, ownUnits?: string[], plainText = false): (SQL | undefined)[] {
  const indexed = !ownUnits && !plainText;
  // IN, not EXISTS: the planner may read the matching unit rows first (proposal_unit_formal_idx)
  const unitRow = (extra: SQL) =>
    inArray(
      proposal.id,
      q
        .select({ id: proposalUnit.proposalId })
        .from(proposalUnit)
        .where(formalActive(and(extra, ownUnits?.length ? inArray(proposalUnit.unitId, ownUnits) : undefined))),
    );
  const numeric = f.keyword && /^\d{1,9}$/.test(f.keyword) ? Number(f.keyword) : null;
  return [
    f.keyword
      ? or(
          containsText(proposal.title, f.keyword, indexed),
          containsText(proposal.proposerName, f.keyword, indexed),
          numeric !== null ? eq(proposal.number, numeric) : undefined,
        )
      : undefined,
    f.sessionId ? eq(proposal.sessionId, f.sessionId) : undefined,
    f.year !== undefined ? eq(proposal.year, f.year) : undefined,
    f.typeId ? eq(proposal.typeId, f.typeId) : undefined,
    f.state !== undefined ? eq(proposal.state, f.state) : undefined,
    f.caseState !== undefined ? eq(proposal.caseState, f.caseState) : undefined,
    f.number !== undefined ? eq(proposal.number, f.number) : undefined,
    f.proposerType !== undefined ? eq(proposal.proposerType, f.proposerType) : undefined,
    f.proposerName ? containsText(proposal.proposerName, f.proposerName, indexed) : undefined,
    f.isJoint !== undefined ? eq(proposal.isJoint, f.isJoint) : undefined,
    f.unitId ? unitRow(eq(proposalUnit.unitId, f.unitId)) : undefined,
    f.signState !== undefined ? unitRow(eq(proposalUnit.signState, f.signState)) : undefined,
    f.handleLevel ? unitRow(eq(proposalUnit.handleLevel, f.handleLevel)) : undefined,
    f.from ? gte(proposal.submittedAt, dayStart(f.from)) : undefined,
    f.to ? lte(proposal.submittedAt, dayEnd(f.to)) : undefined,
  ];
}

function checkViewScope(view: View, s: Scope): void {
  if (view.scope === 'public' || view.scope === 'mine') return;
  if (view.scope !== s.kind) throw forbidden();
}

/**
 * How a list page is read (docs/proposal-statistics.md, Lists at scale); the tests lower both to read every
 * path with the demo data. First the matching rows are counted, by whatever plan suits the conditions.
 *  - totalCap: the count stops at one more than this, and a list with more says this number with
 *    totalCapped (共10000+条数据), so no page counts 200,000 rows. Paging works over those rows (667
 *    pages of 15) and past them; a narrower filter gives the exact number again.
 *  - searchTotalCap: the same for a search by keyword or proposer (共1000+条数据): each candidate the
 *    character index gives must be read to be counted, and a word in one title of ten gives 20,000.
 *  - readByIds: up to this many, the page is all matching rows read by that same plan and then
 *    sorted, so the planner cannot walk a sort index past thousands of rows that do not match, which
 *    it does when it misjudges where the matching rows are (sendBack; a list sorted by a time most
 *    of the table has not got yet). More are read along the sort index, where they come soon.
 */
export const listLimits = { totalCap: 10_000, searchTotalCap: 1_000, readByIds: 4_000 };

/** One page of a list screen, inside the caller's data scope. */
export async function pageProposals(q: Queryable, principal: Principal, name: ViewName, f: Filters): Promise<PageResult<ProposalListItem>> {
  const scope = await scopeOf(q, principal);
  const view = viewsFor(principal.orgId)[name];
  checkViewScope(view, scope);
  // the office sees everything but other people's drafts: a state filter other than 0 says as much
  const inScope = view.inScope || (scope.kind === 'office' && f.state !== undefined && f.state !== 0);
  const conditions = (plainText: boolean) =>
    and(
      isNull(proposal.deletedAt),
      view.where(q, scope),
      view.states && !view.statesImplied ? inArray(proposal.state, view.states) : undefined,
      view.scope === 'public' || inScope ? undefined : visibleCondition(q, scope),
      ...filterConditions(q, f, view.scope === 'unit' ? unitIdsOf(scope) : undefined, plainText),
    );
  const where = conditions(false);
  // only the sorts the page offers (another key gives the default order, as an unknown one does)
  const key = proposalListOffers[name].sorts.find((k) => k === f.sort);
  const column = key ? sortable[key] : undefined;
  // rows without the value come last either way (a proposal not yet numbered, filed or assigned)
  const lastNulls = column && !f.order && nullableSorts.has(key!) ? column : undefined;
  const order = lastNulls
    ? [sql`${lastNulls} desc nulls last`, ...view.sort]
    : orderOf(key && column ? { [key]: column } : {}, key, f.order, view.sort);
  const offset = offsetOf(f);
  const search = Boolean(f.keyword || f.proposerName);
  const cap = search ? listLimits.searchTotalCap : listLimits.totalCap;
  const page = { size: f.pageSize, offset };
  const few = view.few ? await readFew(q, where, order, Math.min(listLimits.readByIds, cap), page) : undefined;
  if (few) return { list: await presentList(q, scope, few.rows, view.unitRows), total: few.n };
  // counted in the database up to one more than the cap, by whatever plan suits the conditions
  const n = await countUpTo(q, where, cap + 1);
  const total = Math.min(n, cap);
  // past the last row there is nothing to read; past the cap the rows are still there
  if (n <= cap && offset >= n) return { list: [], total };
  // a search past its cap matches a thousand rows and more: along the sort index they come soon, where the
  // character index's candidates (the planner counts a tenth of them) would all be read and sorted first
  // (track/page 养老: 3,917 rows read for 15, 25 ms; along the index 1 ms)
  const readWhere = search && n > cap ? conditions(true) : where;
  let rows: ProposalRow[];
  if (n <= Math.min(listLimits.readByIds, cap)) {
    // few: all of them, read by the same plan as the count, then sorted. The subquery's LIMIT
    // (never reached) keeps it apart, so the planner cannot turn it into a walk along a sort index
    rows = await q
      .select()
      .from(matching(q, readWhere, cap + 1))
      .orderBy(...order)
      .limit(page.size)
      .offset(page.offset);
  } else if (lastNulls) {
    const groups = [
      { where: and(readWhere, isNotNull(lastNulls)), order: [desc(lastNulls), ...view.sort] },
      { where: and(readWhere, isNull(lastNulls)), order: view.sort },
    ];
    rows = await pageByGroups(q, groups, page);
  } else if (key === 'state' && view.states) {
    const states = [...view.states].sort((x, y) => (f.order ? x - y : y - x));
    rows = await pageByGroups(
      q,
      states.map((st) => ({ where: and(readWhere, eq(proposal.state, st)), order: view.sort })),
      page,
    );
  } else {
    // many: along the sort index, where matching rows come soon
    rows = await q
      .select()
      .from(proposal)
      .where(readWhere)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.offset);
  }
  const list = await presentList(q, scope, rows, view.unitRows);
  return n > cap ? { list, total, totalCapped: true } : { list, total };
}

/**
 * The matching rows, at most `most`, as a subquery named proposal, so that the table's columns (and a list's
 * order) name its columns. The LIMIT keeps it apart: the planner reads it by the plan that suits the
 * conditions, not by walking a sort index of the query around it.
 */
const matching = (q: Queryable, where: SQL | undefined, most: number) => q.select().from(proposal).where(where).limit(most).as('proposal');

/**
 * A page of a list of at most `most` rows, with their number, in one query: the matching rows (up to one
 * more than `most`) counted by a window over them and sorted. Undefined when there are more, or when the
 * page lies past the last row (no row to carry the count): the caller counts first then, as for any list.
 */
async function readFew(
  q: Queryable,
  where: SQL | undefined,
  order: SQL[],
  most: number,
  page: { size: number; offset: number },
): Promise<{ n: number; rows: ProposalRow[] } | undefined> {
  const found = await q
    .select({ row: getTableColumns(proposal), n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matching(q, where, most + 1))
    .orderBy(...order)
    .limit(page.size)
    .offset(page.offset);
  const n = found[0]?.n ?? 0;
  if (n > most || (!found.length && page.offset > 0)) return undefined;
  return { n, rows: found.map((r) => r.row) };
}

interface Group {
  where: SQL | undefined;
  order: SQL[];
}

/**
 * A page of a list that falls into groups, each a range of the sort order read by a plan of its own:
 * the rows of the first group in its order, then the second's, and so on, reading a group only when the
 * page reaches it. Each group is counted first (only up to the rows the page needs). Same rows and
 * order as the one ORDER BY over the list (list-paging.test.ts reads both).
 *  - descending by the number or a time: the rows with the value, along the column's index from its top
 *    (IS NOT NULL starts the walk past the 80,000 proposals not yet numbered, which a descending walk
 *    would pass first), then those without it in the list's own order;
 *  - by state, on a list of a few states (View.states): one state after another, each in the list's own
 *    order (an index led by the state gives each at once, where one walk along the states passes every
 *    proposal in the states before).
 */
async function pageByGroups(q: Queryable, groups: Group[], page: { size: number; offset: number }): Promise<ProposalRow[]> {
  const rows: ProposalRow[] = [];
  let skip = page.offset;
  for (const g of groups) {
    const need = page.size - rows.length;
    if (need === 0) break;
    // counted first, without an order: an empty group is then one index probe, where an ordered read
    // with a LIMIT may walk the whole sort index looking for a row it has not got
    const n = await countUpTo(q, g.where, skip + need);
    if (n <= skip) {
      skip -= n;
      continue;
    }
    rows.push(
      ...(await q
        .select()
        .from(proposal)
        .where(g.where)
        .orderBy(...g.order)
        .limit(need)
        .offset(skip)),
    );
    skip = 0;
  }
  return rows;
}

async function countUpTo(q: Queryable, where: SQL | undefined, most: number): Promise<number> {
  if (most === 0) return 0;
  const [{ n }] = await q.select({ n: count() }).from(q.select({ one: sql`1` }).from(proposal).where(where).limit(most).as('counted'));
  return n;
}

async function presentList(q: Queryable, scope: Scope, rows: ProposalRow[], unitRows?: 'pre' | 'formal'): Promise<ProposalListItem[]> {
  const ids = rows.map((r) => r.id);
  const [sessions, types, mine, joints] = await Promise.all([
    proposalSessionNames(
      q,
      rows.map((r) => r.sessionId),
    ),
    proposalTypeNames(
      q,
      rows.flatMap((r) => (r.typeId ? [r.typeId] : [])),
    ),
    unitRows && scope.kind === 'unit' && ids.length
      ? q
          .select()
          .from(proposalUnit)
          .where(and(inArray(proposalUnit.proposalId, ids), inArray(proposalUnit.unitId, scope.unitIds), eq(proposalUnit.phase, unitRows)))
          .orderBy(desc(proposalUnit.active), desc(proposalUnit.createdAt))
      : Promise.resolve([]),
    scope.kind === 'proposer' && ids.length
      ? q
          .select({ proposalId: proposalJoint.proposalId, state: proposalJoint.state })
          .from(proposalJoint)
          .where(and(inArray(proposalJoint.proposalId, ids), eq(proposalJoint.userId, scope.userId)))
      : Promise.resolve([]),
  ]);
  const myUnit = new Map<string, (typeof mine)[number]>();
  for (const u of mine) if (!myUnit.has(u.proposalId)) myUnit.set(u.proposalId, u);
  const cosigned = new Map(joints.map((j) => [j.proposalId, j.state]));
  return rows.map((r) => {
    const masked = scope.kind !== 'office' && !isOwner(scope, r) && !cosigned.has(r.id) && !myUnit.has(r.id);
    const u = myUnit.get(r.id);
    return presentRow(r, sessions, types, masked, u ?? null, cosigned.get(r.id) ?? null);
  });
}

function presentRow(
  r: ProposalRow,
  sessions: Map<string, string>,
  types: Map<string, string>,
  masked: boolean,
  u: typeof proposalUnit.$inferSelect | null,
  myJointState: number | null,
): ProposalListItem {
  // open status 1 hides the number, 2 the proposer, from readers who see it only because it is public
  const hideNumber = masked && r.openStatus === 1;
  const hideProposer = masked && r.openStatus === 2;
  return {
    id: r.id,
    sessionId: r.sessionId,
    sessionName: sessions.get(r.sessionId) ?? null,
    year: r.year,
    number: hideNumber ? null : r.number,
    title: r.title,
    typeId: r.typeId,
    typeName: r.typeId ? (types.get(r.typeId) ?? null) : null,
    proposerType: r.proposerType,
    proposerId: hideProposer ? null : r.proposerId,
    proposerName: hideProposer ? '（不公开）' : r.proposerName,
    isJoint: r.isJoint,
    jointNames: hideProposer ? null : r.jointNames,
    state: r.state,
    stateName: proposalStateLabel[r.state] ?? String(r.state),
    caseState: r.caseState,
    openStatus: r.openStatus,
    isKey: r.isKey,
    isExcellent: r.isExcellent,
    isGood: r.isGood,
    isPlenary: r.isPlenary,
    isRecord: r.isRecord,
    mergeState: r.mergeState,
    mergedIntoId: r.mergedIntoId,
    notFiledReason: r.notFiledReason,
    unitNames: r.unitNames,
    submittedAt: iso(r.submittedAt),
    filedAt: iso(r.filedAt),
    assignedAt: iso(r.assignedAt),
    concludedAt: iso(r.concludedAt),
    updatedAt: r.updatedAt.toISOString(),
    myUnit: u
      ? { signState: u.signState, handleType: u.handleType, deadline: u.deadline, preFeedback: u.preFeedback, repliedAt: iso(u.repliedAt) }
      : null,
    myJointState,
  };
}

const historyActionName: Record<string, string> = {
  create: '起草',
  reassign: '待重新交办',
  preFeedback: '预交办反馈',
  remind: '催办',
  mark: '标记',
  open: '设置公开',
  instruction: '领导批示',
  feedback: '办理反馈',
  officeEdit: '提案办修改',
  record: '录入历史提案',
  ...Object.fromEntries(Object.entries(proposalTransitions).map(([k, t]) => [k, t.label])),
  ...Object.fromEntries(Object.entries(unitTransitions).map(([k, t]) => [k, t.label])),
};

/** GET /proposal/detail/{id}: everything about one proposal the caller may see, and what the caller may do next. */
export async function proposalDetail(q: Queryable, principal: Principal, id: string): Promise<ProposalDetail> {
  const scope = await scopeOf(q, principal);
  const p = await loadVisible(q, scope, id);
  const [joints, units, history, instructions, feedbacks, merged, evaluations] = await Promise.all([
    q.select().from(proposalJoint).where(eq(proposalJoint.proposalId, id)).orderBy(asc(proposalJoint.createdAt)),
    q
      .select()
      .from(proposalUnit)
      .where(eq(proposalUnit.proposalId, id))
      .orderBy(asc(proposalUnit.phase), asc(proposalUnit.handleType), asc(proposalUnit.createdAt)),
    q
      .select()
      .from(proposalHistory)
      .where(eq(proposalHistory.proposalId, id))
      .orderBy(asc(proposalHistory.createdAt), asc(proposalHistory.id)),
    q
      .select()
      .from(proposalInstruction)
      .where(and(eq(proposalInstruction.proposalId, id), isNull(proposalInstruction.deletedAt)))
      .orderBy(asc(proposalInstruction.instructedAt)),
    q.select().from(proposalFeedback).where(eq(proposalFeedback.proposalId, id)).orderBy(asc(proposalFeedback.createdAt)),
    q
      .select({ id: proposal.id, title: proposal.title, proposerName: proposal.proposerName, mergeState: proposal.mergeState })
      .from(proposal)
      .where(and(eq(proposal.mergedIntoId, id), isNull(proposal.deletedAt))),
    q.select().from(proposalEvaluation).where(eq(proposalEvaluation.proposalId, id)),
  ]);
  const myUnits = scope.kind === 'unit' ? units.filter((u) => u.unitId === principal.orgId) : [];
  const cosigner = joints.find((j) => j.userId === principal.userId) ?? null;
  // a unit reading a public proposal it has no part in is an outside reader like any other
  const unitPart = scope.kind === 'unit' && units.some((u) => scope.unitIds.includes(u.unitId));
  const masked = scope.kind !== 'office' && !isOwner(scope, p) && !cosigner && !unitPart;
  const [sessions, types] = await Promise.all([proposalSessionNames(q, [p.sessionId]), proposalTypeNames(q, p.typeId ? [p.typeId] : [])]);
  const formalMine = myUnits.find((u) => u.phase === 'formal' && u.active) ?? null;
  const base = presentRow(p, sessions, types, masked, formalMine, cosigner?.state ?? null);
  // units see pre-assignments only of their own; proposers never see them
  const shownUnits = units.filter((u) => u.phase === 'formal' || scope.kind === 'office' || myUnits.includes(u));
  return {
    ...base,
    content: p.content,
    contentText: p.contentText,
    fileIds: p.fileIds,
    suggestUnitIds: scope.kind === 'office' ? p.suggestUnitIds : [],
    notFiledTo: p.notFiledTo,
    joints: masked
      ? []
      : joints.map((j) => ({ userId: j.userId, username: j.username, state: j.state, opinion: j.opinion, answeredAt: iso(j.answeredAt) })),
    jointOverride: p.jointOverride,
    units: shownUnits.map((u) => ({
      id: u.id,
      unitId: u.unitId,
      unitName: u.unitName,
      phase: u.phase,
      active: u.active,
      handleType: u.handleType,
      preFeedback: u.preFeedback,
      preOpinion: u.preOpinion,
      signState: u.signState,
      signedAt: iso(u.signedAt),
      deadline: u.deadline,
      round: u.round,
      replyContent: u.replyContent,
      replyFileIds: u.replyFileIds,
      handleLevel: u.handleLevel,
      contactName: u.contactName,
      contactPhone: u.contactPhone,
      repliedAt: iso(u.repliedAt),
      satisfaction: u.satisfaction,
      satisfactionComment: u.satisfactionComment,
      evaluatedAt: iso(u.evaluatedAt),
      createdAt: u.createdAt.toISOString(),
    })),
    history: (masked ? [] : history).map((h) => ({
      id: h.id,
      action: h.action,
      actionName: historyActionName[h.action] ?? h.action,
      actorName: h.actorName,
      unitName: h.unitName,
      fromState: h.fromState,
      toState: h.toState,
      opinion: h.opinion,
      createdAt: h.createdAt.toISOString(),
    })),
    instructions: instructions.map((i) => ({
      id: i.id,
      leaderName: i.leaderName,
      content: i.content,
      instructedAt: i.instructedAt,
      createdAt: i.createdAt.toISOString(),
    })),
    feedbacks: feedbacks.map((f) => ({
      id: f.id,
      instructionId: f.instructionId,
      authorName: f.authorName,
      unitName: f.unitName,
      content: f.content,
      createdAt: f.createdAt.toISOString(),
    })),
    merged,
    actions: actionsFor(scope, principal, p, cosigner, units, evaluations),
  };
}

type UnitRow = typeof proposalUnit.$inferSelect;

/** The steps the caller may take now, from the state machine: the web shows exactly these buttons. */
function actionsFor(
  scope: Scope,
  principal: Principal,
  p: ProposalRow,
  cosigner: { state: number } | null,
  units: UnitRow[],
  evaluations: { unitRowId: string; round: number }[],
): string[] {
  const out: string[] = [];
  const perm = (name: string) => principal.permissions.has(name);
  if (isOwner(scope, p)) {
    for (const a of ['save', 'submit', 'remove', 'withdraw'] as const) if (canProposalStep(a, p.state)) out.push(a);
    const rated = new Set(evaluations.map((e) => `${e.unitRowId}:${e.round}`));
    const ratable = units.some(
      (u) => u.phase === 'formal' && u.active && u.signState === SignState.concluded && !rated.has(`${u.id}:${u.round}`),
    );
    if (canProposalStep('evaluate', p.state) && ratable) out.push('evaluate');
  }
  if (cosigner && cosigner.state === -1 && canProposalStep('jointAnswer', p.state)) out.push('jointAnswer');
  if (scope.kind === 'office' && !p.mergedIntoId) {
    for (const a of ['receive', 'sendBack', 'file', 'notFile', 'merge', 'preAssign', 'assign', 'conclude'] as const) {
      if (canProposalStep(a, p.state)) out.push(a);
    }
    if (perm('proposal:all:edit') && p.state !== 0) out.push('officeEdit');
  }
  if (scope.kind === 'unit') {
    const mine = units.filter((u) => u.unitId === principal.orgId);
    if (p.state === 3 && mine.some((u) => u.phase === 'pre' && u.preFeedback === 0)) out.push('preFeedback');
    const row = mine.find((u) => u.phase === 'formal' && u.active);
    if (row && (p.state === 10 || p.state === 11)) {
      for (const a of ['sign', 'backApply', 'delayApply', 'reply'] as const) if (canUnitStep(a, row.signState)) out.push(a);
    }
  }
  return out;
}

/** Proposals of a list for exports and statistics later: the same filters, without paging (bounded). */
export const proposalWhereForOffice = (q: Queryable, f: Filters) =>
  and(isNull(proposal.deletedAt), ne(proposal.state, 0), ...filterConditions(q, f));
