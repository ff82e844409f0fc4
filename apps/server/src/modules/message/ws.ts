import { WS_AUTH_TIMEOUT_MS, WS_CLOSE_SESSION_REVOKED, WS_CLOSE_UNAUTHENTICATED, type WsServerFrame, wsAuthFrame } from '@cppcc/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { unreadCount } from './service';

/** What this module uses of a `ws` socket (the package ships no types here; @types/ws is not installed). */
interface LiveSocket {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'pong' | 'close', listener: () => void): void;
  once(event: 'message', listener: (data: Buffer) => void): void;
}
const OPEN = 1;

interface Client {
  socket: LiveSocket;
  sessionId: string;
  alive: boolean;
}

const HEARTBEAT_MS = 30_000;

function parseFrame(data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Unread-count push over /api/ws. The registry is per process: with several
 * server processes the event bus reaches the others over Redis (platform/events.ts),
 * so every process hears 'unreadChanged' and 'sessionRevoked' and acts on the sockets it holds.
 */
export async function registerUnreadSocket(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const byUser = new Map<string, Set<Client>>();

  const push = async (userId: string) => {
    const clients = byUser.get(userId);
    if (!clients?.size) return;
    const frame: WsServerFrame = { type: 'unread', count: await unreadCount(ctx.db, userId) };
    const text = JSON.stringify(frame);
    for (const c of clients) if (c.socket.readyState === OPEN) c.socket.send(text);
  };

  const offUnread = ctx.events.on('unreadChanged', ({ userIds }) => {
    for (const id of userIds) push(id).catch((err) => app.log.warn({ err }, 'unread push failed'));
  });
  // spec 002 §4: a revoked session (sign-out, forced sign-out, refresh reuse) loses its live channel too
  const offRevoked = ctx.events.on('sessionRevoked', ({ sessionId, userId }) => {
    for (const c of byUser.get(userId) ?? []) if (c.sessionId === sessionId) c.socket.close(WS_CLOSE_SESSION_REVOKED, 'session revoked');
  });
  // half-open TCP connections (a laptop closed mid-session) never send close: ping them out
  const heartbeat = setInterval(() => {
    for (const clients of byUser.values()) {
      for (const c of clients) {
        if (!c.alive) c.socket.terminate();
        else {
          c.alive = false;
          c.socket.ping();
        }
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    offUnread();
    offRevoked();
    clearInterval(heartbeat);
    for (const clients of byUser.values()) for (const c of clients) c.socket.close(1001, 'server shutting down');
  });

  const attach = async (socket: LiveSocket, principal: { userId: string; sessionId: string }) => {
    const client: Client = { socket, sessionId: principal.sessionId, alive: true };
    const set = byUser.get(principal.userId) ?? new Set<Client>();
    set.add(client);
    byUser.set(principal.userId, set);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => {
      set.delete(client);
      if (!set.size) byUser.delete(principal.userId);
    });
    await push(principal.userId);
  };

  /**
   * The access token arrives in the first frame ({type:'auth', token}), never in
   * the URL: URLs end up in access logs and proxies. A socket that does not
   * authenticate within WS_AUTH_TIMEOUT_MS is closed.
   */
  app.get('/ws', { websocket: true, config: { public: true }, schema: { hide: true } }, (ws) => {
    const socket: LiveSocket = ws;
    let closed = false;
    const refuse = () => {
      if (closed) return;
      closed = true;
      socket.close(WS_CLOSE_UNAUTHENTICATED, 'unauthenticated');
    };
    const timer = setTimeout(refuse, WS_AUTH_TIMEOUT_MS);
    timer.unref();
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
    });
    socket.once('message', (data) => {
      clearTimeout(timer);
      const frame = wsAuthFrame.safeParse(parseFrame(data));
      if (!frame.success) return refuse();
      authenticate(ctx, frame.data.token)
        .then((principal) => (closed ? undefined : attach(socket, principal)))
        .catch(refuse);
    });
  });
}
