import { newId } from '../../platform/db/ids';
import type { SeedContext } from '../../platform/module';
import { msgTemplate } from './templates/tables';

interface BuiltIn {
  code: string;
  name: string;
  channel: 'system' | 'sms';
  title?: string;
  content: string;
  variables: string[];
  remark: string;
}

/**
 * The messages the platform sends (domain.md: reply reminders at 15, 7 and 3
 * days left by system message or SMS, assignment, joint proposals, meeting
 * notices, adopted information, sign-in codes). Every install gets them; the
 * sending code asks for them by code through renderTemplate.
 */
export const builtInMsgTemplates: BuiltIn[] = [
  {
    code: 'proposal.reply.remind',
    name: '提案答复到期提醒',
    channel: 'system',
    title: '提案答复到期提醒：第${number}号提案',
    content:
      '${unitName}：贵单位承办的第${number}号提案《${title}》距答复期限（${deadline}）还有${days}天，请抓紧办理，按时向提案人书面答复并在平台上报送答复件。',
    variables: ['unitName', 'number', 'title', 'deadline', 'days'],
    remark: '答复期限前15、7、3天发送（提醒方式：系统消息）',
  },
  {
    code: 'proposal.reply.remind.sms',
    name: '提案答复到期提醒（短信）',
    channel: 'sms',
    content: '${unitName}：贵单位承办的第${number}号提案距答复期限还有${days}天，请登录政协履职服务平台及时办理答复。',
    variables: ['unitName', 'number', 'days'],
    remark: '答复期限前15、7、3天发送（提醒方式：短信）',
  },
  {
    code: 'proposal.reply.overdue',
    name: '提案答复逾期提醒',
    channel: 'system',
    title: '提案答复已逾期：第${number}号提案',
    content:
      '${unitName}：贵单位承办的第${number}号提案《${title}》已超过答复期限（${deadline}），请尽快答复；确需延期的，请在平台上提出延期申请。',
    variables: ['unitName', 'number', 'title', 'deadline'],
    remark: '超过答复期限后发送',
  },
  {
    code: 'proposal.assign',
    name: '提案交办通知',
    channel: 'system',
    title: '您有新的交办提案，请及时签收',
    content: '市政协提案委员会已向贵单位交办第${number}号提案《${title}》（${handleType}），请在5个工作日内签收，并在3个月内书面答复。',
    variables: ['number', 'title', 'handleType'],
    remark: '交办后发给承办单位',
  },
  {
    code: 'proposal.joint.invite',
    name: '联名提案确认邀请',
    channel: 'system',
    title: '${proposer}邀请您联名提案',
    content: '${proposer}委员邀请您作为联名人提出提案《${title}》，请在提案详情中确认是否同意联名。',
    variables: ['proposer', 'title'],
    remark: '提交联名提案后发给联名委员',
  },
  {
    code: 'meet.notice',
    name: '会议通知',
    channel: 'system',
    title: '会议通知：${meetName}',
    content: '定于${time}在${place}召开${meetName}。请准时参加；因故不能出席的，请于${deadline}前在平台上请假。',
    variables: ['meetName', 'time', 'place', 'deadline'],
    remark: '会议发布后发给参会人员',
  },
  {
    code: 'meet.notice.sms',
    name: '会议通知（短信）',
    channel: 'sms',
    content: '${name}：定于${time}在${place}召开${meetName}，请准时参加。因故不能出席的，请于${deadline}前请假。',
    variables: ['name', 'meetName', 'time', 'place', 'deadline'],
    remark: '会议发布后发给参会人员',
  },
  {
    code: 'info.adopted',
    name: '社情民意信息采用通知',
    channel: 'system',
    title: '您报送的信息已被采用',
    content: '您报送的社情民意信息《${title}》已被${publication}采用，感谢您积极建言献策。',
    variables: ['title', 'publication'],
    remark: '信息采用后发给报送人',
  },
  {
    code: 'sso.verification.sms',
    name: '登录验证码（短信）',
    channel: 'sms',
    content: '您的验证码为${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。',
    variables: ['code', 'minutes'],
    remark: '短信验证码登录',
  },
];

export async function seedMsgTemplates({ tx }: SeedContext): Promise<void> {
  await tx.insert(msgTemplate).values(
    builtInMsgTemplates.map((t) => ({
      id: newId(),
      code: t.code,
      name: t.name,
      channel: t.channel,
      title: t.title ?? null,
      content: t.content,
      variables: t.variables,
      builtIn: true,
      enabled: true,
      remark: t.remark,
    })),
  );
}
