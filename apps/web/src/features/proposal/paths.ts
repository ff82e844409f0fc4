import { ProposalPage, ProposalState, UserType } from '@cppcc/contracts';

/*
 * The web's helpers around the proposal pages; the page URLs and list endpoints themselves are
 * contracts (ProposalPage, ProposalListApi), shared with the server's menus and list routes.
 */

/** A page of one record: `page?id=…` (the form pages read the id from the query). */
export const withId = (page: string, id: string, param = 'id') => `${page}?${param}=${encodeURIComponent(id)}`;

/** The detail page of a proposal. */
export const detailPath = (id: string) => ProposalPage.detail.replace(':id', encodeURIComponent(id));

/** Where a proposer writes: members on the member drafting page, collectives and the office on theirs. */
export const addPath = (userType: number | null) => (userType === UserType.member ? ProposalPage.memberAdd : ProposalPage.collectiveAdd);

/** Where a proposer edits: a sent-back proposal on its own page, drafts on the drafting page of their kind. */
export function editPath(p: { id: string; state: number }, userType: number | null): string {
  return withId(p.state === ProposalState.returned ? ProposalPage.sendBackEdit : addPath(userType), p.id);
}

/** The lists a proposal detail is opened from, one per kind of user (AppRoute.parent). */
export const DETAIL_PARENTS = [
  ProposalPage.allList,
  ProposalPage.trackList,
  ProposalPage.receiveList,
  ProposalPage.myList,
  ProposalPage.collectiveAdd,
  ProposalPage.jointList,
  ProposalPage.openList,
  ProposalPage.handlingList,
  ProposalPage.signList,
  ProposalPage.preSignList,
  ProposalPage.finishList,
  ProposalPage.takeSysTrackList,
];
