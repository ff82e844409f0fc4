/**
 * Editing, numbering, sign-off and distribution of issues (docs/publications.md): the pool of
 * adopted items, collecting them into numbered issues, the editors' and the signer's lists, the
 * steps through core/machine.ts, and the demo issues.
 */
export { waitingSignOff } from './lists';
export { editRoutes } from './routes';
export { SEED_ISSUE_TITLE, seedIssues } from './seed';
