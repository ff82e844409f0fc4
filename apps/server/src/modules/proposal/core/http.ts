import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { callerOf } from '../../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import type { StepContext } from './steps';

export const tags = ['提案'];
export const idResult = envelope(z.object({ id: z.string() }));

/** What every route file of the area starts from: the typed app, the step context of a request, and the step route. */
export function routeKit(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const sc = (req: FastifyRequest): StepContext => ({ ctx, caller: callerOf(req) });

  /** A state-changing POST: schema, permission, one service call. */
  const step = <B extends z.ZodType>(
    path: string,
    permission: string | string[],
    summary: string,
    body: B,
    run: (req: FastifyRequest, input: z.output<B>) => Promise<unknown>,
    msg = '操作成功',
  ) =>
    app.post(
      `/proposal/${path}`,
      { config: { permission }, schema: { tags, summary, body: guarded(body), response: { 200: emptyEnvelope } } },
      async (req) => {
        await run(req, req.body as z.output<B>);
        return ok(null, msg);
      },
    );

  return { app, sc, step };
}
