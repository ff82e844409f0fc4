export { checkLibraryMenus } from './menus';
export { quotationRoutes } from './routes';
export { seedQuotations } from './seed';
export { loadQuotations } from './service';
