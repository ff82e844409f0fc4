import * as contracts from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/*
 * Contracts are the single source of API paths (issue 14): the web calls only the paths of the contracts'
 * `…Api` constants (scripts/path-literals.mjs fences raw paths out of the web), and the server's route
 * declarations keep their paths beside their schemas. This test ties the two: every contract path is one the
 * server serves, so a route renamed on one side fails here instead of as a 404 in a browser.
 */

let t: TestApp;
/** the served paths, relative to /api, each path parameter written `P0` */
let served: string[];

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login('admin');
  const doc = (await t.app.inject({ url: '/api/openapi.json', headers: { authorization: `Bearer ${token}` } })).json() as {
    paths: Record<string, unknown>;
  };
  served = Object.keys(doc.paths).map((p) => p.replace(/^\/api(?=\/)/, '').replace(/\{[^}]+\}/g, 'P0'));
});
afterAll(() => t.close());

type PathTree = string | ((...args: string[]) => string) | { [key: string]: PathTree };

/** Every path a contract constant names, as `Name.key` → the path with sample parameters filled in. */
function contractPaths(): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (name: string, v: PathTree) => {
    if (typeof v === 'string') out.set(name, v);
    else if (typeof v === 'function') out.set(name, v('P1', 'P2', 'P3'));
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) visit(`${name}.${k}`, child);
  };
  for (const [name, value] of Object.entries(contracts)) if (/Api$/.test(name)) visit(name, value as PathTree);
  return out;
}

/**
 * A function's parameters (P1…) stand for any one segment, a served route's own parameters included, so a kind
 * written into the path (`/${kind}/page`) matches the routes registered per kind. "+ /{id}": a constant may be
 * the base a caller appends up to two parameters to.
 */
function isServed(raw: string): boolean {
  const path = `/${raw.split('?')[0].replace(/^\//, '')}`;
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/P\d/g, '[^/]+');
  const pattern = new RegExp(`^${escaped}(/P0){0,2}$`);
  return served.some((p) => pattern.test(p));
}

describe('contract API paths', () => {
  it('are matched the way the contracts write them, and a wrong one is not', () => {
    expect(isServed('system/user/page')).toBe(true);
    expect(isServed('/system/user/detail')).toBe(true); // + /{id}
    expect(isServed('/P1/attend/page')).toBe(true); // `/${kind}/attend/page`
    expect(isServed('/system/user/pages')).toBe(false);
    expect(isServed('/system/user')).toBe(false);
    expect(isServed('/P1/attend/pages')).toBe(false);
  });

  it('are many, and each is a path the server serves (or the base of one that takes an id)', () => {
    const paths = contractPaths();
    expect(paths.size).toBeGreaterThan(500);
    const unserved: string[] = [];
    for (const [name, raw] of paths) if (!isServed(raw)) unserved.push(`${name} = ${raw}`);
    expect(unserved.join('\n')).toBe('');
  });

  it('include the prefixes the reference-data pages call under, each the start of served paths', () => {
    const prefixes = Object.entries(contracts).filter(([name]) => /_PREFIX$/.test(name));
    expect(prefixes.length).toBeGreaterThan(4);
    const unserved = prefixes.filter(([, v]) => !served.some((p) => p.startsWith(`${v}/`))).map(([name, v]) => `${name} = ${v}`);
    expect(unserved).toEqual([]);
  });
});
