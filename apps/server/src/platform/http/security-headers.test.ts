import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let prod: TestApp;
let web: string;

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-web-'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/a.js"></script></head><body></body></html>',
  );
  t = await createTestApp({ webDist: web });
  prod = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t.close();
  await prod.close();
  fs.rmSync(web, { recursive: true, force: true });
});

function expectHardened(h: Record<string, unknown>) {
  const csp = String(h['content-security-policy']);
  for (const d of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(d);
  }
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(h['strict-transport-security'])).toMatch(/^max-age=31536000/);
}

describe('security headers (finding 10)', () => {
  it('are on an API answer, an error and the web app', async () => {
    expectHardened((await t.app.inject({ url: '/api/sso/public-key' })).headers);
    expectHardened((await t.app.inject({ url: '/api/system/user/page' })).headers);
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectHardened(page.headers);
    expectHardened((await t.app.inject({ url: '/proposal/detail/1' })).headers);
  });
});

describe('the OpenAPI document (finding 17a)', () => {
  it('is public in demo mode and needs a sign-in in production', async () => {
    expect((await t.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    const anon = await prod.app.inject({ url: '/api/openapi.json' });
    expect([anon.statusCode, anon.json().code]).toEqual([401, '10001']);
    const token = await prod.login('admin');
    expect((await prod.app.inject({ url: '/api/openapi.json', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});
