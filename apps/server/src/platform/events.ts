import { EventEmitter } from 'node:events';
import { z } from 'zod';
import type { ClusterLink } from './cluster/link';

/** Platform events that other parts react to (unread counts pushed over WebSocket, say). */
export interface PlatformEvents {
  /** the unread message count of these users changed */
  unreadChanged: { userIds: string[] };
  /** a session was revoked (sign-out, forced sign-out, reuse of a refresh token) */
  sessionRevoked: { sessionId: string; userId: string };
}

const id = z.string().min(1).max(64);
/** What another process may send: checked before any listener sees it. */
const remote = z.discriminatedUnion('name', [
  z.object({ name: z.literal('unreadChanged'), payload: z.object({ userIds: z.array(id).max(1_000_000) }) }),
  z.object({ name: z.literal('sessionRevoked'), payload: z.object({ sessionId: id, userId: id }) }),
]);

/**
 * The event bus. Listeners in this process hear an event at once; over the
 * cluster link (Redis pub/sub when several processes share one) the other
 * processes hear it too, so a message sent through one process rings the bell
 * of a user whose WebSocket is held by another. Callers do not change.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private readonly offLink: () => void;
  constructor(private readonly link?: ClusterLink) {
    this.emitter.setMaxListeners(0);
    this.offLink =
      link?.subscribe('events', (message) => {
        const m = remote.safeParse(message);
        if (m.success) this.emitter.emit(m.data.name, m.data.payload);
      }) ?? (() => {});
  }
  emit<K extends keyof PlatformEvents>(name: K, payload: PlatformEvents[K]): void {
    this.emitter.emit(name, payload);
    this.link?.publish('events', { name, payload });
  }
  on<K extends keyof PlatformEvents>(name: K, listener: (payload: PlatformEvents[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
  /** stops hearing the other processes */
  detach(): void {
    this.offLink();
  }
}
