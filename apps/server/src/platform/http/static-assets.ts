import path from 'node:path';
import { Msg, ResultCode } from '@cppcc/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under /assets after its content: a new build has new names, so a browser keeps them for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current files: the browser asks again each time (ETag, Last-Modified), a 304 when unchanged. */
export const REVALIDATE = 'no-cache';
/** the few unhashed files beside index.html (the favicon) */
const DAY = 'public, max-age=86400';

const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(webDist: string, file: string): string {
  const relative = path.relative(webDist, file.replace(COMPRESSED_COPY, ''));
  if (relative === 'index.html') return REVALIDATE;
  return relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : DAY;
}

/**
 * The built web app: its files with the brotli or gzip copy the build wrote beside each
 * (apps/web/vite.config.ts) when the client accepts it, and index.html for every other GET outside
 * the API, as the single-page app owns those paths (client routes, its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, opts: { webDist: string | null; apiPrefix: string }): Promise<void> {
  const { webDist, apiPrefix } = opts;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(webDist, file));
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    // a script or style of an earlier build (a page open across a deployment) is gone: a 404, never
    // index.html, which the browser would refuse as a module and cache as the file for good
    const missingAsset = url.startsWith('/assets/');
    if (url.startsWith(`${apiPrefix}/`) || url === apiPrefix || req.method !== 'GET' || !webDist || missingAsset) {
      return reply.status(404).send({ code: ResultCode.notFound, msg: Msg.notFound, data: null });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
