import { InfoPage, MsgBizType } from '@cppcc/contracts';
import type { AppContext } from '../../../platform/context';
import type { Tx } from '../../../platform/db/client';
import type { AfterCommit } from '../../../platform/workflow';
import { StepNotifier } from '../../message';

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

/** The messages of an information step, through the platform's notifier (the reviewer is not told of their own step). */
export class InfoNotifier {
  private readonly out: StepNotifier;

  constructor(tx: Tx, ctx: AppContext, after: AfterCommit, sender: { userId: string; username: string }) {
    this.out = new StepNotifier(tx, ctx, after, { bizType: MsgBizType.info, smsPrefix: '【社情民意】', sender, skipSender: true });
  }

  async notify(n: InfoNotice): Promise<void> {
    await this.out.notify({
      userIds: n.userIds,
      title: `${n.title}：《${n.item.title}》`,
      content: n.content,
      bizId: n.item.id,
      url: n.url ?? InfoPage.detail(n.item.id),
    });
  }
}
