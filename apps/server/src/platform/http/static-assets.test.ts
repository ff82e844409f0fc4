import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { IMMUTABLE, REVALIDATE } from './static-assets';

let t: TestApp;
let web: string;
const files: Record<string, Buffer> = {};

/** what the build writes (apps/web/vite.config.ts, precompress): the file and its strongest brotli and gzip copies */
function write(name: string, text: string, precompressed: boolean) {
  const file = path.join(web, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = Buffer.from(text);
  fs.writeFileSync(file, raw);
  files[name] = raw;
  if (!precompressed) return;
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  files[`${name}.br`] = br;
}

const js = Array.from({ length: 800 }, (_, i) => `export const v${i} = "委员履职 ${i}";`).join('\n');

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-web-'));
  write(
    'index.html',
    `<!doctype html><html><head><script type="module" src="/assets/index-Ab12.js"></script></head><body>${'<!-- 政协 -->'.repeat(200)}</body></html>`,
    true,
  );
  write('assets/index-Ab12.js', js, true);
  // a file the build left without copies (too small to be worth it there, or added by hand)
  write('assets/late-Cd34.css', `.a{color:red}\n`.repeat(200), false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  t = await createTestApp({ webDist: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built web app', () => {
  it('sends the brotli copy the build wrote to a browser that accepts it, as it is, cached for good', async () => {
    const res = await get('/assets/index-Ab12.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    // the very bytes on disk: nothing compressed it again on the way
    expect(res.rawPayload.equals(files['assets/index-Ab12.js.br'])).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/index-Ab12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    for (const plain of [await get('/assets/index-Ab12.js'), await get('/assets/index-Ab12.js', 'identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(js);
    }
  });

  it('compresses a text file the build left without copies on the way', async () => {
    const res = await get('/assets/late-Cd34.css', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(files['assets/late-Cd34.css'])).toBe(true);
  });

  it('answers index.html, compressed and never kept without asking again, for the app’s own paths', async () => {
    for (const url of ['/', '/login', '/proposal/allProposalList?x=1', '/index.html']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(zlib.brotliDecompressSync(res.rawPayload).equals(files['index.html']), url).toBe(true);
    }
    const plain = await get('/home/office');
    expect([plain.headers['content-encoding'], plain.headers['cache-control'], plain.body]).toEqual([
      undefined,
      REVALIDATE,
      files['index.html'].toString(),
    ]);
  });

  it('keeps an unhashed file a day, and leaves unknown API paths to the JSON 404', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
    const gone = await get('/assets/index-OLDHASH.js', 'br');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/text\/html/);
    expect(gone.headers['cache-control']).not.toBe(IMMUTABLE);
    const api = await get('/api/no/such/route', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: '40400' });
  });
});
