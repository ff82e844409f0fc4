import {
  InfoTypePerm,
  infoTypeOption,
  PublicationTypePerm,
  publicationTypeAddBody,
  publicationTypeItem,
  publicationTypeListQuery,
  publicationTypeOption,
  publicationTypeStateBody,
  publicationTypeUpdateBody,
  refEnableBody,
  refIdBody,
  refIdParams,
  refIdsBody,
  refNameQuery,
  treeTypeAddBody,
  treeTypeDetail,
  treeTypeNode,
  treeTypeUpdateBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import {
  addPublicationType,
  changePublicationTypeState,
  deletePublicationTypes,
  infoTypeOptions,
  infoTypes,
  listPublicationTypes,
  publicationTypeDetail,
  publicationTypeOptions,
  updatePublicationType,
} from './types-service';

const typeTags = ['社情民意-信息类别'];
const pubTags = ['社情民意-刊物类型'];
const idResult = envelope(z.object({ id: z.string() }));

/** spec 002 §7 Info type / Publication type, and the options of 000 §7 reference data. */
export const infoTypeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/infoType/options',
    { schema: { tags: typeTags, summary: '信息类别选项（启用的类别，扁平树节点）', response: { 200: envelope(z.array(infoTypeOption)) } } },
    async () => ok(await infoTypeOptions(db)),
  );
  app.get(
    '/infoType/list',
    {
      config: { permission: InfoTypePerm.list },
      schema: {
        tags: typeTags,
        summary: '信息类别树（含停用），name 过滤时保留上级',
        querystring: refNameQuery,
        response: { 200: envelope(z.array(treeTypeNode)) },
      },
    },
    async (req) => ok(await infoTypes.tree(db, req.query.name)),
  );
  app.get(
    '/infoType/detail/:id',
    {
      config: { permission: InfoTypePerm.list },
      schema: { tags: typeTags, summary: '信息类别详情', params: refIdParams, response: { 200: envelope(treeTypeDetail) } },
    },
    async (req) => ok(await infoTypes.detail(db, req.params.id)),
  );
  app.post(
    '/infoType/add',
    {
      config: { permission: InfoTypePerm.add },
      schema: { tags: typeTags, summary: '新增信息类别', body: treeTypeAddBody, response: { 200: idResult } },
    },
    async (req) => ok(await infoTypes.add(db, actorOf(req), req.body)),
  );
  app.post(
    '/infoType/update',
    {
      config: { permission: InfoTypePerm.edit },
      schema: { tags: typeTags, summary: '修改信息类别', body: treeTypeUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await infoTypes.update(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/infoType/delete',
    {
      config: { permission: InfoTypePerm.remove },
      schema: { tags: typeTags, summary: '删除信息类别（有下级时不可删除）', body: refIdBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await infoTypes.remove(db, actorOf(req), req.body.id);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/infoType/enable',
    {
      config: { permission: InfoTypePerm.edit },
      schema: { tags: typeTags, summary: '启用或停用信息类别', body: refEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await infoTypes.enable(db, actorOf(req), req.body);
      return ok(null);
    },
  );

  app.get(
    '/publicationType/options',
    {
      schema: { tags: pubTags, summary: '刊物类型选项（启用的）', response: { 200: envelope(z.array(publicationTypeOption)) } },
    },
    async () => ok(await publicationTypeOptions(db)),
  );
  app.get(
    '/publicationType/list',
    {
      config: { permission: PublicationTypePerm.list },
      schema: {
        tags: pubTags,
        summary: '刊物类型列表（含停用）',
        querystring: publicationTypeListQuery,
        response: { 200: envelope(z.array(publicationTypeItem)) },
      },
    },
    async (req) => ok(await listPublicationTypes(db, req.query)),
  );
  app.get(
    '/publicationType/detail/:id',
    {
      config: { permission: PublicationTypePerm.list },
      schema: { tags: pubTags, summary: '刊物类型详情', params: refIdParams, response: { 200: envelope(publicationTypeItem) } },
    },
    async (req) => ok(await publicationTypeDetail(db, req.params.id)),
  );
  app.post(
    '/publicationType/add',
    {
      config: { permission: PublicationTypePerm.add },
      schema: { tags: pubTags, summary: '新增刊物类型', body: publicationTypeAddBody, response: { 200: idResult } },
    },
    async (req) => ok(await addPublicationType(db, actorOf(req), req.body)),
  );
  app.post(
    '/publicationType/update',
    {
      config: { permission: PublicationTypePerm.edit },
      schema: { tags: pubTags, summary: '修改刊物类型', body: publicationTypeUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updatePublicationType(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/publicationType/delete',
    {
      config: { permission: PublicationTypePerm.remove },
      schema: { tags: pubTags, summary: '删除刊物类型', body: refIdsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deletePublicationTypes(db, actorOf(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/publicationType/stateChange',
    {
      config: { permission: PublicationTypePerm.state },
      schema: { tags: pubTags, summary: '启用（1）或停用（0）刊物类型', body: publicationTypeStateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await changePublicationTypeState(db, actorOf(req), req.body);
      return ok(null);
    },
  );
};
