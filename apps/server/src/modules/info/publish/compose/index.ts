/** The periodical composer (docs/publications-compose.md): preview, .docx and PDF of an issue. */
export { composeRoutes } from './routes';
