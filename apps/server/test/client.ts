import type { TestApp } from './harness';

/** Signed-in HTTP calls for module tests. */
export function client(t: TestApp) {
  const tokens = new Map<string, string>();
  const token = async (who: string) => {
    let tk = tokens.get(who);
    if (!tk) {
      tk = await t.login(who);
      tokens.set(who, tk);
    }
    return tk;
  };
  const call = async <T>(who: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${await token(who)}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() as { code: string; msg: string; data: T }, raw: res };
  };
  return {
    token,
    /** forget a cached token (after a role change, say) */
    forget: (who: string) => tokens.delete(who),
    get: <T = unknown>(who: string, url: string, headers?: Record<string, string>) => call<T>(who, 'GET', url, undefined, headers),
    post: <T = unknown>(who: string, url: string, payload: unknown = {}) => call<T>(who, 'POST', url, payload),
  };
}
