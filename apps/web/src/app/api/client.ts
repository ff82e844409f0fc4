import { AuthApi, type Envelope, Msg, ResultCode, ShellPage } from '@cppcc/contracts';
import { notify } from '../feedback';
import { useAppStore } from '../store';
import { ApiError, statusMessage } from './errors';
import { navigationSignal } from './navigation';

export { ApiError } from './errors';

export interface RequestOpts {
  silent?: boolean;
  /** joined with the navigation signal: either one cancels the request */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeout?: number;
  /** shell calls (menus, unread count, dictionaries) that a navigation must not cancel */
  detached?: boolean;
}

export const API_PREFIX = '/api';
/** spec 002 §9 */
export const DEFAULT_TIMEOUT = 60_000;
export const DOWNLOAD_TIMEOUT = 300_000;
export const UPLOAD_TIMEOUT = 150_000;

/** the path segment that tells the server to take the refresh token from its cookie */
const REFRESH_FROM_COOKIE = '-';
/** Sign-in calls answer 401 for bad credentials: there is nothing to refresh (prefixes: the QR code's steps too). */
const NO_REFRESH = [
  AuthApi.login,
  AuthApi.smsCodeSend,
  AuthApi.smsLogin,
  AuthApi.qrcode,
  AuthApi.iamLogin,
  AuthApi.refreshToken(''),
  AuthApi.publicKey,
];

type ExpiredHandler = (redirect: string) => void;
let expiredHandler: ExpiredHandler = () => {};

/** The app hands over what a lost session does beyond clearing the store: close the socket, go to /login. */
export function onSessionExpired(handler: ExpiredHandler): void {
  expiredHandler = handler;
}

const never = <T>() => new Promise<T>(() => {});

class Timeout extends Error {}

function buildUrl(path: string, params?: Record<string, unknown>): string {
  const url = path.startsWith('http') ? path : API_PREFIX + path;
  if (!params) return url;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) q.set(k, v.join(','));
    else q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: BodyInit;
  json?: boolean;
  opts: RequestOpts;
}

/** Sends once; navigation or caller aborts leave the promise pending (spec 002 §8: cancelled requests stay pending silently). */
async function send(call: Call, token: string | null): Promise<Response> {
  const ctl = new AbortController();
  const sources = [call.opts.signal, call.opts.detached ? undefined : navigationSignal()].filter((s): s is AbortSignal => !!s);
  if (sources.some((s) => s.aborted)) return never();
  let cancelled = false;
  const onAbort = () => {
    cancelled = true;
    ctl.abort();
  };
  for (const s of sources) s.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctl.abort();
  }, call.opts.timeout ?? DEFAULT_TIMEOUT);
  const headers: Record<string, string> = { ...(call.json ? { 'Content-Type': 'application/json' } : {}), ...call.opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(call.url, { method: call.method, headers, body: call.body, signal: ctl.signal });
  } catch (e) {
    if (cancelled) return never();
    if (timedOut) throw new Timeout();
    throw e;
  } finally {
    clearTimeout(timer);
    for (const s of sources) s.removeEventListener('abort', onAbort);
  }
}

let refreshing: Promise<boolean> | null = null;

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** spec 002 §4: the session is gone; warn, clear user, menu and isUpdatePwd, then sign-in page. */
export function expireSession(): void {
  notify.warning(Msg.loginExpired);
  const path = currentPath();
  useAppStore.getState().clearSession();
  expiredHandler(path.startsWith(ShellPage.login) ? '' : path);
}

/**
 * The refresh token is an HttpOnly cookie scoped to the refresh route: scripts
 * never see it; the browser sends it with the placeholder path segment.
 */
