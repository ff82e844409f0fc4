import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser-side hardening for every answer (API, web app files, 404s):
 * - CSP: only our own scripts (the built index.html has no inline script),
 *   styles from us plus inline ones — antd writes its CSS-in-JS into <style>
 *   elements at run time, which no hash or nonce can cover; images from us plus
 *   data: (antd icons) and blob: (the avatar cropper's preview, downloads);
 *   fetch/WebSocket to our own origin only ('self' covers ws:/wss: of the same host).
 * - frame-ancestors 'none' and X-Frame-Options DENY: no other site may frame a page (clickjacking).
 * - HSTS is always sent; browsers honour it only over https, so a plain-http
 *   intranet deployment is unaffected and an https one is pinned to https.
 * - upgrade-insecure-requests is left out: it would break a deployment served over plain http.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // the web app opens nothing cross-origin; files are same-origin too
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
