import type { ProposalTypeOption } from '@cppcc/contracts';
import type { Queryable } from '../../../platform/db/client';
import { treeTypeService } from '../../../platform/reference/tree-types';
import { proposalType } from './tables';

/** Proposal types (提案类别): a tree of reference data. */
export const proposalTypes = treeTypeService(proposalType, {
  objectType: 'proposalType',
  label: '提案类别',
  deleteGuard: 'proposal.type',
});

/** GET /proposalType/options: enabled categories, parents before children. */
export async function proposalTypeOptions(q: Queryable): Promise<ProposalTypeOption[]> {
  return (await proposalTypes.options(q)).map((o) => ({ id: o.id, parentId: o.parentId, name: o.name, proposalLevel: o.level }));
}

/** The name of a category (deleted ones included), or null. */
export async function proposalTypeName(q: Queryable, id: string): Promise<string | null> {
  return (await proposalTypes.names(q, [id])).get(id) ?? null;
}

/** Names of many categories at once, for lists. */
export const proposalTypeNames = (q: Queryable, ids: string[]) => proposalTypes.names(q, ids);
