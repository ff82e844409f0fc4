/**
 * The notification socket (/api/ws): its frames and close codes. No zod here, on purpose: the
 * sign-in page's bundle imports this file (app/realtime.ts, as '@cppcc/contracts/ws') and must not
 * pull the schema library in with it (issue 19's /login budget). The auth frame's schema is in
 * message.ts.
 */

/** Frames the server pushes on /api/ws. */
export type WsServerFrame = { type: 'unread'; count: number };
/** Close code sent when the session behind the socket is revoked. */
export const WS_CLOSE_SESSION_REVOKED = 4001;
export const WS_CLOSE_UNAUTHENTICATED = 4401;
/** Milliseconds a socket may stay open without its auth frame. */
export const WS_AUTH_TIMEOUT_MS = 5000;
