import { pageResult } from '@cppcc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { type Caller, callerOf } from './caller';
import { emptyEnvelope, envelope, ok } from './envelope';
import { guarded } from './schema-guard';

/** What a service step of any area is called with: the app and who calls. */
export interface CallContext {
  ctx: AppContext;
  caller: Caller;
}

/** The answer of an add: the new record's id (`idAnswer` for `call`, `idResult` enveloped). */
export const idAnswer = z.object({ id: z.string() });
export const idResult = envelope(idAnswer);

/**
 * What every route file of an area starts from (docs/ARCHITECTURE.md, step 5): the typed app,
 * the request context of a request, and `step`, a state-changing POST that validates its body
 * with the contract's schema, checks the permission, makes one service call and answers its
 * message. `prefix` is the area's path ('/proposal/'), `tags` its group in the OpenAPI document.
 */
export function routeKit(base: FastifyInstance, ctx: AppContext, opts: { tags: string[]; prefix?: string }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { tags, prefix = '' } = opts;
  const sc = (req: FastifyRequest): CallContext => ({ ctx, caller: callerOf(req) });

  const step = <B extends z.ZodType>(
    path: string,
    permission: string | string[],
    summary: string,
    body: B,
    run: (req: FastifyRequest, input: z.output<B>) => Promise<unknown>,
    msg = '操作成功',
  ) =>
    app.post(
      `${prefix}${path}`,
      { config: { permission }, schema: { tags, summary, body: guarded(body), response: { 200: emptyEnvelope } } },
      async (req) => {
        await run(req, req.body as z.output<B>);
        return ok(null, msg);
      },
    );

  /** A list: POST with the contract's filters as body, answering `{ list, total }` of `row`. */
  const page = <Q extends z.ZodType, R extends z.ZodType>(
    path: string,
    permission: string | string[],
    summary: string,
    query: Q,
    row: R,
    run: (req: FastifyRequest, input: z.output<Q>) => Promise<{ list: z.output<R>[]; total: number; totalCapped?: boolean }>,
  ) =>
    app.post(
      `${prefix}${path}`,
      { config: { permission }, schema: { tags, summary, body: guarded(query), response: { 200: envelope(pageResult(row)) } } },
      async (req) => ok(await run(req, req.body as z.output<Q>)),
    );

  /** A read by path: GET with the params' schema, answering `answer`. */
  const read = <P extends z.ZodType, A extends z.ZodType>(
    path: string,
    permission: string | string[],
    summary: string,
    params: P,
    answer: A,
    run: (req: FastifyRequest, params: z.output<P>) => Promise<z.output<A>>,
  ) =>
    app.get(
      `${prefix}${path}`,
      // the answer is typed by `run`; the provider cannot resolve a generic schema's reply type
      { config: { permission }, schema: { tags, summary, params, response: { 200: envelope(answer) as z.ZodType } } },
      async (req) => ok(await run(req, req.params as z.output<P>)),
    );

  /** A POST that answers data: a detail asked by body, an add answering its id, a step answering what it made. */
  const call = <B extends z.ZodType, A extends z.ZodType>(
    path: string,
    permission: string | string[],
    summary: string,
    body: B,
    answer: A,
    run: (req: FastifyRequest, input: z.output<B>) => Promise<z.output<A>>,
    msg?: string,
  ) =>
    app.post(
      `${prefix}${path}`,
      { config: { permission }, schema: { tags, summary, body: guarded(body), response: { 200: envelope(answer) as z.ZodType } } },
      async (req) => ok(await run(req, req.body as z.output<B>), msg),
    );

  return { app, sc, step, page, read, call };
}
