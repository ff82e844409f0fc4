import { ProposalState } from '@cppcc/contracts';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { corpusIndex } from '../../../platform/services';
import { proposalSession } from '../setup/tables';
import { proposal } from '../tables';

/** Drafts and withdrawn proposals are nobody's earlier work: the duplicate check never reports them. */
const UNSEARCHABLE: number[] = [ProposalState.stored, ProposalState.withdrawn];

/** Steps after which a proposal's text or searchability may have changed. */
export const SIMILAR_ACTIONS = new Set(['submit', 'save', 'withdraw', 'remove', 'officeEdit', 'record']);

/**
 * Brings the proposal's entry in the duplicate-check corpus in line with the row, inside the
 * step's transaction (docs/intellect.md: the index is updated with the document).
 */
export async function syncProposalSimilar(tx: Queryable, proposalId: string): Promise<void> {
  const [p] = await tx
    .select({
      id: proposal.id,
      title: proposal.title,
      content: proposal.content,
      state: proposal.state,
      number: proposal.number,
      year: proposal.year,
      sessionId: proposal.sessionId,
      deletedAt: proposal.deletedAt,
      sessionName: proposalSession.name,
    })
    .from(proposal)
    .leftJoin(proposalSession, eq(proposalSession.id, proposal.sessionId))
    .where(eq(proposal.id, proposalId))
    .limit(1);
  if (!p || p.deletedAt || UNSEARCHABLE.includes(p.state)) {
    await corpusIndex().remove(tx, 'proposal', proposalId);
    return;
  }
  await corpusIndex().put(tx, {
    corpus: 'proposal',
    docId: p.id,
    title: p.title,
    source: [p.sessionName, p.number ? `第${p.number}号` : null].filter(Boolean).join(' '),
    contentHtml: p.content,
    sessionId: p.sessionId,
    year: p.year,
  });
}

/** Indexes every searchable proposal; the demo seed inserts rows directly and calls this once. */
export async function indexAllProposals(tx: Queryable): Promise<void> {
  const rows = await tx
    .select({ id: proposal.id })
    .from(proposal)
    .where(and(isNull(proposal.deletedAt), notInArray(proposal.state, UNSEARCHABLE)));
  for (const r of rows) await syncProposalSimilar(tx, r.id);
}
