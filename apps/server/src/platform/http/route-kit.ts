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

/** The answer of an add: the new record's id. */
export const idResult = envelope(z.object({ id: z.string() }));

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

  return { app, sc, step };
}
