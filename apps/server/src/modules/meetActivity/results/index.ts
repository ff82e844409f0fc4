import {
  meetAttendedRecord,
  meetPartIdBody,
  meetPartIdParams,
  meetResultBase,
  meetResultDetail,
  meetResultPageQuery,
  meetResultRow,
  meetResultUpdate,
} from '@cppcc/contracts';
import { z } from 'zod';
import { idAnswer } from '../../../platform/http/route-kit';
import type { KindPart } from '../kind-routes';
import { addResult, attendedRecords, deleteResult, resultDetail, resultPage, resultsOfRecord, updateResult } from './service';

/** Results (成果) of a kind: staff record them, attendees report their own (service.ts). */
export const resultsRoutes: KindPart = (k) => {
  const { perm, kind, label } = k;
  const readers = [perm.results, perm.view, perm.attend];
  const writers = [perm.results, perm.attend];
  k.page('results/page', readers, `${label}成果列表`, meetResultPageQuery, meetResultRow, (req, q) => resultPage(k.sc(req), kind, q));
  k.call('results/add', writers, `新增${label}成果`, meetResultBase, idAnswer, (req, b) => addResult(k.sc(req), kind, b), '已保存');
  k.step('results/update', writers, `修改${label}成果`, meetResultUpdate, (req, b) => updateResult(k.sc(req), kind, b), '已保存');
  k.step('results/delete', writers, `删除${label}成果`, meetPartIdBody, (req, b) => deleteResult(k.sc(req), kind, b.id), '已删除');
  k.read('results/detail/:id', readers, `${label}成果详情`, meetPartIdParams, meetResultDetail, (req, p) =>
    resultDetail(k.sc(req), kind, p.id),
  );
  k.read('results/list/:id', readers, `${label}的成果`, meetPartIdParams, z.array(meetResultRow), (req, p) =>
    resultsOfRecord(k.sc(req), kind, p.id),
  );
  k.read('results/attended', perm.attend, `本人出席的${label}`, z.object({}), z.array(meetAttendedRecord), (req) =>
    attendedRecords(k.sc(req), kind),
  );
};
