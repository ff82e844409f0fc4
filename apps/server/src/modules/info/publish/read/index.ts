/** 刊物阅读: the readers' side (read receipts), leaders' instructions and units' feedback (docs/publications-reading.md). */
export { readRoutes } from './routes';
export { seedReading } from './seed';
