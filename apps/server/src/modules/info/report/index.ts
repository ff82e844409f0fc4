/** The face of flows, reporting, joint confirmation and the review queues. */

export { infoDetail } from './detail';
export { enterEditing } from './editing';
export { syncInfoSimilar } from './enter';
export { canReadInfo, infoAffairPolicy } from './files';
export { reportRoutes as infoReportRoutes } from './routes';
export { seedInfoFlows } from './seed';
