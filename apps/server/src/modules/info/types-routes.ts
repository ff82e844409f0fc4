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
import { envelope, ok } from '../../platform/http/envelope';
import { idAnswer, routeKit } from '../../platform/http/route-kit';
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

/**
 * spec 002 §7 Info type / Publication type, and the options of 000 §7 reference data.
 * Not kit shapes, so spelled out: the options (any signed-in caller, no permission) and the list
 * (GET filtered by query string).
 */
export const infoTypeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = ['社情民意-刊物类型'];
  const { step, read, call } = routeKit(base, ctx, { tags });
  const P = PublicationTypePerm;

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
    { schema: { tags, summary: '刊物类型选项（启用的）', response: { 200: envelope(z.array(publicationTypeOption)) } } },
    async () => ok(await publicationTypeOptions(db)),
  );
  app.get(
    '/publicationType/list',
    {
      config: { permission: P.list },
      schema: {
        tags,
        summary: '刊物类型列表（含停用）',
        querystring: publicationTypeListQuery,
        response: { 200: envelope(z.array(publicationTypeItem)) },
      },
    },
    async (req) => ok(await listPublicationTypes(db, req.query)),
  );
  read('/publicationType/detail/:id', P.list, '刊物类型详情', refIdParams, publicationTypeItem, (_req, p) =>
    publicationTypeDetail(db, p.id),
  );
  call(
    '/publicationType/add',
    P.add,
    '新增刊物类型（签发人：版头是否印签发人；总期数起点：总第M期从起点+1起）',
    publicationTypeAddBody,
    idAnswer,
    (req, b) => addPublicationType(db, actorOf(req), b),
  );
  step('/publicationType/update', P.edit, '修改刊物类型（含签发人、总期数起点）', publicationTypeUpdateBody, (req, b) =>
    updatePublicationType(db, actorOf(req), b),
  );
  step(
    '/publicationType/delete',
    P.remove,
    '删除刊物类型',
    refIdsBody,
    (req, b) => deletePublicationTypes(db, actorOf(req), b.ids),
    '删除成功',
  );
  step('/publicationType/stateChange', P.state, '启用（1）或停用（0）刊物类型', publicationTypeStateBody, (req, b) =>
    changePublicationTypeState(db, actorOf(req), b),
  );
};
