import { type MsgBizTypeValue, MsgType, type MsgTypeValue } from '@cppcc/contracts';
import { type Actor, audit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import type { EventBus } from '../../platform/events';
import { message } from './tables';

export interface SendMessageInput {
  userIds: string[];
  title: string;
  content: string;
  msgType?: MsgTypeValue;
  bizType?: MsgBizTypeValue | null;
  bizId?: string | null;
  url?: string | null;
  sender?: { userId: string | null; username: string | null } | null;
}

export interface SentMessages {
  batchId: string;
  /** distinct recipients: pass them to notifyUnread once the transaction has committed */
  userIds: string[];
}

/**
 * Writes one message per recipient inside the caller's transaction. The unread
 * push must wait for the commit (a socket that re-reads the count earlier would
 * see the old number), so the caller emits with `notifyUnread` after `inTx`
 * resolves, or uses `deliverMessage`, which does both.
 */
export async function sendMessage(tx: Queryable, input: SendMessageInput): Promise<SentMessages> {
  const userIds = [...new Set(input.userIds)];
  const batchId = newId();
  const rows = userIds.map((userId) => ({
    id: newId(),
    batchId,
    userId,
    title: input.title,
    content: input.content,
    msgType: input.msgType ?? MsgType.notice,
    bizType: input.bizType ?? null,
    bizId: input.bizId ?? null,
    url: input.url ?? null,
    senderId: input.sender?.userId ?? null,
    senderName: input.sender?.username ?? null,
  }));
  // chunks keep each statement well under the parameter limit of PostgreSQL (65535)
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(message).values(rows.slice(i, i + 1000));
  return { batchId, userIds };
}

/** Tells the WebSocket layer (and, with several processes, Redis subscribers behind EventBus) that counts changed. */
export function notifyUnread(events: EventBus, userIds: string[]): void {
  if (userIds.length) events.emit('unreadChanged', { userIds });
}

/** Sends in its own transaction with an audit row, then pushes the new counts. */
export async function deliverMessage(ctx: AppContext, actor: Actor, input: SendMessageInput): Promise<SentMessages> {
  const sent = await inTx(ctx.db, async (tx) => {
    const s = await sendMessage(tx, input);
    await audit(tx, actor, {
      objectType: 'message',
      objectId: s.batchId,
      action: 'send',
      detail: { title: input.title, recipients: s.userIds.length },
    });
    return s;
  });
  notifyUnread(ctx.events, sent.userIds);
  return sent;
}
