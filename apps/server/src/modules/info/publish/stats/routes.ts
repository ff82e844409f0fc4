import {
  PublicationPerm,
  PublicationStatPath,
  publicationStatQuery,
  publicationTypeStatQuery,
  type StatResult,
  statResult,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../../platform/context';
import type { Queryable } from '../../../../platform/db/client';
import { sendXlsx, statSheet } from '../../../../platform/export';
import { routeKit } from '../../../../platform/http/route-kit';
import { guarded } from '../../../../platform/http/schema-guard';
import { reporterStat, typeStat, unitStat } from './statistics';

/**
 * 刊物统计 (docs/publications-stats.md): POST {path} answers the numbers, POST {path}/export the
 * workbook of the same filters. The information office's view of every issue (PublicationPerm.view).
 */
export const statsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, call } = routeKit(base, ctx, { tags: ['社情民意·刊物统计'], prefix: '/' });

  function stat<S extends z.ZodType>(path: string, summary: string, body: S, run: (q: Queryable, f: z.output<S>) => Promise<StatResult>) {
    call(path, PublicationPerm.view, summary, body, statResult, (_req, f) => run(ctx.db, f));
    app.post(
      `/${path}/export`,
      {
        config: { permission: PublicationPerm.view },
        schema: { tags: ['社情民意·刊物统计'], summary: `导出${summary}（xlsx）`, body: guarded(body) },
      },
      async (req, reply) => {
        const r = await run(ctx.db, req.body as z.output<S>);
        return sendXlsx(reply, { filename: r.title, sheetName: r.title, ...statSheet(r) });
      },
    );
  }

  stat(PublicationStatPath.reporter, '刊物统计：按上报人（期数、刊发条数、批示、反馈）', publicationStatQuery, reporterStat);
  stat(PublicationStatPath.unit, '刊物统计：按上报单位', publicationStatQuery, unitStat);
  stat(
    PublicationStatPath.type,
    '刊物统计：按类别（by=publicationType 刊物类型，infoType 一级信息类别）',
    publicationTypeStatQuery,
    typeStat,
  );
};
