import {
  meetAttendAddAnswer,
  meetAttendCountAnswer,
  meetAttendIdParams,
  meetAttendPageQuery,
  meetAttendResultBody,
  meetAttendRow,
  meetAttendStats,
  meetAttendUsersBody,
  meetAttendWillBody,
  meetReissueSmsBody,
  meetSignAnswer,
  meetSignBody,
  meetSignMine,
  meetSignQr,
  meetSmsBody,
} from '@cppcc/contracts';
import { callerOf } from '../../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import type { KindPart } from '../kind-routes';
import { attendWill, cancelEnter, enter, signIn } from './attendee';
import { attendeePage, attendStats, enterPage, signListPage } from './lists';
import { addAttendees, reissueSms, removeAttendees, setResults, signAll, updateSms } from './service';
import { signMine, signQr } from './sign-page';

const idParams = meetAttendIdParams;

/**
 * The attend part's routes, registered once per kind (kind-routes.ts): attendee lists, sign-up,
 * will, sign-in (QR code, location, by staff), results, statistics and SMS (docs/meetings.md).
 */
export const attendRoutes: KindPart = (k) => {
  const { kind, perm, sc, app } = k;
  const readers = [perm.manage, perm.view];
  const tags = [kind === 'meet' ? '会议管理' : '委员活动'];
  const prefix = `/${kind}/`;

  // ---- lists
  k.page('attendUser/page', readers, '参加人员列表（意向、签到、出席情况）', meetAttendPageQuery, meetAttendRow, (req, f) =>
    attendeePage(sc(req), kind, f),
  );
  k.page('attend/page', perm.manage, '签到管理：参加人员与签到情况', meetAttendPageQuery, meetAttendRow, (req, f) =>
    attendeePage(sc(req), kind, f),
  );
  k.page('enterUser/page', readers, '报名人员列表', meetAttendPageQuery, meetAttendRow, (req, f) => enterPage(sc(req), kind, f));
  k.page('attend/query/signList', readers, '签到记录（时间、方式、距离）', meetAttendPageQuery, meetAttendRow, (req, f) =>
    signListPage(sc(req), kind, f),
  );
  k.read('attend/statistics/attendResult/:id', readers, '出席情况统计', idParams, meetAttendStats, (req, p) =>
    attendStats(sc(req), kind, p.id),
  );

  // ---- the organiser's steps
  k.call(
    'attend/add',
    perm.manage,
    '添加参加人员（答复时间冲突提醒）',
    meetAttendUsersBody,
    meetAttendAddAnswer,
    (req, b) => addAttendees(sc(req), kind, b.id, b.userIds),
    '添加成功',
  );
  k.call(
    'attend/delete',
    perm.manage,
    '移除参加人员（已签到的不能移除）',
    meetAttendUsersBody,
    meetAttendCountAnswer,
    (req, b) => removeAttendees(sc(req), kind, b.id, b.userIds),
    '移除成功',
  );
  k.call(
    'attend/sign/all',
    perm.manage,
    '代签到',
    meetAttendUsersBody,
    meetAttendCountAnswer,
    (req, b) => signAll(sc(req), kind, b.id, b.userIds),
    '代签到成功',
  );
  k.call(
    'attend/attendResult',
    perm.manage,
    '登记出席情况（出席、请假、缺席）',
    meetAttendResultBody,
    meetAttendCountAnswer,
    (req, b) => setResults(sc(req), kind, b.id, b.userIds, b.result),
    '登记成功',
  );
  k.call(
    'attend/reissue/sms',
    perm.manage,
    '补发短信通知',
    meetReissueSmsBody,
    meetAttendCountAnswer,
    (req, b) => reissueSms(sc(req), kind, b.id, b.userIds),
    '短信已发送',
  );
  app.post(
    `${prefix}sms/update/:id`,
    {
      config: { permission: perm.manage },
      schema: {
        tags,
        summary: '短信设置（是否发送短信、会前提醒）',
        params: idParams,
        body: guarded(meetSmsBody),
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await updateSms({ ctx: k.ctx, caller: callerOf(req) }, kind, req.params.id, req.body);
      return ok(null, '保存成功');
    },
  );
  k.read('attend/qr/:id', perm.manage, '现场签到二维码（组织者；每分钟更新）', idParams, meetSignQr, (req, p) =>
    signQr(sc(req), kind, p.id),
  );

  // ---- the attendee's steps
  app.post(
    `${prefix}enter/:id`,
    { config: { permission: perm.attend }, schema: { tags, summary: '报名', params: idParams, response: { 200: emptyEnvelope } } },
    async (req) => {
      await enter({ ctx: k.ctx, caller: callerOf(req) }, kind, req.params.id);
      return ok(null, '报名成功');
    },
  );
  app.post(
    `${prefix}enter/cancel/:id`,
    { config: { permission: perm.attend }, schema: { tags, summary: '取消报名', params: idParams, response: { 200: emptyEnvelope } } },
    async (req) => {
      await cancelEnter({ ctx: k.ctx, caller: callerOf(req) }, kind, req.params.id);
      return ok(null, '已取消报名');
    },
  );
  k.step('attend/attendWill', perm.attend, '回复参加意向', meetAttendWillBody, (req, b) =>
    attendWill(sc(req), kind, b.id, b.will, b.remark),
  );
  app.post(
    `${prefix}attend/sign`,
    {
      config: { permission: perm.attend },
      schema: { tags, summary: '签到（扫码或定位）', body: guarded(meetSignBody), response: { 200: envelope(meetSignAnswer) } },
    },
    async (req) => {
      const answer = await signIn({ ctx: k.ctx, caller: callerOf(req) }, kind, req.body);
      return ok(answer, answer.already ? '已签到' : '签到成功');
    },
  );
  k.read('attend/mine/:id', perm.attend, '签到页（参加人员：本人签到情况）', idParams, meetSignMine, (req, p) =>
    signMine(sc(req), kind, p.id),
  );
};
