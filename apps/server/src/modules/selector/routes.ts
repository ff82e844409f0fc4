import {
  assignedUnitTypeLeftBody,
  bookDetail,
  bookDetailParams,
  bookMemberSessionBody,
  bookUserInfoBody,
  collectiveLeftBody,
  collectiveRightBody,
  HANDLING_COLLECTIVE_TYPES,
  memberSessionLeftBody,
  memberSessionRightBody,
  pageResult,
  SelectorApi,
  selectPerson,
  selectTreeNode,
  selectUnit,
  unitLeftQuery,
  userInfoLeftBody,
  userInfoRightBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { envelope, ok } from '../../platform/http/envelope';
import { pickerViewerOf } from './access';
import { bookDetail as loadBookDetail } from './book';
import { collectivePeople, collectiveTree, INFO_EXCLUDED_TYPES, unitList, unitTypeTree } from './collective';
import { memberPage, memberPeople, memberTree } from './members';
import { staffPage, staffPeople, staffTree } from './staff';

const tags = ['人员与单位选择'];
const tree = envelope(z.array(selectTreeNode));
const people = envelope(z.array(selectPerson));
const page = envelope(pageResult(selectPerson));
const path = (p: string) => `/${p}`;

/**
 * spec 002 §7 Selectors: sign-in is enough for the route; who may pick
 * (members and office staff) and who sees phone numbers is decided per
 * caller in access.ts (docs/selector.md).
 */
export const selectorRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    path(SelectorApi.memberSessionLeft),
    {
      schema: {
        tags,
        summary: '委员选择：分组树（全部、界别、党派、专委会、小组、全会分组）及人数',
        body: memberSessionLeftBody,
        response: { 200: tree },
      },
    },
    async (req) => {
      pickerViewerOf(req);
      return ok(await memberTree(db, req.body.sessionId));
    },
  );
  app.post(
    path(SelectorApi.memberSessionRight),
    { schema: { tags, summary: '委员选择：所选分组的全部委员（按关键字筛选）', body: memberSessionRightBody, response: { 200: people } } },
    async (req) => ok(await memberPeople(db, pickerViewerOf(req), req.body)),
  );
  app.post(
    path(SelectorApi.userInfoLeft),
    { schema: { tags, summary: '机关人员选择：内设机构树及人数', body: userInfoLeftBody, response: { 200: tree } } },
    async (req) => {
      pickerViewerOf(req);
      return ok(await staffTree(db));
    },
  );
  app.post(
    path(SelectorApi.userInfoRight),
    { schema: { tags, summary: '机关人员选择：所选机构（含下级）的工作人员', body: userInfoRightBody, response: { 200: people } } },
    async (req) => ok(await staffPeople(db, pickerViewerOf(req), req.body)),
  );
  app.post(
    path(SelectorApi.collectiveLeft),
    { schema: { tags, summary: '集体用户选择：按单位类型分组及人数', body: collectiveLeftBody, response: { 200: tree } } },
    async (req) => {
      pickerViewerOf(req);
      return ok(await collectiveTree(db, req.body));
    },
  );
  app.post(
    path(SelectorApi.collectiveRight),
    { schema: { tags, summary: '集体用户选择：所选类型的集体用户', body: collectiveRightBody, response: { 200: people } } },
    async (req) => ok(await collectivePeople(db, pickerViewerOf(req), req.body)),
  );
  app.post(
    path(SelectorApi.infoCollectiveLeft),
    {
      schema: {
        tags,
        summary: '信息报送集体用户选择：按单位类型分组及人数（不含承办单位、承办系统）',
        body: collectiveLeftBody,
        response: { 200: tree },
      },
    },
    async (req) => {
      pickerViewerOf(req);
      return ok(await collectiveTree(db, req.body, INFO_EXCLUDED_TYPES));
    },
  );
  app.post(
    path(SelectorApi.infoCollectiveRight),
    { schema: { tags, summary: '信息报送集体用户选择：所选类型的集体用户', body: collectiveRightBody, response: { 200: people } } },
    async (req) => ok(await collectivePeople(db, pickerViewerOf(req), req.body, INFO_EXCLUDED_TYPES)),
  );
  app.post(
    path(SelectorApi.assignedUnitTypeLeft),
    {
      schema: {
        tags,
        summary: '承办单位选择：单位类型及单位数（默认承办单位、承办系统）',
        body: assignedUnitTypeLeftBody,
        response: { 200: tree },
      },
    },
    async (req) => {
      pickerViewerOf(req);
      return ok(await unitTypeTree(db, req.body.collectiveTypes ?? HANDLING_COLLECTIVE_TYPES));
    },
  );
  app.get(
    path(SelectorApi.unitLeft),
    {
      schema: {
        tags,
        summary: '承办单位选择：单位列表（含上级承办系统）',
        querystring: unitLeftQuery,
        response: { 200: envelope(z.array(selectUnit)) },
      },
    },
    async (req) => {
      pickerViewerOf(req);
      const types = req.query.collectiveType ? req.query.collectiveType.split(',').map(Number) : [...HANDLING_COLLECTIVE_TYPES];
      return ok(await unitList(db, { types, keyword: req.query.keyword }));
    },
  );
  app.post(
    path(SelectorApi.bookMemberSessionRight),
    { schema: { tags, summary: '通讯录：委员分页', body: bookMemberSessionBody, response: { 200: page } } },
    async (req) => ok(await memberPage(db, pickerViewerOf(req), req.body)),
  );
  app.post(
    path(SelectorApi.bookUserInfoRight),
    { schema: { tags, summary: '通讯录：机关工作人员分页', body: bookUserInfoBody, response: { 200: page } } },
    async (req) => ok(await staffPage(db, pickerViewerOf(req), req.body)),
  );
  app.get(
    `/${SelectorApi.bookDetail}/:userType/:userId`,
    { schema: { tags, summary: '通讯录：人员详情', params: bookDetailParams, response: { 200: envelope(bookDetail) } } },
    async (req) => ok(await loadBookDetail(db, pickerViewerOf(req), req.params.userType, req.params.userId)),
  );
};
