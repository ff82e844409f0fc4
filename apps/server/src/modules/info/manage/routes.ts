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
  pageResult,
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
import { countResult, idResult, routeKit, tags } from './http';
import { abandonedDetail, listCounts, markRead, pageList } from './lists';

const rows = envelope(pageResult(infoRow));

/** The management lists, office entry, send back, serial numbers, the editing hand-off and the exports. */
export const infoManageListRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step } = routeKit(base, ctx);
  const { db } = ctx;
  app.post(
    '/info/page',
    {
      config: { permission: P.manage },
      schema: {
        tags,
        summary:
          '信息管理列表（list：today 今日、all 全部、sys 录入、discard 弃用、adopt 待采用、adopted 已采用、firstAdopt 待编号、unread 未读）',
        body: guarded(infoManagePageQuery),
        response: { 200: rows },
      },
    },
    async (req) => ok(await pageList(db, principalOf(req), req.body)),
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
    async (req) => ok(await listCounts(db, principalOf(req), req.params.id)),
  );
  app.post(
    '/info/markRead',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '标记已读（打开未读信息时）', body: guarded(infoMarkReadBody), response: { 200: countResult } },
    },
    async (req) => ok({ count: await markRead(sc(req), req.body.ids) }),
  );
  app.post(
    '/info/sys/add',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '信息处代上报人录入信息（来源：信息处录入）', body: guarded(infoSysAddBody), response: { 200: idResult } },
    },
    async (req) => ok(await sysAdd(sc(req), req.body), '保存成功'),
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
    async (req) => ok(await abandonedDetail(db, principalOf(req), req.params.id)),
  );
  step('/info/back', P.adopt, '退回上报人（附理由，消息通知上报人）', infoBackBody, (req, b) => sendBack(sc(req), b));
  step('/info/updateSerialNumber', P.adopt, '编号（同一年度内不重复）', infoSerialBody, (req, b) => updateSerialNumber(sc(req), b));
  app.post(
    '/info/editingPopup/page',
    {
      config: { permission: P.manage },
      schema: {
        tags,
        summary: '收入编辑：已采用信息（collected 筛选已收入或未收入）',
        body: guarded(infoEditingPageQuery),
        response: { 200: rows },
      },
    },
    async (req) => ok(await editingPage(db, principalOf(req), req.body)),
  );
  app.post(
    '/info/publicationList',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '已收入编辑的信息（交刊物编辑）', body: guarded(infoEditingPageQuery), response: { 200: rows } },
    },
    async (req) => ok(await editingPage(db, principalOf(req), { ...req.body, collected: true })),
  );
  app.post(
    '/info/useInfo',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '收入编辑（use true）或移出编辑（use false）', body: guarded(infoUseBody), response: { 200: countResult } },
    },
    async (req) => ok({ count: await useInfo(sc(req), req.body) }),
  );
  app.post(
    '/info/popupDetail',
    {
      config: { permission: P.manage },
      schema: {
        tags,
        summary: '编辑弹窗中的信息（全文、各版本、修改/补录标题）',
        body: guarded(z.object({ id: infoIdParams.shape.id })),
        response: { 200: envelope(infoPopupDetail) },
      },
    },
    async (req) => ok(await popupDetail(db, principalOf(req), req.body.id)),
  );
  app.post(
    '/infoExport/info/excel',
    {
      config: { permission: P.export },
      schema: { tags, summary: '导出信息列表（xlsx，按列表与筛选条件）', body: guarded(infoExportBody) },
    },
    async (req, reply) => exportList(reply, db, principalOf(req), req.body),
  );
  app.post(
    '/info/getFile',
    {
      config: { permission: [P.export, P.report] },
      schema: { tags, summary: '下载信息 Word 文档（一条为 docx，多条为 zip）', body: guarded(infoGetFileBody) },
    },
    async (req, reply) => sendItemFiles(reply, db, principalOf(req), req.body.infoId),
  );
};
