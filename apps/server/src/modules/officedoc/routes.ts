import {
  OFFICE_UPLOAD_MAX_BYTES,
  OFFICEDOC_PREFIX,
  OfficeErrorCode,
  officeApiBody,
  officeApiResult,
  officeDownloadQuery,
  officeExportBody,
  officeUploadResult,
} from '@cppcc/contracts';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit';
import { principalOf } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { documentDocx, exportContent, type OfficeCaller, runOfficeApi, storeOfficeUpload } from './service';

const tags = ['公文编辑'];
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const where: Record<string, string> = { body: '请求体', querystring: '查询参数' };

const callerOf = (req: FastifyRequest): OfficeCaller => ({ principal: principalOf(req), actor: actorOf(req) });

/**
 * spec 001 §7.8: the office service answers `{ errorCode, errorMessage }`, 0 for
 * success, and its client shows errorMessage. Sign-in failures keep the platform
 * envelope as well, so the web client still refreshes an expired token and replays.
 */
function officeErrors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const body = { errorCode: err.status, errorMessage: err.message };
      return reply.status(err.status).send(err.status === 401 ? { ...body, code: err.code, msg: err.message, data: null } : body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const issuePath = (first.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath.map(String).join('.');
      const part = where[err.validationContext ?? ''] ?? '参数';
      return reply
        .status(400)
        .send({ errorCode: OfficeErrorCode.badRequest, errorMessage: `${part}字段 ${field} 不正确：${first.message ?? ''}` });
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return reply.status(400).send({ errorCode: OfficeErrorCode.badRequest, errorMessage: '文件的大小不能超过20MB!' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ errorCode: OfficeErrorCode.badRequest, errorMessage: '请求参数错误' });
    }
    req.log.error({ err, url: req.url }, 'office service error');
    return reply.status(500).send({ errorCode: OfficeErrorCode.serverError, errorMessage: '服务器错误，请联系管理员' });
  });
}

/** The old client posts forms: url-encoded (a plain form) or multipart (FormData). */
function formBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

async function multipartFields(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of req.parts({ limits: { files: 0, fields: 16, fieldSize: 2 * 1024 * 1024 } })) {
    if (part.type === 'field') fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
  }
  req.body = fields;
}

const protocolRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  officeErrors(app);
  formBodies(app);

  app.post(
    '/api.do',
    {
      preValidation: multipartFields,
      schema: {
        tags,
        summary: '公文服务：method 1 打开（无 fileId 时按 title 新建）、3 保存或关闭（save=0 只关闭）、5 重命名',
        description:
          '表单字段（application/x-www-form-urlencoded、multipart/form-data 或 JSON）：method、fileId、title（或 fileTitle）、html、filePath（uploadFile.do 返回的路径，作为内容导入）、save。应答 errorCode 为 0 表示成功，否则 errorMessage 为原因。',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        body: officeApiBody,
        response: { 200: officeApiResult },
      },
    },
    async (req) => runOfficeApi(ctx, callerOf(req), req.body),
  );

  app.post(
    '/uploadFile.do',
    {
      schema: {
        tags,
        summary: '公文服务：上传 Word 文件（.docx，最大20MB），返回 filePath 供 api.do 导入',
        consumes: ['multipart/form-data'],
        response: { 200: officeUploadResult },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件');
      const file = await req.file({ limits: { fileSize: OFFICE_UPLOAD_MAX_BYTES, files: 1 } });
      if (!file) throw badRequest('请选择要上传的文件');
      const data = await file.toBuffer();
      const stored = await storeOfficeUpload(ctx, callerOf(req), { filename: file.filename, data });
      return { errorCode: OfficeErrorCode.ok, errorMessage: '', ...stored };
    },
  );
};

function sendDocx(reply: FastifyReply, out: { data: Buffer; filename: string }) {
  return reply
    .type(DOCX_TYPE)
    .header('content-disposition', `attachment; filename="document.docx"; filename*=UTF-8''${encodeURIComponent(out.filename)}`)
    .send(out.data);
}

/** Word files: plain downloads, whose failures are the platform envelope the web client's download shows. */
const fileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/download.do',
    { schema: { tags, summary: '下载文档的 Word 文件（.docx）', querystring: officeDownloadQuery } },
    async (req, reply) => sendDocx(reply, await documentDocx(ctx, callerOf(req), req.query.fileId)),
  );
  app.post(
    '/export.do',
    { schema: { tags, summary: '把编辑器的当前内容导出为 Word 文件（不保存）', body: officeExportBody } },
    async (req, reply) => sendDocx(reply, await exportContent(ctx, callerOf(req), req.body.title, req.body.html)),
  );
};

/** Uploads for import are kept a day, like unbound files of the file service. */
export const UPLOAD_MAX_AGE_MS = 24 * 3600_000;

export const officedocRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(protocolRoutes, { prefix: OFFICEDOC_PREFIX, ctx });
  await app.register(fileRoutes, { prefix: OFFICEDOC_PREFIX, ctx });
};
