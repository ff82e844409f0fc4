import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { redactingLoggerOptions } from './platform/auth/log-redaction';
import { authPlugin } from './platform/auth/plugin';
import { registerRateLimits } from './platform/auth/rate-limit';
import type { AppContext } from './platform/context';
import { registerCompression } from './platform/http/compress';
import { installErrorHandler } from './platform/http/error-handler';
import { installInputGuard } from './platform/http/input-guard';
import { installRequestContext } from './platform/http/request-context';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebApp } from './platform/http/static-assets';
import { startScheduler } from './platform/jobs/scheduler';
import type { ModuleManifest } from './platform/module';
import { installManifests } from './platform/services';

export interface BuildOptions {
  logger?: boolean;
  /** where log lines go (tests capture them); stdout otherwise */
  logStream?: NodeJS.WritableStream;
}

/** The whole HTTP application: platform plugins, then every module's routes under the API prefix. */
export async function buildApp(ctx: AppContext, manifests: ModuleManifest[], opts: BuildOptions = {}): Promise<FastifyInstance> {
  // what the areas plug in (ports, policies, guards, exports, widgets) is read from the manifests alone
  installManifests(manifests);
  const app = Fastify({
    logger: opts.logger
      ? { level: ctx.config.logLevel, ...redactingLoggerOptions, ...(opts.logStream ? { stream: opts.logStream } : {}) }
      : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await registerSecurityHeaders(app);
  // before every route: its onSend hook compresses the answers of the routes registered after it
  await registerCompression(app);
  installInputGuard(app);
  installRequestContext(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '政协履职服务平台 API',
        version: '1.0.0',
        description: '所有应答为 { code, msg, data } 信封；code 为 00000 表示成功。',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10 } });
  await app.register(fastifyWebsocket);
  await app.register(fastifyCookie);
  await registerRateLimits(app, ctx);
  await app.register(authPlugin, { ctx });

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));

  await app.register(
    async (api) => {
      // the document holds no secret but maps every route: anyone may read it in demo mode, only signed-in users in production
      api.get('/openapi.json', { config: { public: ctx.config.demo }, schema: { summary: 'OpenAPI 3 文档（本文件）' } }, async () =>
        app.swagger(),
      );
      for (const m of manifests) {
        if (m.routes) await api.register(m.routes, { ctx });
      }
    },
    { prefix: ctx.config.apiPrefix },
  );

  startScheduler(
    app,
    ctx,
    manifests.flatMap((m) => m.jobs ?? []),
  );

  await registerWebApp(app, { webDist: resolveWebDist(ctx.config.webDist), apiPrefix: ctx.config.apiPrefix });
  return app;
}

function resolveWebDist(configured: string | null): string | null {
  const candidates = configured
    ? [configured]
    : [path.resolve(import.meta.dirname, '../../web/dist'), path.resolve(process.cwd(), 'apps/web/dist')];
  return candidates.find((d) => fs.existsSync(path.join(d, 'index.html'))) ?? null;
}
