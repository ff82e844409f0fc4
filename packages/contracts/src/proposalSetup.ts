import { z } from 'zod';
import { kindTypePageQuery, refFilter, refId, refName, refSort, refText } from './reference';

/** Proposal sessions (提案届次) and the proposal type tree (提案类别): spec 000 §3, §7 Reference data. */

export const ProposalSetupPerm = {
  sessionList: 'proposal:session:list',
  sessionAdd: 'proposal:session:add',
  sessionEdit: 'proposal:session:edit',
  sessionDelete: 'proposal:session:delete',
  /** set current session, open/close submission and duplicate check */
  sessionState: 'proposal:session:state',
  typeList: 'proposal:type:list',
  typeAdd: 'proposal:type:add',
  typeEdit: 'proposal:type:edit',
  typeDelete: 'proposal:type:delete',
} as const;

/** spec 001 §4 session state. */
export const ProposalSessionState = { current: 0, currentAll: 1, past: 2 } as const;
export const proposalSessionStateLabel: Record<number, string> = { 0: '当前届次', 1: '本届其他年度', 2: '往届' };

/** spec 000 §3 / §9: what the client assumes when the server returns no session. */
export const PROPOSAL_SESSION_DEFAULTS = {
  state: 0,
  threshold: 90,
  wordLimit: 2000,
  isOpenReport: 1,
  isOpenCheckSimilar: 1,
  /** domain.md: replies are due within three months */
  handleDays: 90,
} as const;

const flag = (label: string) =>
  z.coerce
    .number({ error: `${label}只能是0或1` })
    .int()
    .refine((n) => n === 0 || n === 1, `${label}只能是0或1`);
