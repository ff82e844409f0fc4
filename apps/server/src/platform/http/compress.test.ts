import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { sendStream } from '../export/send-stream';
import { COMPRESS_THRESHOLD, registerCompression } from './compress';

let t: TestApp;
let bare: FastifyInstance;
const big = 'x'.repeat(8 * COMPRESS_THRESHOLD);

beforeAll(async () => {
  t = await createTestApp();
  // the plugin as the app registers it, on routes that answer each kind of body the app sends
  bare = Fastify();
  await registerCompression(bare);
  const typed = (type: string) => async (_req: unknown, reply: import('fastify').FastifyReply) => reply.type(type).send(Buffer.from(big));
  bare.get('/docx', typed('application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
  bare.get('/xlsx', typed('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
  bare.get('/zip', typed('application/zip'));
  bare.get('/pdf', typed('application/pdf'));
  bare.get('/upload', typed('application/octet-stream'));
  bare.get('/csv', typed('text/csv; charset=utf-8'));
  bare.get('/events', (_req, reply) => {
    const s = new PassThrough();
    reply.type('text/event-stream').send(s);
    s.end(`data: ${big}\n\n`);
  });
  bare.get('/stream-xlsx', (_req, reply) =>
    sendStream(reply, {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: '名册.xlsx',
      produce: async (out) => {
        out.write(Buffer.from(big));
      },
    }),
  );
  await bare.ready();
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('HTTP compression of the answers', () => {
  it('compresses a large JSON answer with brotli or gzip as the client asks, to the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(encoding, res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await t.app.inject({ url: '/api/sso/public-key', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not compress a real export again: the audit .xlsx goes as the zip it is', async () => {
    const token = await t.login('auditadmin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/audit/export',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      payload: { category: 'operation' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('leaves office files, archives, PDFs, uploads and event streams alone, and compresses CSV', async () => {
    for (const url of ['/docx', '/xlsx', '/zip', '/pdf', '/upload', '/stream-xlsx', '/events']) {
      const res = await bare.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body, url).toContain(big);
    }
    const csv = await bare.inject({ url: '/csv', headers: { 'accept-encoding': 'gzip' } });
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(csv.rawPayload).toString()).toBe(big);
  });

  it('does not inflate a compressed request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'tian', password: t.encrypt(DEMO_PASSWORD) })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().code).not.toBe('00000');
  });

  it('keeps the bell’s WebSocket working for a browser that offers every encoding', async () => {
    const token = await t.login('tian');
    const frames: string[] = [];
    const first = new Promise<string>((resolve) => {
      void t.app
        .injectWS(
          '/api/ws',
          { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
          {
            onInit(socket) {
              socket.on('message', (data: Buffer) => {
                frames.push(data.toString());
                resolve(data.toString());
              });
            },
          },
        )
        .then((ws) => {
          ws.send(JSON.stringify({ type: 'auth', token }));
          return ws;
        });
    });
    expect(JSON.parse(await first)).toMatchObject({ type: 'unread', count: expect.any(Number) });
  });
});
