/** Handling: the units' steps on their assignments, their requests and the office's decisions, reminders, ratings. */
export { decideRequest } from './decide';
export { evaluateProposal } from './evaluate';
export { runReminders, thresholdFor } from './remind';
export { proposalHandlingRoutes } from './routes';
export { applyBack, applyDelay, preFeedback, replyProposal, signProposal } from './service';
