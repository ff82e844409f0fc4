export { importSensitiveWords, parseImportFile, type RawEntry } from './import';
export { sensitiveMenus } from './menus';
export { sensitiveExportType, sensitiveRoutes } from './routes';
export { seedSensitive } from './seed';
export { loadSensitiveWords, type SensitiveEntry, sensitiveWordsVersion } from './service';
