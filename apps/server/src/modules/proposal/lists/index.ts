/** The list screens of spec 001 §2.5 and a proposal's detail with the steps its reader may take. */
export { proposalDetail } from './detail';
export { proposalWhereForOffice } from './filters';
export { countProposals, listLimits, pageProposals } from './queries';
export { proposalListRoutes, proposalLists } from './routes';
export type { ViewName } from './views';
