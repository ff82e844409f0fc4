import type { proposalSortKeys } from './proposal';

/** The list pages of the proposal area (POST /proposal/{…}/page), by the name of their server view. */
export type ProposalListName =
  | 'my'
  | 'joint'
  | 'sendBack'
  | 'open'
  | 'reference'
  | 'receive'
  | 'check'
  | 'preAssign'
  | 'assign'
  | 'track'
  | 'all'
  | 'key'
  | 'excellent'
  | 'good'
  | 'letter'
  | 'noFiled'
  | 'unsatisfied'
  | 'displeasure'
  | 'record'
  | 'merge'
  | 'preSign'
  | 'sign'
  | 'handling'
  | 'finish'
  | 'takeSysAssign'
  | 'takeSysTrack';

export type ProposalSortKey = (typeof proposalSortKeys)[number];

/** The search fields of a list page; each is one or two fields of proposalPageQuery (submitRange: from/to). */
export type ProposalFilterKey =
  | 'session'
  | 'year'
  | 'type'
  | 'state'
  | 'caseState'
  | 'isJoint'
  | 'proposerName'
  | 'number'
  | 'handleLevel'
  | 'signState'
  | 'submitRange';

export interface ProposalListOffer {
  /** the columns the page sorts by; the server sorts a list only by these (another key gives the default order) */
  sorts: readonly ProposalSortKey[];
  /** the fields of the page's advanced search, besides the keyword */
  filters: readonly ProposalFilterKey[];
}

const officeFlow = ['session', 'year', 'type', 'isJoint', 'proposerName', 'submitRange'] as const;
const officeAfter = ['session', 'year', 'type', 'proposerName', 'number', 'isJoint'] as const;
const unitLists = ['session', 'year', 'type', 'proposerName', 'number'] as const;
const marked: ProposalListOffer = { sorts: ['number', 'title', 'state'], filters: [...officeAfter, 'state', 'handleLevel'] };

/**
 * What each list page offers to sort and filter by: the web page shows exactly these, the server
 * sorts only by these, and bench/proposal-scale.ts measures every one of them. A sort a list cannot
 * use is not offered (a number on lists of proposals not yet filed, a filing time on the receive list).
 */
export const proposalListOffers: Record<ProposalListName, ProposalListOffer> = {
  my: {
    sorts: ['number', 'title', 'state', 'submittedAt', 'updatedAt'],
    filters: ['session', 'year', 'type', 'state', 'isJoint', 'submitRange'],
  },
  joint: { sorts: ['number', 'title', 'state', 'submittedAt'], filters: ['session', 'year', 'type', 'state', 'submitRange'] },
  sendBack: { sorts: ['title', 'state', 'submittedAt', 'updatedAt'], filters: ['session', 'year', 'type', 'submitRange'] },
  open: {
    sorts: ['number', 'title', 'state', 'submittedAt'],
    filters: ['session', 'year', 'type', 'state', 'handleLevel', 'submitRange'],
  },
  reference: { sorts: ['number', 'title'], filters: ['session', 'year', 'type', 'proposerName', 'handleLevel'] },
  receive: { sorts: ['title', 'state', 'submittedAt'], filters: officeFlow },
  check: { sorts: ['title', 'state', 'submittedAt'], filters: officeFlow },
  preAssign: { sorts: ['number', 'title', 'filedAt'], filters: officeFlow },
  assign: { sorts: ['number', 'title', 'filedAt'], filters: officeFlow },
  track: {
    sorts: ['number', 'title', 'state', 'assignedAt'],
    filters: ['session', 'year', 'type', 'state', 'handleLevel', 'submitRange'],
  },
  all: {
    sorts: ['number', 'title', 'state', 'submittedAt'],
    filters: ['session', 'year', 'type', 'state', 'caseState', 'isJoint', 'proposerName', 'number', 'handleLevel', 'submitRange'],
  },
  key: marked,
  excellent: marked,
  good: marked,
  letter: { sorts: ['title', 'submittedAt', 'updatedAt'], filters: ['session', 'year', 'type', 'proposerName', 'submitRange'] },
  noFiled: { sorts: ['title', 'state', 'submittedAt'], filters: ['session', 'year', 'type', 'state', 'proposerName', 'submitRange'] },
  unsatisfied: { sorts: ['number', 'title', 'state', 'assignedAt'], filters: officeAfter },
  displeasure: { sorts: ['number', 'title', 'state'], filters: [...officeAfter, 'state'] },
  record: { sorts: ['number', 'title', 'state', 'submittedAt'], filters: ['session', 'year', 'type', 'state', 'proposerName', 'number'] },
  merge: { sorts: ['number', 'title', 'state', 'submittedAt'], filters: ['session', 'year', 'type', 'state', 'submitRange'] },
  preSign: { sorts: ['number', 'title', 'filedAt'], filters: unitLists },
  sign: { sorts: ['number', 'title', 'assignedAt'], filters: unitLists },
  handling: { sorts: ['number', 'title', 'assignedAt'], filters: [...unitLists, 'signState'] },
  finish: { sorts: ['number', 'title', 'state'], filters: [...unitLists, 'handleLevel'] },
  takeSysAssign: { sorts: ['number', 'title', 'assignedAt'], filters: unitLists },
  takeSysTrack: { sorts: ['number', 'title', 'state', 'assignedAt'], filters: [...unitLists, 'state', 'handleLevel'] },
};
