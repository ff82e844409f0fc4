import {
  MeetHearerPerm,
  meetHearerBase,
  meetHearerCandidate,
  meetHearerMeetRow,
  meetHearerPageQuery,
  meetHearerRightQuery,
  meetHearerRow,
  meetHearerUpdate,
  meetPageHearerQuery,
  meetPartIdBody,
  meetPartIdParams,
} from '@cppcc/contracts';
import { idAnswer } from '../../../platform/http/route-kit';
import type { KindPart } from '../kind-routes';
import { addHearer, deleteHearer, hearerCandidates, hearerDetail, hearerPage, recordsWithHearers, updateHearer } from './service';

/**
 * Hearers (列席) are a meeting-only list (/meet/hearer/…); /{kind}/page/hearer, the records with
 * hearers, is in the spec for both kinds and answers an empty list for activities.
 */
export const hearerRoutes: KindPart = (k) => {
  const { perm, kind, label } = k;
  k.page(
    'page/hearer',
    [MeetHearerPerm.manage, perm.view, perm.manage],
    `有列席人员的${label}`,
    meetPageHearerQuery,
    meetHearerMeetRow,
    (req, q) => recordsWithHearers(k.sc(req), kind, q),
  );
  if (kind !== 'meet') return;
  const manage = MeetHearerPerm.manage;
  const readers = [manage, perm.view];
  k.page('hearer/page', readers, '列席人员列表', meetHearerPageQuery, meetHearerRow, (req, q) => hearerPage(k.sc(req), q));
  k.call('hearer/add', manage, '新增列席人员', meetHearerBase, idAnswer, (req, b) => addHearer(k.sc(req), b), '已添加');
  k.step('hearer/update', manage, '修改列席人员', meetHearerUpdate, (req, b) => updateHearer(k.sc(req), b), '已保存');
  k.step('hearer/delete', manage, '删除列席人员', meetPartIdBody, (req, b) => deleteHearer(k.sc(req), b.id), '已删除');
  k.read('hearer/detail/:id', readers, '列席人员详情', meetPartIdParams, meetHearerRow, (req, p) => hearerDetail(k.sc(req), p.id));
  k.page('hearer/hearer/right', manage, '可选的列席人员', meetHearerRightQuery, meetHearerCandidate, (req, q) =>
    hearerCandidates(k.sc(req), q),
  );
};
