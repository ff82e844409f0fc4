import { EventEmitter } from 'node:events';

/** Platform events that other parts react to (unread counts pushed over WebSocket, say). */
export interface PlatformEvents {
  /** the unread message count of these users changed */
  unreadChanged: { userIds: string[] };
  /** a session was revoked (sign-out, forced sign-out, reuse of a refresh token) */
  sessionRevoked: { sessionId: string; userId: string };
}

/**
 * In-process bus. With several server processes the same interface is backed
 * by Redis pub/sub (architecture.md §Scale); callers do not change.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  emit<K extends keyof PlatformEvents>(name: K, payload: PlatformEvents[K]): void {
    this.emitter.emit(name, payload);
  }
  on<K extends keyof PlatformEvents>(name: K, listener: (payload: PlatformEvents[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
