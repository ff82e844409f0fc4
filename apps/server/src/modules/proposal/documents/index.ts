/** Word documents of proposals and the attachments zip (docs/proposal-statistics.md §文书). */
export { htmlParagraphs } from './build';
export { proposalDocumentRoutes } from './routes';
