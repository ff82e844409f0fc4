import type { ModuleManifest } from '../../platform/module';
import { ossRoutes } from './routes';
import { ossStorage } from './storage';
import { sweepUnboundFiles } from './sweep';

export { bindEditorImages, editorImageIds } from './editor-images';
export type { AffairPolicy, FilePolicy } from './policy';
export { checkQuota, ossBytesOf } from './quota';
export { readableFile } from './read';
export { liveFileCount, liveFiles } from './readers';
export { bindFiles, listFiles, removeAffairFiles, syncFiles, unbindFiles } from './service';
export { fileUrl } from './signing';
export type { OssFileRow } from './tables';
export { inspectZip } from './zip-guard';
export { ossStorage, sweepUnboundFiles };

/** Files (docs/files.md): no menu of its own; every signed-in user uploads and reads through the forms of other modules. */
export const ossModule: ModuleManifest = {
  name: 'oss',
  title: '文件',
  routes: ossRoutes,
  // files never bound, removed from their record, or staged by a dropped upload (sweep.ts)
  jobs: [{ name: 'oss.sweep', everyMs: 3600_000, run: (ctx) => sweepUnboundFiles({ db: ctx.db, storage: ossStorage(ctx) }) }],
};
