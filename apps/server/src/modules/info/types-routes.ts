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
  refIdParams,
  refIdsBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { registerTreeTypeRoutes } from '../../platform/reference/tree-type-routes';
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

const pubTags = ['社情民意-刊物类型'];
const idResult = envelope(z.object({ id: z.string() }));

/** spec 002 §7 Info type / Publication type, and the options of 000 §7 reference data. */
export const infoTypeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  registerTreeTypeRoutes(base, db, {
    prefix: '/infoType',
    label: '信息类别',
    tag: '社情民意-信息类别',
    treePath: 'list',
    service: infoTypes,
    perms: InfoTypePerm,
    option: infoTypeOption,
    options: infoTypeOptions,
  });

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
      schema: {
        tags: pubTags,
        summary: '新增刊物类型（签发人：版头是否印签发人；总期数起点：总第M期从起点+1起）',
        body: publicationTypeAddBody,
        response: { 200: idResult },
      },
    },
    async (req) => ok(await addPublicationType(db, actorOf(req), req.body)),
  );
  app.post(
    '/publicationType/update',
    {
      config: { permission: PublicationTypePerm.edit },
      schema: {
        tags: pubTags,
        summary: '修改刊物类型（含签发人、总期数起点）',
        body: publicationTypeUpdateBody,
        response: { 200: emptyEnvelope },
      },
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
