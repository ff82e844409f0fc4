import { z } from 'zod';
import { handleLevels } from './proposalCodes';
import { dateStr, fileIds, idOf, optFilter, optText, proposalIdsBody, smsFlag, text } from './proposalFields';

/** Bodies of the proposal's steps (docs/proposals.md, Transitions). */

// ---------- drafting and submitting ----------

const proposalFields = {
  sessionId: idOf('提案届次'),
  title: text('提案标题', 100),
  /** rich text (HTML); sanitised on the server */
  content: text('提案内容', 200_000),
  typeId: optText('提案类别', 64),
  isJoint: z.boolean().default(false),
  /** co-signers (members' user ids), for a joint proposal */
  jointUserIds: z.array(idOf('联名人')).max(100, '联名人最多100人').default([]),
  fileIds,
  /** office staff entering on behalf of a proposer (代录) */
  proposerId: optText('提案人', 64),
};
export const proposalAddBody = z.object({ ...proposalFields, submit: z.boolean().default(false), sms: smsFlag });
export type ProposalAddBody = z.input<typeof proposalAddBody>;
export const proposalUpdateBody = z.object({ id: idOf('提案id'), ...proposalFields, submit: z.boolean().default(false), sms: smsFlag });
export type ProposalUpdateBody = z.input<typeof proposalUpdateBody>;

/** Any transition with an optional opinion. */
export const opinionBody = z.object({ id: idOf('提案id'), opinion: optText('意见', 2000), sms: smsFlag });
export const requiredOpinionBody = z.object({ id: idOf('提案id'), opinion: text('意见', 2000), sms: smsFlag });

export const jointAnswerBody = z.object({
  id: idOf('提案id'),
  agree: z.boolean({ error: '请选择是否同意联名' }),
  opinion: optText('意见', 500),
});

export const receiveBody = z.object({
  id: idOf('提案id'),
  typeId: optText('提案类别', 64),
  suggestUnitIds: z.array(idOf('建议承办单位')).max(20, '建议承办单位最多20个').default([]),
  opinion: optText('初分意见', 2000),
  /** go on although co-signers have not all answered (office decision) */
  overrideJoint: z.boolean().default(false),
  sms: smsFlag,
});
export const fileBody = z.object({ id: idOf('提案id'), typeId: optText('提案类别', 64), opinion: optText('审查意见', 2000), sms: smsFlag });
export const notFileBody = z.object({
  id: idOf('提案id'),
  destination: z.union([z.literal(14), z.literal(15), z.literal(16)], {
    error: '不立案去向只能是14（其他方式处理）、15（转社情民意）或16（转委员来信）',
  }),
  reason: text('不立案理由', 2000),
  sms: smsFlag,
});
export const mergeBody = z.object({
  mainId: idOf('主提案id'),
  ids: z.array(idOf('并案提案id')).min(1, '请至少选择一条并入的提案').max(50, '一次最多并入50条提案'),
  opinion: optText('并案意见', 2000),
});

const unitAssign = z.object({
  unitId: idOf('承办单位'),
  handleType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '办理方式只能是0（主办）、1（会办）或2（分办）' }),
});
export const assignBody = z.object({
  id: idOf('提案id'),
  units: z.array(unitAssign).min(1, '请至少选择一个承办单位').max(30, '承办单位最多30个'),
  /** reply deadline; default three months after assignment */
  deadline: optFilter(dateStr('答复期限')),
  opinion: optText('交办意见', 2000),
  sms: smsFlag,
});
export type AssignBody = z.input<typeof assignBody>;

// ---------- handling units ----------

export const preFeedbackBody = z.object({
  id: idOf('提案id'),
  agree: z.boolean({ error: '请选择是否同意承办' }),
  opinion: optText('反馈意见', 2000),
});
export const unitActionBody = z.object({ id: idOf('提案id'), opinion: optText('意见', 2000) });
export const backApplyBody = z.object({ id: idOf('提案id'), reason: text('退回理由', 2000) });
export const delayApplyBody = z.object({ id: idOf('提案id'), reason: text('延期理由', 2000), delayDate: dateStr('申请延期至') });
export const replyBody = z.object({
  id: idOf('提案id'),
  /** the answer letter (答复函) text */
  content: text('答复内容', 100_000),
  fileIds,
  handleLevel: z.enum(handleLevels, { error: '办理结果只能是A、B或C' }),
  contactName: text('联系人', 50),
  contactPhone: text('联系电话', 30),
});
export const requestDecideBody = z.object({
  requestId: idOf('申请id'),
  approve: z.boolean({ error: '请选择是否同意' }),
  opinion: optText('审核意见', 2000),
  /** delay only: the new deadline (default: the date asked for) */
  deadline: optFilter(dateStr('新的答复期限')),
  sms: smsFlag,
});
export const remindBody = z.object({
  id: idOf('提案id'),
  unitId: optText('承办单位', 64),
  content: optText('催办内容', 500),
  sms: smsFlag,
});

// ---------- proposer after the reply ----------

export const evaluateBody = z.object({
  id: idOf('提案id'),
  unitId: idOf('承办单位'),
  satisfaction: z.union([z.literal(1), z.literal(2), z.literal(0)], { error: '满意度只能是1（满意）、2（基本满意）或0（不满意）' }),
  comment: optText('意见建议', 2000),
});

// ---------- office marks ----------

export const markBody = z.object({
  ids: proposalIdsBody.shape.ids,
  kind: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '标记类型只能是0（重点）、1（优秀）或2（良好）' }),
  value: z.boolean({ error: '请选择设置或取消' }),
});
export const openBody = z.object({
  ids: proposalIdsBody.shape.ids,
  /** null: not public */
  openStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.null()], { error: '公开方式只能是0、1、2或空' }),
});