const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}格式不正确` }).or(z.iso.date({ error: `${label}格式不正确` }));

/** GET /proposalSession/set/info: the fields of spec 000 §3 plus the derived isInMeeting. */
export const proposalSessionInfo = z.object({
  id: z.string(),
  /** the yearly conference session (cppcc_session) it belongs to */
  cppccSessionId: z.string(),
  cppccSessionName: z.string().nullable(),
  name: z.string(),
  easyName: z.string().nullable(),
  /** 简码: prefix of proposal numbers (案号), e.g. 1504 */
  shortCode: z.string(),
  /** 届次编号, e.g. 15 */
  sessionCode: z.string().nullable(),
  /** 次会议编号, e.g. 4 */
  timeCode: z.string().nullable(),
  year: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** plenary proposals (大会提案) must be submitted by then */
  deadlineForMeeting: z.string().nullable(),
  state: z.number().int(),
  threshold: z.number().int(),
  wordLimit: z.number().int(),
  isOpenReport: z.number().int(),
  isOpenCheckSimilar: z.number().int(),
  /** days a handling unit has to reply (办理期限) */
  handleDays: z.number().int(),
  /** 1 when now lies between startTime and endTime (spec 000 §3) */
  isInMeeting: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type ProposalSessionInfo = z.infer<typeof proposalSessionInfo>;

export const proposalSessionInfoQuery = z.object({ sessionId: refFilter(refId('sessionId')) });
export const proposalSessionYearQuery = z.object({
  year: refFilter(z.coerce.number({ error: '年度必须是数字' }).int('年度必须是整数').min(2000, '年度不正确').max(2100, '年度不正确')),
});

export const proposalSessionOption = z.object({
  id: z.string(),
  name: z.string(),
  easyName: z.string().nullable(),
  shortCode: z.string(),
  year: z.number().int(),
  state: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  isInMeeting: z.number().int(),
});
export type ProposalSessionOption = z.infer<typeof proposalSessionOption>;
export const proposalSessionListQuery = z.object({ cppccSessionId: refFilter(refId('cppccSessionId')) });

export const proposalSessionPageQuery = kindTypePageQuery.omit({ enabled: true }).extend({
  year: refFilter(z.coerce.number({ error: '年度必须是数字' }).int().min(2000, '年度不正确').max(2100, '年度不正确')),
  state: refFilter(z.coerce.number().int().min(0, '届次状态只能是0、1或2').max(2, '届次状态只能是0、1或2')),
});
export type ProposalSessionPageQuery = z.input<typeof proposalSessionPageQuery>;

const sessionFields = {
  cppccSessionId: refId('所属会议届次 cppccSessionId'),
  name: refName('届次名称', 100),
  easyName: refText('简称', 50),
  shortCode: z
    .string({ error: '简码不能为空' })
    .trim()
    .min(1, '简码不能为空')
    .max(16, '简码不能超过16个字符')
    .regex(/^[A-Za-z0-9-]+$/, '简码只能包含字母、数字和 -'),
  sessionCode: refText('届次编号', 16),
  timeCode: refText('会次编号', 16),
  year: refFilter(z.coerce.number({ error: '年度必须是数字' }).int('年度必须是整数').min(2000, '年度不正确').max(2100, '年度不正确')),
  startTime: dateTime('大会开始时间 startTime'),
  endTime: dateTime('大会结束时间 endTime'),
  deadlineForMeeting: z.preprocess((v) => (v === '' ? null : v), dateTime('大会提案截止时间 deadlineForMeeting').nullish()),
  threshold: z.coerce
    .number({ error: '查重阈值必须是数字' })
    .int('查重阈值必须是整数')
    .min(1, '查重阈值须在1到100之间')
    .max(100, '查重阈值须在1到100之间')
    .optional(),
  wordLimit: z.coerce
    .number({ error: '字数限制必须是数字' })
    .int('字数限制必须是整数')
    .min(100, '字数限制不能少于100字')
    .max(50000, '字数限制不能超过50000字')
    .optional(),
  isOpenReport: flag('是否开放提交 isOpenReport').optional(),
  isOpenCheckSimilar: flag('是否开启查重 isOpenCheckSimilar').optional(),
  handleDays: z.coerce
    .number({ error: '办理期限必须是数字' })
    .int('办理期限必须是整数')
    .min(1, '办理期限不能少于1天')
    .max(365, '办理期限不能超过365天')
    .optional(),
  sort: refSort.optional(),
  remark: refText('备注', 500),
};
export const proposalSessionAddBody = z.object(sessionFields);
export type ProposalSessionAddBody = z.input<typeof proposalSessionAddBody>;
export const proposalSessionUpdateBody = z.object({ id: refId('届次id'), ...sessionFields });
export type ProposalSessionUpdateBody = z.input<typeof proposalSessionUpdateBody>;
/** POST /proposalSession/switch: open or close submission / duplicate check without editing the rest. */
export const proposalSessionSwitchBody = z
  .object({
    id: refId('届次id'),
    isOpenReport: flag('是否开放提交 isOpenReport').optional(),
    isOpenCheckSimilar: flag('是否开启查重 isOpenCheckSimilar').optional(),
  })
  .refine((b) => b.isOpenReport !== undefined || b.isOpenCheckSimilar !== undefined, {
    message: '请指定 isOpenReport 或 isOpenCheckSimilar',
    path: ['isOpenReport'],
  });
export type ProposalSessionSwitchBody = z.input<typeof proposalSessionSwitchBody>;

/** GET /proposalType/options: enabled categories as flat tree nodes (spec 000 §7). */
export const proposalTypeOption = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  proposalLevel: z.number().int(),
});
export type ProposalTypeOption = z.infer<typeof proposalTypeOption>;

/** Proposal sessions and the proposal type tree (relative to /api). */
export const ProposalSetupApi = {
  /** GET: the settings of a session (?sessionId, else the current one) */
  sessionInfo: '/proposalSession/set/info',
  /** GET: every session as an option */
  sessionList: '/proposalSession/list',
  sessionPage: '/proposalSession/page',
  sessionAdd: '/proposalSession/add',
  sessionUpdate: '/proposalSession/update',
  sessionDelete: '/proposalSession/delete',
  sessionSetCurrent: '/proposalSession/setCurrent',
  sessionSwitch: '/proposalSession/switch',
  /** GET: the tree (?name) */
  typeTree: '/proposalType/tree',
  /** GET: enabled categories for pickers */
  typeOptions: '/proposalType/options',
  typeAdd: '/proposalType/add',
  typeUpdate: '/proposalType/update',
  typeDelete: '/proposalType/delete',
  typeEnable: '/proposalType/enable',
} as const;
