import {
  meetDeleteBody,
  meetDetail,
  meetIdBody,
  meetIdParams,
  meetPageQuery,
  meetPlenaryBody,
  meetRecordAdd,
  meetRecordUpdate,
  meetRow,
  meetSaveAnswer,
} from '@cppcc/contracts';
import { principalOf } from '../../../platform/auth/plugin';
import { fieldError } from '../../../platform/errors';
import type { KindPart } from '../kind-routes';
import { recordDetail } from './detail';
import { pageRecords } from './rows';
import { addRecord, closeRecord, deleteRecords, releaseRecord, setPlenary, updateRecord } from './service';

/**
 * The record part's routes (docs/meetings.md 记录), registered once per kind (kind-routes.ts):
 * page, general (add), update, release, close, delete, detail, plenary and the sub-meetings.
 */
export const recordRoutes: KindPart = (k) => {
  const { kind, label, perm } = k;
  const lists = [perm.manage, perm.view];
  const readers = [perm.manage, perm.view, perm.attend];
  const db = k.ctx.db;

  k.page('page', lists, `${label}列表`, meetPageQuery, meetRow, (req, f) => pageRecords(db, principalOf(req), kind, f));
  k.call(
    'general',
    perm.manage,
    `新增${label}（草稿）`,
    meetRecordAdd,
    meetSaveAnswer,
    (req, input) => addRecord(k.sc(req), kind, input),
    '保存成功',
  );
  k.call(
    kind === 'meet' ? 'general/update' : 'update',
    perm.manage,
    `修改${label}（已发布的通知参加人员）`,
    meetRecordUpdate,
    meetSaveAnswer,
    (req, input) => updateRecord(k.sc(req), kind, input),
    '保存成功',
  );
  k.read('release/:id', perm.manage, `发布${label}（通知参加人员）`, meetIdParams, meetSaveAnswer, (req, p) =>
    releaseRecord(k.sc(req), kind, p.id),
  );
  k.step(
    'close',
    perm.manage,
    `结束${label}（未签到、未请假的记为缺席）`,
    meetIdBody,
    (req, b) => closeRecord(k.sc(req), kind, b.id),
    '已结束',
  );
  k.step(
    'delete',
    perm.manage,
    `删除${label}（草稿，或无人签到的已发布${label}）`,
    meetDeleteBody,
    (req, b) => deleteRecords(k.sc(req), kind, b.ids?.length ? b.ids : [b.id as string]),
    '删除成功',
  );
  k.read('detail/:id', readers, `${label}详情`, meetIdParams, meetDetail, (req, p) => recordDetail(db, principalOf(req), kind, p.id));
  k.page('plenary', lists, '全体会议列表', meetPageQuery, meetRow, (req, f) =>
    pageRecords(db, principalOf(req), kind, { ...f, plenary: true }),
  );
  k.step('plenary/update', perm.manage, '设为或取消全体会议', meetPlenaryBody, (req, b) => setPlenary(k.sc(req), kind, b));
  if (kind === 'meet') {
    // attendees too: a plenary's notice lists the sub-meetings they are on (visibleTo keeps to those)
    k.page('filter/child/page', [...lists, perm.attend], '全体会议的分组会议', meetPageQuery, meetRow, (req, f) => {
      if (!f.parentId) throw fieldError('parentId', '请选择所属全体会议');
      return pageRecords(db, principalOf(req), kind, f);
    });
  }
};
