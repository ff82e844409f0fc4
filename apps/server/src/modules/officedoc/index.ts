import { OfficedocPerm, RoleCode } from '@cppcc/contracts';
import type { ModuleManifest } from '../../platform/module';
import { officedocAffairPolicy } from './affair-policy';
import { sweepUploads } from './files';
import { officedocRoutes, UPLOAD_MAX_AGE_MS } from './routes';

export { exportDocx } from './docx';
export { readIfExists } from './files';
export { editorImages } from './images';
export { documentById, documentOwner, documentTitles } from './readers';

/**
 * The office-document service (spec 001 §7.8) under /api/officedoc. Everyone
 * signed in edits their own documents; the button below (under the office
 * staff's 工作台) lets them open and save the documents of others (the items they review).
 */
export const officedocModule: ModuleManifest = {
  name: 'officedoc',
  title: '公文编辑',
  menus: [
    {
      key: 'officedoc.all',
      // a button hangs under a menu (the menu admin's rule): the office staff's 工作台 is theirs
      parentKey: 'home.office',
      name: '编辑全部公文文档',
      type: 'button',
      permission: OfficedocPerm.all,
      sort: 990,
      roles: [RoleCode.proposalStaff, RoleCode.infoStaff, RoleCode.officeStaff],
    },
  ],
  routes: officedocRoutes,
  // pictures in a document are read by whoever may open it: its author and the holders of 编辑全部公文文档
  affairPolicies: { officedoc: officedocAffairPolicy },
  jobs: [{ name: 'officedoc.sweep', everyMs: 3600_000, run: (ctx) => sweepUploads(ctx.config, UPLOAD_MAX_AGE_MS) }],
};
