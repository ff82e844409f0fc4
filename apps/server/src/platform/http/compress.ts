import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Text answers only: JSON, text (not an event stream, which must reach the client as written),
 * XML, SVG and JavaScript. Everything else is sent as it is: images, PDFs, and the .docx, .xlsx and
 * zip files of the exports are compressed already, and an unknown upload (octet-stream) is not
 * worth the CPU. The built web app is compressed at build time (static-assets.ts) and carries its
 * Content-Encoding, which this plugin leaves alone.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/;

/**
 * HTTP compression of the answers, brotli or gzip as the client's Accept-Encoding allows (brotli
 * at the plugin's quality 4: a list of 200 rows compresses in about a millisecond). Request bodies
 * are not inflated: no client sends them compressed, and an inflated body could outgrow bodyLimit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
  });
}
