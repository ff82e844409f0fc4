/** Appraisal of proposals and of handling units by members (docs/proposal-statistics.md §测评). */

export { appraiseFlow, appraiseTransitions } from './machine';
export { appraiseRetiredMenus, proposalAppraiseMenuItems } from './menus';
export { proposalAppraiseRoutes } from './routes';
