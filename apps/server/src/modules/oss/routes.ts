import {
  OssApi,
  ossAffairParams,
  ossBindingBody,
  ossDeleteBody,
  ossDownloadQuery,
  ossFileQuery,
  ossFileRecord,
  ossIdParams,
  ossRemoveBindingBody,
  ossSignedQuery,
} from '@cppcc/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import { sessionOfFileCookie } from '../../platform/auth/file-cookie';
import { principalOf } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/db/ids';
import { notFound } from '../../platform/errors';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { contentDisposition } from './names';
import { pdfIsPassive } from './pdf-scan';
import { cookieReader, listReadable, readableByPath, readableFile, signedFile } from './read';
import { bindForCaller, type Caller, deleteForCaller, removeBindingForCaller, storeUpload, toRecord } from './service';
import { configureSigning } from './signing';
import { ossStorage } from './storage';
import type { OssFileRow } from './tables';
import { receiveUpload } from './upload';

const tags = ['文件'];
/** what a browser may show in place (a PDF only without active content, pdf-scan.ts); everything else is saved */
const INLINE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'application/pdf']);
/**
 * A file opened in its own tab is a document of our origin: whatever it holds may
 * not run script, submit forms or reach the API with the user's rights.
 */
const FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

export const ossRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const storage = ossStorage(ctx);
  const deps = { db, storage, quotaBytes: ctx.config.storage.quotaBytes };
  configureSigning(ctx.keys.urlKey, ctx.config.apiPrefix, ctx.config.storage.urlTtlMinutes);
  const callerOf = (req: Parameters<typeof actorOf>[0]): Caller => ({ principal: principalOf(req), actor: actorOf(req) });

  async function send(reply: FastifyReply, row: OssFileRow, attachment: boolean) {
    let inline = !attachment && INLINE.has(row.mimeType);
    if (inline && row.mimeType === 'application/pdf') {
      inline = await pdfIsPassive(row.sha256, async () => (await storage.get(row.path))?.stream ?? null);
    }
    const obj = await storage.get(row.path);
    if (!obj) throw notFound('附件内容');
    return reply
      .header('content-type', row.mimeType)
      .header('content-length', obj.size)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.title))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      .header('cache-control', 'private, max-age=600')
      .send(obj.stream);
  }

  app.get(
    `${OssApi.list}/:id`,
    {
      schema: { tags, summary: '事项的附件列表', params: ossAffairParams, response: { 200: envelope(z.array(ossFileRecord)) } },
    },
    async (req) => ok(await listReadable(db, principalOf(req), req.params.id)),
  );

  const upload = async (req: Parameters<typeof receiveUpload>[0]) => {
    const incoming = await receiveUpload(req, storage);
    return ok(await storeUpload(deps, callerOf(req), incoming), '上传成功');
  };
  const uploadSchema = {
    tags,
    consumes: ['multipart/form-data'],
    description:
      'multipart 字段：file（文件，必填）、module（业务模块，缺省 common）、kind（file | image | photo | editor，缺省按 module：photo 为照片，其余为附件）。限制见 docs/files.md。',
    response: { 200: envelope(ossFileRecord) },
  };
  app.post(OssApi.upload, { schema: { ...uploadSchema, summary: '上传文件' } }, upload);
  app.post(OssApi.rpcUpload, { schema: { ...uploadSchema, summary: '上传文件（服务间调用）' } }, upload);

  app.post(
    OssApi.delete,
    {
      schema: {
        tags,
        summary: '删除附件（本人上传且尚未关联的附件，或业务模块允许的附件）',
        body: ossDeleteBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      const ids = Array.isArray(req.body) ? req.body : req.body.ids;
      await deleteForCaller(deps, callerOf(req), ids);
      return ok(null, '删除成功');
    },
  );

  const bindingSchema = { tags, body: ossBindingBody, response: { 200: envelope(z.array(ossFileRecord)) } };
  app.post(OssApi.binding, { schema: { ...bindingSchema, summary: '附件关联到事项' } }, async (req) =>
    ok(await bindForCaller(db, callerOf(req), req.body.id, req.body.fileIds)),
  );
  app.post(OssApi.rpcBinding, { schema: { ...bindingSchema, summary: '附件关联到事项（服务间调用）' } }, async (req) =>
    ok(await bindForCaller(db, callerOf(req), req.body.id, req.body.fileIds)),
  );
  app.post(
    OssApi.rpcRemoveBinding,
    {
      schema: {
        tags,
        summary: '解除附件与事项的关联并删除附件（服务间调用）',
        body: ossRemoveBindingBody,
        response: { 200: envelope(z.object({ removed: z.number().int() })) },
      },
    },
    async (req) => ok({ removed: await removeBindingForCaller(deps, callerOf(req), req.body.fileIds, req.body.id) }),
  );

  app.get(
    OssApi.newAffairId,
    { schema: { tags, summary: '生成新的事项编号（用于关联附件）', response: { 200: envelope(z.string()) } } },
    async () => ok(newId()),
  );

  app.get(
    `${OssApi.file}/:id`,
    {
      // signed in as usual, or, for a picture in rich text (`<img>` sends no token), by the session's file cookie
      config: { public: true },
      schema: {
        tags,
        summary: '下载或预览附件（图片、PDF 在浏览器内打开；dl=1 时下载）。正文图片凭会话的文件 Cookie 读取',
        params: ossIdParams,
        querystring: ossFileQuery,
      },
    },
    async (req, reply) => {
      const reader = req.principal ?? (await cookieReader(db, sessionOfFileCookie(ctx, req), ctx.config.security.idleTimeoutMinutes));
      return send(reply, await readableFile(db, reader, req.params.id), req.query.dl === true);
    },
  );
  app.get(
    `${OssApi.rpcDownload}/:id`,
    {
      config: { public: true },
      schema: { tags, summary: '按签名地址下载或预览（文件记录的 url；照片用）', params: ossIdParams, querystring: ossSignedQuery },
    },
    async (req, reply) =>
      send(reply, await signedFile(db, req.params.id, req.query, ctx.config.security.idleTimeoutMinutes), req.query.dl === true),
  );
  app.get(
    `${OssApi.rpcFile}/:id`,
    { schema: { tags, summary: '附件记录（服务间调用）', params: ossIdParams, response: { 200: envelope(ossFileRecord) } } },
    async (req) => ok(toRecord(await readableFile(db, principalOf(req), req.params.id))),
  );
  app.get(OssApi.download, { schema: { tags, summary: '按存储路径下载附件', querystring: ossDownloadQuery } }, async (req, reply) =>
    send(reply, await readableByPath(db, principalOf(req), req.query.module, req.query.path), true),
  );
};
