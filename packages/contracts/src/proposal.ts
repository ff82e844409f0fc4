/**
 * Proposals (提案): the lifecycle from draft to conclusion (docs/proposals.md).
 * State codes are the specification's (seed 001 §4) and are used exactly.
 * The contracts of the proposal core, by part; every name is exported from the package as before.
 */
export * from './proposalAfter';
export * from './proposalCodes';
export { proposalIdParams, proposalIdsBody } from './proposalFields';
export * from './proposalQueries';
export * from './proposalSteps';
