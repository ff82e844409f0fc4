import { type PageResult, type ProposalListItem, proposalListOffers } from '@cppcc/contracts';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { forbidden } from '../../../platform/errors';
import { offsetOf, orderOf } from '../../../platform/http/paging';
import { type ProposalRow, type Scope, scopeOf, visibleCondition } from '../core/access';
import { proposal } from '../tables';
import { filterConditions, nullableSorts, sortable } from './filters';
import { presentList } from './present';
import { type Filters, unitIdsOf, type View, type ViewName, viewsFor } from './views';

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

/** The view of a list screen and its conditions for this caller and these filters (403 outside the view's scope). */
function listConditions(q: Queryable, principal: Principal, scope: Scope, name: ViewName, f: Filters) {
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
  return { view, conditions };
}

/**
 * The total a list screen shows for these filters, counted without reading a row (the home's to-dos):
 * the same conditions and the same cap as the page, so the two can never disagree.
 */
export async function countProposals(q: Queryable, principal: Principal, scope: Scope, name: ViewName, f: Filters): Promise<number> {
  const { conditions } = listConditions(q, principal, scope, name, f);
  const search = Boolean(f.keyword || f.proposerName);
  const cap = search ? listLimits.searchTotalCap : listLimits.totalCap;
  return Math.min(await countUpTo(q, conditions(false), cap + 1), cap);
}

/** One page of a list screen, inside the caller's data scope. */
export async function pageProposals(q: Queryable, principal: Principal, name: ViewName, f: Filters): Promise<PageResult<ProposalListItem>> {
  const scope = await scopeOf(q, principal);
  const { view, conditions } = listConditions(q, principal, scope, name, f);
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
