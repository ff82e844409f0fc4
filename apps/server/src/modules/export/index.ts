import type { ModuleManifest } from '../../platform/module';
import { builtinExportTypes } from './builtin-types';
import { exportMenus } from './menus';
import { exportRoutes } from './routes';
import { seedExportTemplates } from './seed';

export { type ExportColumn, type ExportType, pagedRows, registerExportType, sendDocx, sendXlsx, sendZip } from '../../platform/export';
export { exportFileName, exportWithTemplate, type TemplateExport } from './export-with-template';

/** 导出: the export templates (系统管理 → 导出模板) over the export service of platform/export. */
export const exportModule: ModuleManifest = {
  name: 'export',
  title: '导出',
  menus: exportMenus,
  routes: exportRoutes,
  seed: seedExportTemplates,
  exports: builtinExportTypes,
};
