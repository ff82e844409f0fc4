import { MsgType } from '@cppcc/contracts';
import type { AppContext } from '../../../platform/context';
import type { Tx } from '../../../platform/db/client';
import type { AfterCommit } from '../../../platform/workflow';
import { notifyUnread, sendMessage } from '../../message';

/** The item a message is about: its title names it, its link opens it. */
export interface InfoSubject {
  id: string;
  title: string;
}

export interface InfoNotice {
  userIds: readonly string[];
  /** the fixed part (信息已退回); the item's title follows after a colon */
  title: string;
  content: string;
  item: InfoSubject;
  /** the page to open; the item's detail page by default */
  url?: string;
}

/**
 * The messages of an information step: written in its transaction, the unread
 * push queued after the commit (a rolled-back step tells nobody).
 */
export class InfoNotifier {
  private readonly unread = new Set<string>();

  constructor(
    private readonly tx: Tx,
    ctx: AppContext,
    after: AfterCommit,
    private readonly sender: { userId: string; username: string },
  ) {
    after.add(() => notifyUnread(ctx.events, [...this.unread]));
  }

  async notify(n: InfoNotice): Promise<void> {
    const userIds = [...new Set(n.userIds.filter((id) => id && id !== this.sender.userId))];
    if (!userIds.length) return;
    const sent = await sendMessage(this.tx, {
      userIds,
      title: `${n.title}：《${n.item.title}》`,
      content: n.content,
      msgType: MsgType.operation,
      bizType: 'info',
      bizId: n.item.id,
      url: n.url ?? `/info/infoDetail/${n.item.id}`,
      sender: this.sender,
    });
    for (const id of sent.userIds) this.unread.add(id);
  }
}
