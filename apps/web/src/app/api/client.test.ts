import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../store';
import { ApiError, api, onSessionExpired } from './client';
import { abortPending } from './navigation';

const shown: { type: string; text: string }[] = [];
vi.mock('../feedback', () => ({
  notify: {
    error: (text: string) => shown.push({ type: 'error', text }),
    warning: (text: string) => shown.push({ type: 'warning', text }),
    success: (text: string) => shown.push({ type: 'success', text }),
    info: (text: string) => shown.push({ type: 'info', text }),
  },
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: '00000', msg: '操作成功', data });

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const authOf = (init?: RequestInit) => (init?.headers as Record<string, string> | undefined)?.Authorization;

beforeEach(() => {
  shown.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({
    token: 'old',
    user: { userId: 'u' } as never,
    menu: [{ id: 'm' } as never],
    isUpdatePwd: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client: session refresh (spec 002 §4)', () => {
  it('refreshes once for three concurrent expired requests and replays them with the new token', async () => {
    let refreshes = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/sso/refresh/token/')) {
        refreshes += 1;
        // the refresh token is the HttpOnly cookie; the path carries the placeholder only
        expect(url).toBe('/api/sso/refresh/token/-');
        expect(init?.credentials).toBe('same-origin');
        await new Promise((r) => setTimeout(r, 20));
        return ok({ token: 'new', refreshToken: 'r2' });
      }
      if (authOf(init) === 'Bearer old') return json(401, { code: '10002', msg: '登录已过期', data: null });
      return ok(url);
    });
    const results = await Promise.all([api.get('/a'), api.post('/b', { x: 1 }), api.get('/c', { q: 'z' })]);
    expect(results).toEqual(['/api/a', '/api/b', '/api/c?q=z']);
    expect(refreshes).toBe(1);
    expect(useAppStore.getState().token).toBe('new');
    expect(JSON.stringify(useAppStore.getState())).not.toContain('r2');
    expect(shown).toEqual([]);
  });

  it('also refreshes on code 10002 in a 200 answer', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/sso/refresh/token/')) return ok({ token: 'new', refreshToken: 'r2' });
      return authOf(init) === 'Bearer old' ? json(200, { code: '10002', msg: 'expired', data: null }) : ok(1);
    });
    await expect(api.get('/a')).resolves.toBe(1);
  });

  it('a failed refresh (10001) warns 登录已过期，请重新登录 and signs out towards /login with the current path', async () => {
    window.history.pushState({}, '', '/system/user?tab=1');
    const expired = vi.fn();
    onSessionExpired(expired);
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/sso/refresh/token/')
        ? json(401, { code: '10001', msg: '请重新登录', data: null })
        : json(401, { code: '10002', msg: 'x', data: null }),
    );
    const calls = [api.get('/a'), api.get('/b')];
    for (const c of calls) await expect(c).rejects.toMatchObject({ code: '10001' });
    expect(shown).toEqual([{ type: 'warning', text: '登录已过期，请重新登录' }]);
    const s = useAppStore.getState();
    expect([s.user, s.token, s.menu, s.isUpdatePwd]).toEqual([null, null, [], false]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith('/system/user?tab=1');
    expect(fetchMock.mock.calls.filter(([u]) => u.startsWith('/api/sso/refresh')).length).toBe(1);
  });

  it('does not refresh for the sign-in call itself: its 401 shows the server message', async () => {
    fetchMock.mockResolvedValue(json(401, { code: '10003', msg: '用户名或密码错误', data: null }));
    await expect(api.post('/sso/login', {})).rejects.toMatchObject({ code: '10003', status: 401, message: '用户名或密码错误' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([{ type: 'error', text: '用户名或密码错误' }]);
  });
});

describe('api client: error catalogue (spec 002 §8)', () => {
  const cases: [number, unknown, string, string][] = [
    [400, { code: '40000', msg: '用户名不能为空', data: null }, '用户名不能为空', '用户名不能为空'],
    [400, {}, '请求参数错误', '网络错误'],
    [403, { code: '40300', msg: '无权限，请联系管理员', data: null }, '无权限，请联系管理员', '无权限，请联系管理员'],
    [403, {}, '没有权限，请联系管理员', '网络错误'],
    [404, { code: '40400', msg: '用户不存在', data: null }, '请求的资源不存在', '用户不存在'],
    [500, { code: '50000', msg: 'boom', data: null }, '服务器错误，请联系管理员', 'boom'],
    [503, {}, '服务器错误，请联系管理员', '网络错误'],
    [409, { code: '40900', msg: '登录名已存在', data: null }, '请求失败：登录名已存在', '登录名已存在'],
  ];
  it.each(cases)('HTTP %i shows the mapped message and rejects with the server msg', async (status, body, text, rejection) => {
    fetchMock.mockResolvedValue(json(status, body));
    const err = await api.get('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(rejection);
    expect((err as ApiError).status).toBe(status);
    expect(shown).toEqual([{ type: 'error', text }]);
  });

  it('a business code other than 00000 rejects with the server msg', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '40001', msg: '当前状态不允许该操作', data: null }));
    await expect(api.post('/x')).rejects.toMatchObject({ code: '40001', message: '当前状态不允许该操作' });
    expect(shown).toEqual([{ type: 'error', text: '当前状态不允许该操作' }]);
  });

  it('a request without an answer shows 请求超时，请刷新重试 and rejects with 网络错误', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ message: '网络错误' });
    expect(shown).toEqual([{ type: 'error', text: '请求超时，请刷新重试' }]);
  });

  it('times out after the given time (default 60 s)', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const p = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await p).toBeInstanceOf(ApiError);
    expect(shown).toEqual([{ type: 'error', text: '请求超时，请刷新重试' }]);
  });

  it('silent calls show nothing', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    await expect(api.get('/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual([]);
  });

  it('sends the bearer token and JSON body, and resolves with data', async () => {
    fetchMock.mockResolvedValue(ok({ list: [], total: 0 }));
    await expect(api.post('/system/user/page', { pageNum: 1 })).resolves.toEqual({ list: [], total: 0 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/system/user/page');
    expect(authOf(init)).toBe('Bearer old');
    expect(init?.body).toBe('{"pageNum":1}');
  });
});

describe('api client: navigation cancels pending requests (spec 001 §2.2)', () => {
  it('leaves the page’s requests pending and silent, but not detached shell calls', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(ok('late')), 30);
        }),
    );
    let settled = false;
    void api.get('/page-data').then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    const shell = api.get('/sys/menu/current', undefined, { detached: true });
    abortPending();
    await expect(shell).resolves.toBe('late');
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    expect(shown).toEqual([]);
  });

  it('a request made after the navigation goes through', async () => {
    abortPending();
    fetchMock.mockResolvedValue(ok(7));
    await expect(api.get('/next')).resolves.toBe(7);
  });
});
