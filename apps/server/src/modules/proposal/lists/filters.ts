import type { ProposalSortKey } from '@cppcc/contracts';
import { and, eq, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client';
import { containsText } from '../../../platform/db/contains-text';
import { dayEnd, dayStart } from '../../../platform/time/china';
import { proposal, proposalUnit } from '../tables';
import { type Filters, formalActive } from './views';

/** the sort keys some proposals have no value for */
export const nullableSorts = new Set<ProposalSortKey>(['number', 'submittedAt', 'filedAt', 'assignedAt']);
export const sortable: Record<ProposalSortKey, AnyPgColumn> = {
  number: proposal.number,
  submittedAt: proposal.submittedAt,
  filedAt: proposal.filedAt,
  assignedAt: proposal.assignedAt,
  updatedAt: proposal.updatedAt,
  title: proposal.title,
  state: proposal.state,
};

/**
 * The search fields' conditions. `ownUnits`, given on a handling unit's lists (its units): the unit
 * filters (办理状态, 办理结果) are about its own assignments, not about any unit's (its 已答复 by 办理结果
 * A are the replies it rated A; the office's lists match any unit), and text is matched by plain ILIKE
 * (containsText). `plainText`: text by plain ILIKE on any list (a page of a search known to match more
 * than listLimits.searchTotalCap rows, pageProposals).
 */
export function filterConditions(q: Queryable, f: Filters, ownUnits?: string[], plainText = false): (SQL | undefined)[] {
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

/** Proposals of a list for exports and statistics later: the same filters, without paging (bounded). */
export const proposalWhereForOffice = (q: Queryable, f: Filters) =>
  and(isNull(proposal.deletedAt), ne(proposal.state, 0), ...filterConditions(q, f));
