import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ModuleManifest } from '../../platform/module';
import { applyRoutes } from './apply';
import { attendRoutes } from './attend';
import { meetActivityAffairPolicies } from './files';
import { hearerRoutes } from './hearer';
import { kindRoutes } from './kind-routes';
import { maTodos, maWidgets, memberRoutes } from './member';
import { meetActivityCallerMenus, meetActivityMenus } from './menus';
import { recordRoutes } from './record';
import { recordJobs } from './record/jobs';
import { resultsRoutes } from './results';
import { seedMeetActivity } from './seed';
import { speakRoutes } from './speak';
import { statsRoutes } from './stats';

const routes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  // /meet/… and /activity/…: one implementation registered per kind
  await app.register(kindRoutes([recordRoutes, attendRoutes, applyRoutes, hearerRoutes, resultsRoutes, statsRoutes]), opts);
  await app.register(memberRoutes, opts);
  await app.register(speakRoutes, opts);
};

/** 会议与活动、发言 (docs/meetings.md): records, attendance, leave, hearers, results, the member side, speeches. */
/** A member's attended / invited records of a kind in a year (personal centre's targets). */
export { annualAttendance } from './stats';

export const meetActivityModule: ModuleManifest = {
  name: 'meetActivity',
  title: '会议活动',
  menus: meetActivityMenus,
  // 会议管理 / 委员活动 list each type granted to the caller
  callerMenus: meetActivityCallerMenus,
  routes,
  seed: seedMeetActivity,
  // who reads the files of a record, a leave request, a result, a speech
  affairPolicies: meetActivityAffairPolicies,
  widgets: maWidgets,
  todos: maTodos,
  jobs: recordJobs,
};
