import { Msg, ResultCode } from '@cppcc/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

const where: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' };

/**
 * One contract for every failure (spec 002 §8): the envelope, a Chinese message,
 * 400 naming the field for bad input, and never a stack trace or SQL for a 5xx.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.code, msg: err.message, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const issuePath = (first.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath.map(String).join('.');
      const part = where[err.validationContext ?? ''] ?? '参数';
      const detail = first.message ?? '';
      const msg = field ? `${part}字段 ${field} 不正确：${detail}` : `${part}不正确：${detail}`;
      return reply.status(400).send({ code: ResultCode.badRequest, msg, data: { field, errors: err.validation.length } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, url: req.url }, 'response does not match its schema');
      return reply.status(500).send({ code: ResultCode.serverError, msg: Msg.serverError, data: null });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? '请求体不是合法的 JSON'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '不支持的请求内容类型'
            : status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE'
              ? '请求内容过大'
              : status === 404
                ? Msg.notFound
                : Msg.badRequest;
      const code = status === 404 ? ResultCode.notFound : status === 403 ? ResultCode.forbidden : ResultCode.badRequest;
      return reply.status(status).send({ code, msg, data: null });
    }
    req.log.error({ err, url: req.url }, 'unhandled error');
    return reply.status(500).send({ code: ResultCode.serverError, msg: Msg.serverError, data: null });
  });
}
