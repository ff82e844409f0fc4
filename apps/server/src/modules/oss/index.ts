import type { ModuleManifest } from '../../platform/module';
import { ossRoutes } from './routes';

export { type AffairPolicy, type FilePolicy, registerAffairPolicy, registerFilePolicy } from './policy';
export { bindFiles, listFiles, removeAffairFiles, sweepUnboundFiles, syncFiles, unbindFiles } from './service';
export { ossStorage } from './storage';

/** Files (docs/files.md): no menu of its own; every signed-in user uploads and reads through the forms of other modules. */
export const ossModule: ModuleManifest = { name: 'oss', title: '文件', routes: ossRoutes };