async function doRefresh(): Promise<boolean> {
  if (!useAppStore.getState().user) return false;
  try {
    const res = await fetch(API_PREFIX + AuthApi.refreshToken(REFRESH_FROM_COOKIE), { method: 'GET', credentials: 'same-origin' });
    const env = (await res.json().catch(() => null)) as Envelope<{ token: string }> | null;
    if (!res.ok || !env || env.code !== ResultCode.ok) return false;
    useAppStore.getState().setTokens(env.data.token);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refresh once for everyone: a request that failed with a token already
 * replaced goes straight to its replay; all others wait for the one refresh.
 */
async function refreshAfter(usedToken: string | null): Promise<boolean> {
  const now = useAppStore.getState().token;
  if (!refreshing && now && now !== usedToken) return true;
  if (!refreshing) {
    refreshing = doRefresh().then((ok) => {
      if (!ok) expireSession();
      return ok;
    });
    refreshing.finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

function fail(call: Call, shown: string, code: string, status: number, rejection: string): never {
  if (!call.opts.silent) notify.error(shown);
  throw new ApiError(rejection, code, status);
}

async function execute(call: Call, retried = false): Promise<Response> {
  if (refreshing && !(await refreshing)) throw new ApiError(Msg.loginExpired, ResultCode.loginExpired, 401);
  const state = useAppStore.getState();
  const token = state.token;
  let res: Response;
  try {
    res = await send(call, token);
  } catch (e) {
    if (e instanceof Timeout) return fail(call, Msg.timeout, 'timeout', 0, Msg.networkError);
    // no answer although the request was sent
    return fail(call, Msg.timeout, 'network', 0, Msg.networkError);
  }
  const canRefresh = !retried && !!state.user && !NO_REFRESH.some((p) => call.url.startsWith(API_PREFIX + p));
  if (canRefresh && (res.status === 401 || (await peekCode(res)) === ResultCode.tokenExpired)) {
    if (!(await refreshAfter(token))) throw new ApiError(Msg.loginExpired, ResultCode.loginExpired, 401);
    return execute(call, true);
  }
  return res;
}

function isJson(res: Response): boolean {
  return (res.headers.get('content-type') ?? '').includes('json');
}

async function peekCode(res: Response): Promise<string | undefined> {
  if (!isJson(res)) return undefined;
  const env = (await res
    .clone()
    .json()
    .catch(() => null)) as Envelope<unknown> | null;
  return env?.code;
}

async function readEnvelope<T>(call: Call, res: Response): Promise<T> {
  const env = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok) {
    const msg = env?.msg || undefined;
    return fail(
      call,
      statusMessage(res.status, msg, res.statusText || String(res.status)),
      env?.code ?? String(res.status),
      res.status,
      msg || Msg.networkError,
    );
  }
  if (!env || typeof env !== 'object' || !('code' in env)) {
    return fail(call, Msg.requestFailed('响应格式错误'), 'format', res.status, Msg.networkError);
  }
  if (env.code !== ResultCode.ok) return fail(call, env.msg || Msg.networkError, env.code, res.status, env.msg || Msg.networkError);
  return env.data;
}

async function request<T>(call: Call): Promise<T> {
  return readEnvelope<T>(call, await execute(call));
}

function filenameOf(res: Response, fallback?: string): string {
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(cd);
  if (plain) return decodeURIComponent(plain[1].trim());
  return fallback ?? 'download';
}

/** spec 002 §8: a file answer that is really an envelope (sent as a blob) is an error, not a file to save. */
async function envelopeIn(blob: Blob): Promise<Envelope<unknown> | null> {
  if (blob.size > 64 * 1024) return null;
  const text = (await blob.text()).trim();
  if (!text.startsWith('{')) return null;
  try {
    const v = JSON.parse(text) as Partial<Envelope<unknown>> | null;
    return v && typeof v.code === 'string' && typeof v.msg === 'string' ? (v as Envelope<unknown>) : null;
  } catch {
    return null;
  }
}

function save(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export const api = {
  get<T>(url: string, params?: Record<string, unknown>, opts: RequestOpts = {}): Promise<T> {
    return request<T>({ method: 'GET', url: buildUrl(url, params), opts });
  },
  post<T>(url: string, body?: unknown, opts: RequestOpts = {}): Promise<T> {
    return request<T>({
      method: 'POST',
      url: buildUrl(url),
      body: body === undefined ? undefined : JSON.stringify(body),
      json: body !== undefined,
      opts,
    });
  },
  /** Saves the file; an envelope in place of the file is an error whose msg is shown (spec 002 §8). */
  async download(
    url: string,
    o: { method?: 'GET' | 'POST'; body?: unknown; params?: Record<string, unknown>; filename?: string } = {},
  ): Promise<void> {
    const call: Call = {
      method: o.method ?? 'GET',
      url: buildUrl(url, o.params),
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      json: o.body !== undefined,
      opts: { timeout: DOWNLOAD_TIMEOUT, silent: true },
    };
    try {
      const res = await execute(call);
      if (!res.ok || isJson(res)) {
        const env = (await res.json().catch(() => null)) as Envelope<unknown> | null;
        const msg = env?.msg || (res.ok ? Msg.exportFailed : statusMessage(res.status, undefined, String(res.status)));
        throw new ApiError(msg, env?.code ?? String(res.status), res.status);
      }
      const blob = await res.blob();
      const env = await envelopeIn(blob);
      if (env && env.code !== ResultCode.ok) throw new ApiError(env.msg || Msg.exportFailed, env.code, res.status);
      save(blob, filenameOf(res, o.filename));
      notify.success(Msg.exportOk);
    } catch (e) {
      if (e instanceof ApiError && e.code === ResultCode.loginExpired) throw e;
      notify.error(e instanceof ApiError && e.message !== Msg.networkError ? e.message : Msg.exportFailed);
      throw e;
    }
  },
  /** multipart upload with progress (fetch cannot report upload progress) */
  upload<T>(url: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
    const full = buildUrl(url);
    const attempt = (retried: boolean): Promise<T> =>
      new Promise<{ status: number; text: string; token: string | null }>((resolve, reject) => {
        const token = useAppStore.getState().token;
        const xhr = new XMLHttpRequest();
        xhr.open('POST', full);
        xhr.timeout = UPLOAD_TIMEOUT;
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.upload.onprogress = (ev) => {
          if (ev.lengthComputable) onProgress?.(Math.round((ev.loaded / ev.total) * 100));
        };
        xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, token });
        xhr.ontimeout = () => reject(new Timeout());
        xhr.onerror = () => reject(new Error('network'));
        xhr.send(form);
      }).then(
        async ({ status, text, token }) => {
          const res = new Response(text, { status, headers: { 'content-type': 'application/json' } });
          const call: Call = { method: 'POST', url: full, opts: {} };
          if (!retried && useAppStore.getState().user && (status === 401 || (await peekCode(res)) === ResultCode.tokenExpired)) {
            if (!(await refreshAfter(token))) throw new ApiError(Msg.loginExpired, ResultCode.loginExpired, 401);
            return attempt(true);
          }
          return readEnvelope<T>(call, res);
        },
        () => fail({ method: 'POST', url: full, opts: {} }, Msg.timeout, 'timeout', 0, Msg.networkError),
      );
    return attempt(false);
  },
};

/**
 * A call to a service that does not answer the envelope (the office-document
 * service, spec 001 §7.8): the same token, refresh-and-replay, navigation
 * cancel and timeout as `api`, but the caller reads the Response and shows its
 * own messages. A timeout or lost connection rejects with ApiError(网络错误).
 */
export function rawRequest(method: 'GET' | 'POST', url: string, body?: BodyInit, opts: RequestOpts = {}): Promise<Response> {
  return execute({ method, url: buildUrl(url), body, opts: { ...opts, silent: true } });
}
