/** Drafting (暂存), submitting, withdrawing a proposal, and the co-signers' answers. */
export { proposalDraftRoutes } from './routes';
export { addProposal, answerJoint, deleteProposals, submitProposal, updateProposal, withdrawProposal } from './service';
