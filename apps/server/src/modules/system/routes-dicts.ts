import {
  dictItem,
  dictItemAddBody,
  dictItemEnableBody,
  dictItemPageQuery,
  dictItemUpdateBody,
  dictTypeAddBody,
  dictTypeDeleteBody,
  dictTypeItem,
  dictTypePageQuery,
  dictTypeUpdateBody,
  idsBody,
  pageResult,
  paramItem,
  paramTypeNameQuery,
  paramTypeNamesQuery,
  SystemPerm,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import {
  addDictItem,
  addDictType,
  deleteDictItems,
  deleteDictType,
  enableDictItem,
  pageDictItems,
  pageDictTypes,
  paramLists,
  updateDictItem,
  updateDictType,
} from './service-dicts';

const tags = ['系统管理-字典'];

export const dictRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const done = (msg?: string) => ok(null, msg);

  app.post(
    '/system/dict/type/page',
    {
      config: { permission: SystemPerm.dictList },
      schema: { tags, summary: '字典类型分页', body: dictTypePageQuery, response: { 200: envelope(pageResult(dictTypeItem)) } },
    },
    async (req) => ok(await pageDictTypes(db, req.body)),
  );
  app.post(
    '/system/dict/type/add',
    {
      config: { permission: SystemPerm.dictAdd },
      schema: { tags, summary: '新增字典类型', body: dictTypeAddBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await addDictType(db, callerOf(req), req.body);
      return done();
    },
  );
  app.post(
    '/system/dict/type/update',
    {
      config: { permission: SystemPerm.dictEdit },
      schema: { tags, summary: '修改字典类型', body: dictTypeUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateDictType(db, callerOf(req), req.body);
      return done();
    },
  );
  app.post(
    '/system/dict/type/delete',
    {
      config: { permission: SystemPerm.dictDelete },
      schema: { tags, summary: '删除字典类型及其字典项（内置字典不可删除）', body: dictTypeDeleteBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteDictType(db, callerOf(req), req.body.typeName);
      return done('删除成功');
    },
  );
  app.post(
    '/system/dict/item/page',
    {
      config: { permission: SystemPerm.dictList },
      schema: { tags, summary: '字典项分页', body: dictItemPageQuery, response: { 200: envelope(pageResult(dictItem)) } },
    },
    async (req) => ok(await pageDictItems(db, req.body)),
  );
  app.post(
    '/system/dict/item/add',
    {
      config: { permission: SystemPerm.dictAdd },
      schema: { tags, summary: '新增字典项', body: dictItemAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addDictItem(db, callerOf(req), req.body)),
  );
  app.post(
    '/system/dict/item/update',
    {
      config: { permission: SystemPerm.dictEdit },
      schema: { tags, summary: '修改字典项', body: dictItemUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateDictItem(db, callerOf(req), req.body);
      return done();
    },
  );
  app.post(
    '/system/dict/item/delete',
    {
      config: { permission: SystemPerm.dictDelete },
      schema: { tags, summary: '删除字典项', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteDictItems(db, callerOf(req), req.body.ids);
      return done('删除成功');
    },
  );
  app.post(
    '/system/dict/item/enable',
    {
      config: { permission: SystemPerm.dictEdit },
      schema: { tags, summary: '启用或停用字典项', body: dictItemEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await enableDictItem(db, callerOf(req), req.body);
      return done();
    },
  );

  // spec 000 §7 reference data: every signed-in page reads these, so no button permission
  app.get(
    '/param/list/typeName',
    { schema: { tags, summary: '按类型取字典项', querystring: paramTypeNameQuery, response: { 200: envelope(z.array(paramItem)) } } },
    async (req) => ok((await paramLists(db, [req.query.typeName]))[req.query.typeName]),
  );
  app.get(
    '/param/list/typeNames',
    {
      schema: {
        tags,
        summary: '按多个类型取字典项（逗号分隔）',
        querystring: paramTypeNamesQuery,
        response: { 200: envelope(z.record(z.string(), z.array(paramItem))) },
      },
    },
    async (req) => ok(await paramLists(db, req.query.typeNames)),
  );
};
