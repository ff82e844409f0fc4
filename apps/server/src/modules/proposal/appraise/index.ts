/** Appraisal of proposals and of handling units by members (docs/proposal-statistics.md §测评). */
export { proposalAppraiseMenuItems } from './menus';
export { proposalAppraiseRoutes } from './routes';
export { appraiseTransitions } from './service';
