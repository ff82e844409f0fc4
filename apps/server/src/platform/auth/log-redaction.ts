import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a credential (the spec's URL sign-in `access_token`, old WebSocket `token`, SM2 `password`). */
const SECRET_PARAMS = new Set(['access_token', 'token', 'refreshtoken', 'refresh_token', 'password', 'ticket']);
/** Path segments after these prefixes are credentials (GET /sso/refresh/token/{refreshToken}). */
const SECRET_SEGMENT = /(\/sso\/refresh\/token\/)[^/?#]+/gi;
const MASK = '[REDACTED]';

/** A URL as it may be written to a log: credential path segments and query values masked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = (q < 0 ? url : url.slice(0, q)).replace(SECRET_SEGMENT, `$1${MASK}`);
  if (q < 0) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let key = name;
      try {
        key = decodeURIComponent(name);
      } catch {
        // a malformed escape is logged as sent
      }
      return SECRET_PARAMS.has(key.toLowerCase()) ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Logger options of the server: the request line is written with credentials
 * masked, and any header that carries one (Authorization, Cookie, Set-Cookie,
 * WebSocket subprotocol) is redacted wherever a log line includes headers.
 */
export const redactingLoggerOptions = {
  serializers: {
    req: (req: LoggedRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      hostname: req.hostname,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["sec-websocket-protocol"]',
      'headers.authorization',
      'headers.cookie',
      'res.headers["set-cookie"]',
      'refreshToken',
      'token',
      'password',
    ],
    censor: MASK,
  },
} satisfies Partial<Exclude<FastifyServerOptions['logger'], boolean | undefined>>;
