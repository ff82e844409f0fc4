import {
  meetApplyAdd,
  meetApplyCheck,
  meetApplyDetail,
  meetApplyPageQuery,
  meetApplyRow,
  meetLeaveCapBody,
  meetLeaveCapRow,
  meetPartIdBody,
  meetPartIdParams,
} from '@cppcc/contracts';
import { z } from 'zod';
import { idAnswer } from '../../../platform/http/route-kit';
import type { KindPart } from '../kind-routes';
import { addApply, applyDetail, applyPage, checkApply, deleteApply, leaveCaps, setLeaveCap } from './service';

/** Leave requests (请假) of a kind: an attendee asks, a checker approves or refuses (service.ts). */
export const applyRoutes: KindPart = (k) => {
  const { perm, kind, label } = k;
  const readers = [perm.applyCheck, perm.manage, perm.view, perm.attend];
  k.call('apply/add', perm.attend, `申请${label}请假`, meetApplyAdd, idAnswer, (req, b) => addApply(k.sc(req), kind, b), '请假申请已提交');
  k.page('apply/page', readers, `${label}请假申请列表`, meetApplyPageQuery, meetApplyRow, (req, q) => applyPage(k.sc(req), kind, q));
  k.step('apply/check', perm.applyCheck, `审核${label}请假`, meetApplyCheck, (req, b) => checkApply(k.sc(req), kind, b), '审核完成');
  k.step('apply/delete', [perm.attend, perm.applyCheck, perm.manage], `撤回或删除${label}请假`, meetPartIdBody, (req, b) =>
    deleteApply(k.sc(req), kind, b.id),
  );
  k.read('apply/detail/:id', readers, `${label}请假申请详情`, meetPartIdParams, meetApplyDetail, (req, p) =>
    applyDetail(k.sc(req), kind, p.id),
  );
  k.read('apply/cap', perm.manage, `${label}类型的年度请假上限`, z.object({}), z.array(meetLeaveCapRow), (req) =>
    leaveCaps(k.sc(req), kind),
  );
  k.step(
    'apply/cap',
    perm.manage,
    `设置${label}类型的年度请假上限`,
    meetLeaveCapBody,
    (req, b) => setLeaveCap(k.sc(req), kind, b),
    '已保存',
  );
};
