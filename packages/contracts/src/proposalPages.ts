import type { ProposalListName } from './proposalLists';

/**
 * The page URLs of the proposal area (routes.tsv area `proposal`), named once: the web's routes declare
 * them, its links and step tables build theirs from them, the server's menus point at them. The
 * appraisal and statistics pages are ProposalAppraisePage and ProposalStatPage (proposalStats.ts).
 */
export const ProposalPage = {
  desktop: '/proposal/desktop',
  detail: '/proposal/proposalDetail/:id',
  sessionList: '/proposal/proposalSessionList',
  typeList: '/proposal/proposalTypeList',
  // draft: the proposers' pages
  memberAdd: '/proposal/member/addProposal',
  collectiveAdd: '/proposal/addProposal',
  myList: '/proposal/member/myProposalList',
  jointList: '/proposal/jointProposal',
  sendBackList: '/proposal/sendBackProposal',
  sendBackEdit: '/proposal/sendBackProposal/editProposal',
  openList: '/proposal/openProposalList',
  // office: from receipt to assignment and tracking
  receiveList: '/proposal/receiveList',
  receiveForm: '/proposal/receiveForm',
  receiveProof: '/proposal/receiveProof',
  checkList: '/proposal/checkList',
  checkForm: '/proposal/checkForm',
  mergeList: '/proposal/mergeProposalList',
  mergeForm: '/proposal/mergeProposalListForm',
  preAssignList: '/proposal/preAssignList',
  preAssignRecord: '/proposal/preAssignRecord',
  assignList: '/proposal/assignList',
  assignRecord: '/proposal/assignRecord',
  trackList: '/proposal/trackList',
  trackDispleasure: '/proposal/trackList/displeasureProposalForm',
  // handling: the units' pages
  preSignList: '/proposal/preSignList',
  preSignFeedback: '/proposal/preSignFeedback',
  signList: '/proposal/signList',
  signFor: '/proposal/signFor',
  handlingList: '/proposal/handlingList',
  handlingForm: '/proposal/handlingForm',
  finishList: '/proposal/finishList',
  backRecord: '/proposal/backRecord',
  delayRecord: '/proposal/delayRecord',
  remindRecord: '/proposal/remindRecord',
  takeSysAssignList: '/proposal/takeSysAssignList',
  takeSysTrackList: '/proposal/takeSysTrackList',
  yearSummary: '/proposal/yearSummary',
  yearSummaryForm: '/proposal/yearSummary/form',
  yearSummaryDetail: '/proposal/yearSummary/detail',
  // after handling
  unsatisfiedList: '/proposal/unsatisfiedList',
  keyList: '/proposal/keyProposalList',
  excellentList: '/proposal/excellentProposalList',
  goodList: '/proposal/goodProposalList',
  letterList: '/proposal/letterProposalList',
  noFiledList: '/proposal/noFiledProposalList',
  displeasureList: '/proposal/displeasureProposalList',
  displeasureForm: '/proposal/displeasureProposalForm',
  recordList: '/proposal/recordProposalList',
  recordForm: '/proposal/recordProposalForm',
  allList: '/proposal/allProposalList',
  allForm: '/proposal/allProposalListForm',
  reference: '/proposal/reference',
  referenceDetail: '/proposal/reference/detail',
  instructionList: '/proposal/instructionList',
  feedbackForm: '/proposal/feedBackForm',
  flow: '/proposal/proposalFlow',
  keywordsList: '/proposal/keywordsList',
} as const;

/**
 * The list endpoints of docs/proposals.md (relative to /api), one per list name: the web calls them, the
 * server registers its list routes from them.
 */
export const ProposalListApi = {
  my: '/proposal/my/page',
  joint: '/proposal/joint/page',
  sendBack: '/proposal/sendBack/page',
  open: '/proposal/open/page',
  reference: '/proposal/reference/page',
  receive: '/proposal/receive/page',
  check: '/proposal/check/page',
  preAssign: '/proposal/preAssign/page',
  assign: '/proposal/assign/page',
  track: '/proposal/track/page',
  all: '/proposal/all/page',
  key: '/proposal/key/page',
  excellent: '/proposal/excellent/page',
  good: '/proposal/good/page',
  letter: '/proposal/letter/page',
  noFiled: '/proposal/noFiled/page',
  unsatisfied: '/proposal/unsatisfied/page',
  displeasure: '/proposal/displeasure/page',
  record: '/proposal/record/page',
  merge: '/proposal/merge/page',
  preSign: '/proposal/preSign/page',
  sign: '/proposal/sign/page',
  handling: '/proposal/handling/page',
  finish: '/proposal/finish/page',
  takeSysAssign: '/proposal/takeSys/assign/page',
  takeSysTrack: '/proposal/takeSys/track/page',
} as const satisfies Record<ProposalListName, string>;
