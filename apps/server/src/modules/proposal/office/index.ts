/** The proposal office: receive, review and file, merge, (pre-)assign, conclude, marks and historical records. */
export { assignProposal, concludeProposal, preAssignProposal } from './assign';
export { markProposals, officeUpdate, setOpenStatus } from './marks';
export { mergeProposals } from './merge';
export { addRecord, updateRecord } from './records';
export { fileProposal, lockNumbers, notFileProposal, receiveProposal, sendBackProposal } from './review';
export { proposalOfficeRoutes } from './routes';
