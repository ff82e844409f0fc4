import { MeetPage, MsgBizType, MsgType, ProposalPage } from '@cppcc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { SeedContext } from '../../platform/module';
import { accountIdsByLoginNames } from '../system';
import { sendMessage } from './send';
import { message } from './tables';

const OFFICE = { userId: null, username: '市政协办公室' };

/** A few messages so the bell, the dropdown and the message centre are not empty on a fresh demo. */
export async function seedMessages({ tx, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  const id = await accountIdsByLoginNames(tx, ['admin', 'secadmin', 'auditadmin', 'tian', 'xinxi', 'weiyuan', 'jiti', 'chengban']);
  const pick = (...names: string[]) => names.flatMap((n) => (id.has(n) ? [id.get(n)!] : []));
  if (!id.size) return;
  const year = new Date().getFullYear();

  const welcome = await sendMessage(tx, {
    userIds: [...id.values()],
    title: '欢迎使用政协履职服务平台',
    content:
      '平台已开通提案、社情民意、会议活动、履职管理等功能。首次登录请核对个人信息；如有问题，请联系市政协办公室信息中心（电话 0571-8700 1234）。',
    msgType: MsgType.notice,
    bizType: MsgBizType.notice,
    sender: OFFICE,
  });
  // one notice, each reader's link to the page they have: members their schedule; the staff read it as a notice
  const meetingNotice = {
    title: `关于召开政协第十五届委员会常务委员会第十次会议的通知`,
    content: `定于${year}年3月26日上午9:00在市民中心政协会议室召开十五届常委会第十次会议，专题协商“推进城市更新和老旧小区改造”。请各位常委准时参加，因故不能出席的，请于3月24日前向会务处请假。`,
    msgType: MsgType.notice,
    bizType: MsgBizType.meeting,
    sender: OFFICE,
  };
  await sendMessage(tx, { ...meetingNotice, userIds: pick('weiyuan'), url: MeetPage.meeting });
  await sendMessage(tx, { ...meetingNotice, userIds: pick('tian', 'xinxi') });
  // the collection notice opens each proposer's own drafting page
  const collectionNotice = {
    title: `${year}年度提案征集工作已开始`,
    content: `十五届${'三四五'[Math.min(2, Math.max(0, year - 2025))]}次会议提案征集工作已开始。请围绕全市中心工作和群众关心的热点难点问题撰写提案，坚持一事一案，字数一般不超过2000字。`,
    msgType: MsgType.notice,
    bizType: MsgBizType.proposal,
    sender: OFFICE,
  };
  await sendMessage(tx, { ...collectionNotice, userIds: pick('weiyuan'), url: ProposalPage.memberAdd });
  await sendMessage(tx, { ...collectionNotice, userIds: pick('jiti'), url: ProposalPage.collectiveAdd });
  await sendMessage(tx, {
    userIds: pick('tian'),
    title: '有3件新提交的提案待初审',
    content: '委员提交的提案已进入待初审环节，请及时分类、提出承办单位建议。',
    msgType: MsgType.operation,
    bizType: MsgBizType.proposal,
    url: ProposalPage.receiveList,
    sender: { userId: null, username: '系统' },
  });
  await sendMessage(tx, {
    userIds: pick('chengban'),
    title: '您有新的交办提案，请及时签收',
    content: '市政协提案委员会已向贵单位交办提案，请在5个工作日内签收，并在3个月内书面答复。',
    msgType: MsgType.operation,
    bizType: MsgBizType.proposal,
    sender: { userId: null, username: '系统' },
  });
  // the welcome notice has been read by the staff accounts, so both states show up in the demo
  const readers = pick('admin', 'tian', 'xinxi');
  if (readers.length) {
    await tx
      .update(message)
      .set({ readAt: new Date() })
      .where(and(eq(message.batchId, welcome.batchId), inArray(message.userId, readers)));
  }
}
