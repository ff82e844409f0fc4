import type { ImMessage } from '@cppcc/contracts';
import type { message } from './tables';

/** Rows never reach a client as they are (style.md: presenters). */
export function toImMessage(m: typeof message.$inferSelect): ImMessage {
  return {
    id: m.id,
    title: m.title,
    content: m.content,
    msgType: m.msgType,
    bizType: m.bizType,
    bizId: m.bizId,
    url: m.url,
    senderName: m.senderName,
    readState: m.readAt ? 1 : 0,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  };
}
