import { ResultCode } from '@cppcc/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Text PostgreSQL cannot store, checked once for every route before any schema,
 * handler or query sees it: a NUL byte (text columns refuse it: "invalid byte
 * sequence for encoding UTF8: 0x00") and a lone UTF-16 surrogate (no UTF-8 form;
 * JSON's "\ud800" escape makes one). Both used to surface as 500s from the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for
const NUL = /\u0000/;

/** a high surrogate not followed by a low one, or a low one not preceded by a high one */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function isStorableText(s: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return !NUL.test(s) && !LONE_SURROGATE.test(s);
}

/** The dotted path of the first string (or object key) that cannot be stored, or null. */
export function findBadText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadText(value[i], [...path, String(i)], depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    if (!isStorableText(k)) return [...path, k.replaceAll('\u0000', '\\0')];
    const bad = findBadText(v, [...path, k], depth + 1);
    if (bad) return bad;
  }
  return null;
}

const PARTS = [
  ['params', '路径参数'],
  ['query', '查询参数'],
  ['body', '请求体'],
] as const;

/** A 400 naming the field, in the same words as the schema errors (http/error-handler.ts). */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    for (const [part, label] of PARTS) {
      const bad = findBadText(req[part]);
      if (!bad) continue;
      const field = bad.join('.');
      return reply.status(400).send({
        code: ResultCode.badRequest,
        msg: field ? `${label}字段 ${field} 含有非法字符` : `${label}含有非法字符`,
        data: { field },
      });
    }
  });
}
