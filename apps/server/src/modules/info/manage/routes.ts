import {
  infoAbandonedDetail,
  infoBackBody,
  infoCountParams,
  infoEditingPageQuery,
  infoExportBody,
  infoGetFileBody,
  infoIdParams,
  infoListCounts,
  infoManagePageQuery,
  infoMarkReadBody,
  infoPopupDetail,
  infoRow,
  infoSerialBody,
  infoSysAddBody,
  infoSysUpdateBody,
  infoUseBody,
  InfoPerm as P,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { editingPage, popupDetail, sendBack, updateSerialNumber, useInfo } from './adopt';
import { deleteItem, sysAdd, sysUpdate } from './entry';
import { exportList, sendItemFiles } from './export';
import { countAnswer, idAnswer, routeKit, tags } from './http';
import { abandonedDetail, listCounts, markRead, pageList } from './lists';

/**
 * The management lists, office entry, send back, serial numbers, the editing hand-off and the exports.
 * Not kit shapes, so spelled out: the POSTs addressed by path (count, delete, abandoned detail; the
 * catalogue's paths) and the two file downloads.
 */
export const infoManageListRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step, page, call } = routeKit(base, ctx);
  const { db } = ctx;
  const who = principalOf;
  page(
    '/info/page',
    P.manage,
    '信息管理列表（list：today 今日、all 全部、sys 录入、discard 弃用、adopt 待采用、adopted 已采用、firstAdopt 待编号、unread 未读）',
    infoManagePageQuery,
    infoRow,
    (req, b) => pageList(db, who(req), b),
  );
  app.post(
    '/info/page/count/:id',
    {
      config: { permission: P.manage },
      schema: {
        tags,
        summary: '信息管理各列表的条数（{id} 为年度，0 为全部年度）',
        params: infoCountParams,
        response: { 200: envelope(infoListCounts) },
      },
    },
    async (req) => ok(await listCounts(db, who(req), req.params.id)),
  );
  call('/info/markRead', P.manage, '标记已读（打开未读信息时）', infoMarkReadBody, countAnswer, async (req, b) => ({
    count: await markRead(sc(req), b.ids),
  }));
  call(
    '/info/sys/add',
    P.manage,
    '信息处代上报人录入信息（来源：信息处录入）',
    infoSysAddBody,
    idAnswer,
    (req, b) => sysAdd(sc(req), b),
    '保存成功',
  );
  step(
    '/info/sys/update',
    P.manage,
    '信息处修改信息（每次修改保留版本）',
    infoSysUpdateBody,
    (req, b) => sysUpdate(sc(req), b),
    '保存成功',
  );
  app.post(
    '/info/delete/:id',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '删除信息（逻辑删除，留痕）', params: infoIdParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await deleteItem(sc(req), req.params.id);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/info/abandoned/detail/:id',
    {
      config: { permission: [P.manage, P.check] },
      schema: { tags, summary: '弃用信息的弃用理由、弃用人与时间', params: infoIdParams, response: { 200: envelope(infoAbandonedDetail) } },
    },
    async (req) => ok(await abandonedDetail(db, who(req), req.params.id)),
  );
  step('/info/back', P.adopt, '退回上报人（附理由，消息通知上报人）', infoBackBody, (req, b) => sendBack(sc(req), b));
  step('/info/updateSerialNumber', P.adopt, '编号（同一年度内不重复）', infoSerialBody, (req, b) => updateSerialNumber(sc(req), b));
  page(
    '/info/editingPopup/page',
    P.manage,
    '收入编辑：已采用信息（collected 筛选已收入或未收入）',
    infoEditingPageQuery,
    infoRow,
    (req, b) => editingPage(db, who(req), b),
  );
  page('/info/publicationList', P.manage, '已收入编辑的信息（交刊物编辑）', infoEditingPageQuery, infoRow, (req, b) =>
    editingPage(db, who(req), { ...b, collected: true }),
  );
  call('/info/useInfo', P.manage, '收入编辑（use true）或移出编辑（use false）', infoUseBody, countAnswer, async (req, b) => ({
    count: await useInfo(sc(req), b),
  }));
  call(
    '/info/popupDetail',
    P.manage,
    '编辑弹窗中的信息（全文、各版本、修改/补录标题）',
    z.object({ id: infoIdParams.shape.id }),
    infoPopupDetail,
    (req, b) => popupDetail(db, who(req), b.id),
  );
  app.post(
    '/infoExport/info/excel',
    {
      config: { permission: P.export },
      schema: { tags, summary: '导出信息列表（xlsx，按列表与筛选条件）', body: guarded(infoExportBody) },
    },
    async (req, reply) => exportList(reply, db, who(req), req.body),
  );
  app.post(
    '/info/getFile',
    {
      config: { permission: [P.export, P.report] },
      schema: { tags, summary: '下载信息 Word 文档（一条为 docx，多条为 zip）', body: guarded(infoGetFileBody) },
    },
    async (req, reply) => sendItemFiles(reply, db, who(req), req.body.infoId),
  );
};
