import { DownloadTypePerm, downloadTypeOption } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { envelope, ok } from '../../platform/http/envelope';
import { registerCodeListRoutes } from '../../platform/reference/code-lists';
import { downloadTypeOptions, downloadTypes } from './types-service';

const tag = '日常办公-下载类型';

export const downloadTypeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/office/download/center/getDownLoadTypeList',
    { schema: { tags: [tag], summary: '下载类型（启用的，code 与 name）', response: { 200: envelope(z.array(downloadTypeOption)) } } },
    async () => ok(await downloadTypeOptions(ctx.db)),
  );
  registerCodeListRoutes(app, ctx.db, {
    prefix: '/office/download/type',
    label: '下载类型',
    tag,
    service: downloadTypes,
    perms: DownloadTypePerm,
  });
};
