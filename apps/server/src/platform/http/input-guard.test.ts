import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { findBadText } from './input-guard';

let t: TestApp;
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // between them the demo accounts hold every permission, so each route is reached past its permission check
  for (const who of ['admin', 'secadmin', 'auditadmin', 'tian', 'xinxi', 'weiyuan', 'jiti', 'chengban']) tokens.push(await t.login(who));
});
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
}

async function operationsWithPathParams(): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/api/openapi.json', headers: { authorization: `Bearer ${tokens[0]}` } })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.includes('{')) continue;
    for (const method of Object.keys(item)) if (['get', 'post', 'put', 'delete', 'patch'].includes(method)) ops.push({ method, path });
  }
  return ops;
}

describe('a NUL byte in any path parameter (finding 16)', () => {
  it('answers 400 naming the field on every route that has one, never 500', async () => {
    const ops = await operationsWithPathParams();
    expect(ops.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let reached = 0;
    for (const op of ops) {
      const url = op.path.replace(/\{[^}]+\}/g, '%00');
      let res = null;
      for (const token of tokens) {
        res = await t.app.inject({
          method: op.method.toUpperCase() as 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(op.method === 'get' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 403) break;
      }
      if (!res) continue;
      if (res.statusCode === 403) continue; // no demo account holds the permission: refused before any input is read
      reached++;
      const body = res.json() as { code: string; msg: string };
      if (res.statusCode !== 400 || !/^路径参数字段 \S+ 含有非法字符$/.test(body.msg))
        wrong.push(`${op.method} ${op.path} → ${res.statusCode} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(reached).toBeGreaterThan(20);
    console.log(`path-parameter operations: ${ops.length}, reached past permission checks: ${reached}`);
  });

  it('names the field for %00 in a query string', async () => {
    const res = await t.app.inject({
      url: '/api/sys/oss/download?module=proposal&path=%00',
      headers: { authorization: `Bearer ${tokens[1]}` },
    });
    expect([res.statusCode, res.json().msg]).toEqual([400, '查询参数字段 path 含有非法字符']);
  });
});

describe('a NUL byte or a lone surrogate in a JSON body', () => {
  it('answers 400 naming the field', async () => {
    const nul = await t.app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'ad\u0000min', password: 'x' } });
    expect([nul.statusCode, nul.json().code, nul.json().msg]).toEqual([400, '40000', '请求体字段 username 含有非法字符']);
    const lone = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"admin","password":"x","extra":{"list":["ok","\\ud800"]}}',
    });
    expect([lone.statusCode, lone.json().msg]).toEqual([400, '请求体字段 extra.list.1 含有非法字符']);
  });

  it('lets well-formed text through, pairs of surrogates (emoji) included', () => {
    expect(findBadText({ a: ['政协 😀', { b: 'x' }], n: 1, z: null })).toBeNull();
    expect(findBadText({ a: { '\u0000': 1 } })).toEqual(['a', '\\0']);
    expect(findBadText('\udc00x')).toEqual([]);
  });
});
