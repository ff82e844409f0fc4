import {
  IntellectCheckPerm,
  idsBody,
  importResult,
  pageResult,
  REFERENCE_TOKEN_TTL_MS,
  referenceDetail as referenceDetailSchema,
  referenceDocItem,
  referenceDocPageQuery,
  referenceKind,
  referenceSearchBody,
  referenceSearchResult,
  signatureResult,
} from '@cppcc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { readUpload } from '../quotation/upload';
import { parseReferenceFile } from './import-parse';
import { deleteReferenceDocs, importReferenceDocs, pageReferenceDocs, referenceDetail, searchReferences } from './service';
import { signSearchToken, verifySearchToken } from './token';

const tags = ['智能文本-引用检索'];
/** the search "domain" of spec 000 §7, on this server (under the API prefix) */
export const REFERENCE_DOMAIN_PATH = '/data/intellect/reference';
const MAX_BYTES = 100 * 1024 * 1024;
const accessHeader = z.object({ accesstoken: z.string().max(1000).optional() });

export const referenceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, keys } = ctx;
  const domain = `${ctx.config.apiPrefix}${REFERENCE_DOMAIN_PATH}`;
  const checkToken = (req: FastifyRequest) =>
    verifySearchToken(keys.searchKey, (req.headers as Record<string, string | undefined>).accesstoken, principalOf(req).userId);

  app.get(
    '/data/intellect/get/signature',
    {
      schema: {
        tags,
        summary: '获取引用检索签名与检索地址（签名作为 accessToken 请求头，110分钟有效）',
        response: { 200: envelope(signatureResult) },
      },
    },
    async (req) =>
      ok({ signature: signSearchToken(keys.searchKey, principalOf(req).userId).token, domain, expiresIn: REFERENCE_TOKEN_TTL_MS }),
  );
  app.post(
    `${REFERENCE_DOMAIN_PATH}/search`,
    {
      schema: {
        tags,
        summary: '引用检索（keyword、pageNum、pageSize 默认20、sortType 0 相关度/1 最新；请求头 accessToken）',
        headers: accessHeader,
        body: referenceSearchBody,
        response: { 200: envelope(referenceSearchResult) },
      },
    },
    async (req) => {
      checkToken(req);
      return ok(await searchReferences(db, principalOf(req), req.body));
    },
  );
  app.get(
    `${REFERENCE_DOMAIN_PATH}/detail/:id`,
    {
      schema: {
        tags,
        summary: '引用资料全文（请求头 accessToken）',
        headers: accessHeader,
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: envelope(referenceDetailSchema) },
      },
    },
    async (req) => {
      checkToken(req);
      return ok(await referenceDetail(db, principalOf(req), req.params.id));
    },
  );

  app.post(
    `${REFERENCE_DOMAIN_PATH}/doc/page`,
    {
      config: { permission: IntellectCheckPerm.referenceList },
      schema: { tags, summary: '引用资料库分页', body: referenceDocPageQuery, response: { 200: envelope(pageResult(referenceDocItem)) } },
    },
    async (req) => ok(await pageReferenceDocs(db, req.body)),
  );
  app.post(
    `${REFERENCE_DOMAIN_PATH}/doc/import`,
    {
      config: { permission: IntellectCheckPerm.referenceImport },
      schema: {
        tags,
        summary:
          '导入引用资料（multipart：kind law/policy/proposal，可选 source、potencyLevel、effectiveness，file 为 xlsx/docx/txt 或其 zip）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(importResult) },
      },
    },
    async (req) => {
      const up = await readUpload(req, MAX_BYTES, 'xlsx、docx、txt 或 zip');
      const kind = referenceKind.safeParse(up.fields.kind);
      if (!kind.success) throw badRequest('kind 只能是 law、policy 或 proposal');
      const opt = (k: string, max: number, label: string) => {
        const v = up.fields[k]?.trim() || null;
        if (v && v.length > max) throw badRequest(`${label}不能超过${max}字`);
        return v;
      };
      const input = {
        kind: kind.data,
        fileName: up.fileName,
        source: opt('source', 200, '来源/发布机关 source'),
        potencyLevel: opt('potencyLevel', 50, '效力级别 potencyLevel'),
        effectiveness: opt('effectiveness', 50, '时效性 effectiveness'),
        docs: await parseReferenceFile(up.data, up.fileName),
      };
      return ok(await importReferenceDocs(db, actorOf(req), input), '导入成功');
    },
  );
  app.post(
    `${REFERENCE_DOMAIN_PATH}/doc/delete`,
    {
      config: { permission: IntellectCheckPerm.referenceDelete },
      schema: { tags, summary: '删除引用资料', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await deleteReferenceDocs(db, actorOf(req), req.body.ids).then(() => null), '删除成功'),
  );
};
