import {
  avatarUpdateBody,
  collectiveCenterData,
  memberCenterData,
  personalAvatar,
  personalPreferences,
  personalPreferencesBody,
  searchConfigBody,
  searchConfigDetail,
  searchConfigQuery,
  userCenterData,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit';
import { principalOf } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { getPreferences, savePreferences } from './preferences';
import { getSearchConfig, saveSearchConfig } from './search-config';
import { assertKind, centreData, memberCentreData, ownAvatar, updateOwnAvatar } from './service';

const tags = ['personal'];

/** spec 000 §7 Personal centre: one data call per user kind; a caller of another kind gets 403. */
export const personalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/personal/center/user/data',
    { schema: { tags, summary: '机关工作人员个人中心', response: { 200: envelope(userCenterData) } } },
    async (req) => {
      const p = principalOf(req);
      assertKind(p, 'user');
      return ok(await centreData(ctx.db, p));
    },
  );
  r.get(
    '/personal/center/member/data',
    { schema: { tags, summary: '委员个人中心', response: { 200: envelope(memberCenterData) } } },
    async (req) => {
      const p = principalOf(req);
      assertKind(p, 'member');
      return ok(await memberCentreData(ctx.db, p));
    },
  );
  r.get(
    '/personal/center/collective/data',
    { schema: { tags, summary: '集体用户及承办单位个人中心', response: { 200: envelope(collectiveCenterData) } } },
    async (req) => {
      const p = principalOf(req);
      assertKind(p, 'collective');
      return ok(await centreData(ctx.db, p));
    },
  );
  r.get('/personal/avatar', { schema: { tags, summary: '本人头像', response: { 200: envelope(personalAvatar) } } }, async (req) =>
    ok(await ownAvatar(ctx.db, principalOf(req).userId)),
  );
  r.post(
    '/personal/avatar/update',
    {
      schema: {
        tags,
        summary: '修改本人头像（本人上传的 jpg/png 裁剪图片，模块 photo；fileId 为 null 时删除）',
        body: avatarUpdateBody,
        response: { 200: envelope(personalAvatar) },
      },
    },
    async (req) => ok(await updateOwnAvatar(ctx.db, actorOf(req), principalOf(req).userId, req.body.fileId), '头像已更新'),
  );
  r.get(
    '/personal/preferences',
    {
      // the shell reads it before its first paint, also on the page where a password must be changed first
      config: { duringPasswordChange: true },
      schema: { tags, summary: '本人界面偏好（适老化模式）', response: { 200: envelope(personalPreferences) } },
    },
    async (req) => ok(await getPreferences(ctx.db, principalOf(req).userId)),
  );
  r.post(
    '/personal/preferences/update',
    {
      schema: {
        tags,
        summary: '保存本人界面偏好（适老化模式：更大的字号与控件、更高的对比度）',
        body: personalPreferencesBody,
        response: { 200: envelope(personalPreferences) },
      },
    },
    async (req) => ok(await savePreferences(ctx.db, actorOf(req), principalOf(req).userId, req.body), '设置已保存'),
  );
  r.post(
    '/personal/search/config/add',
    { schema: { tags, summary: '保存高级筛选字段配置', body: searchConfigBody, response: { 200: emptyEnvelope } } },
    async (req) => {
      const p = principalOf(req);
      await saveSearchConfig(ctx.db, actorOf(req), p.userId, req.body.searchModuleType, req.body.customProposalFields);
      return ok(null, '配置成功~');
    },
  );
  r.get(
    '/personal/search/config/detail',
    { schema: { tags, summary: '高级筛选字段配置', querystring: searchConfigQuery, response: { 200: envelope(searchConfigDetail) } } },
    async (req) => ok(await getSearchConfig(ctx.db, principalOf(req).userId, req.query.searchModuleType)),
  );
};
