import { InfoPage, InfoPerm, PublicationPage, PublicationPerm } from '@cppcc/contracts';
import type { ModuleManifest } from '../../platform/module';
import { waitingSignOff } from './publish/edit';
import { pendingJoint, waitingAdoption, waitingReview } from './score';

type Widgets = NonNullable<ModuleManifest['widgets']>;
type Todos = NonNullable<ModuleManifest['todos']>;

/**
 * The information area's home widgets, each gated by the permission of the call its web component
 * makes: 社情民意统计 reads info/desktop/overview, 反映社情民意目标 reads info/count/annual.
 */
export const infoWidgets: Widgets = [
  { key: 'info.stats', title: '社情民意统计', permission: InfoPerm.statistics },
  { key: 'info.target', title: '反映社情民意目标', permission: InfoPerm.report },
];

/** The area's waiting work, counted as the list each one opens counts it. */
export const infoTodos: Todos = [
  {
    key: 'info.check',
    title: '待审信息',
    permission: InfoPerm.check,
    path: InfoPage.checkList('all'),
    count: (ctx, p) => waitingReview(ctx.db, p),
  },
  {
    key: 'info.joint',
    title: '待确认联名',
    permission: InfoPerm.joint,
    path: InfoPage.jointConfirm,
    count: (ctx, p) => pendingJoint(ctx.db, p),
  },
  {
    key: 'info.adopt',
    title: '待采用信息',
    permission: InfoPerm.adopt,
    path: InfoPage.adoptPage,
    count: (ctx, p) => waitingAdoption(ctx.db, p),
  },
  {
    key: 'info.publicationSign',
    title: '待签发刊物',
    permission: PublicationPerm.sign,
    path: PublicationPage.adopt,
    count: (ctx, p) => waitingSignOff(ctx.db, p),
  },
];
