/** After the reply: leader instructions (批示), feedback on how it was carried out, the units' yearly summaries. */
export { addFeedback } from './feedback';
export { addInstruction, deleteInstructions, pageInstructions, updateInstruction } from './instructions';
export { proposalAfterRoutes } from './routes';
export { addYearSummary, deleteYearSummaries, summaryFlow, updateYearSummary } from './year-summary';
export { pageYearSummaries, yearSummaryDetail } from './year-summary-queries';
