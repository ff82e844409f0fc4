import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * Proposal flow setup (提案流程设置, route proposalFlow) and the keyword dictionary
 * (提案关键词, route keywordsList). The spec names both screens only; what they hold
 * is our reading (apps/server/src/modules/proposal/flow).
 */

export const ProposalFlowPerm = {
  flowView: 'proposal:flow:view',
  flowEdit: 'proposal:flow:edit',
  keywordList: 'proposal:keyword:list',
  keywordAdd: 'proposal:keyword:add',
  keywordEdit: 'proposal:keyword:edit',
  keywordDelete: 'proposal:keyword:delete',
} as const;

// ---------- flow ----------

/** The steps of the proposal lifecycle that the flow setup names, in lifecycle order. */
export const proposalFlowStepKeys = ['jointConfirm', 'receive', 'review', 'preAssign', 'assign', 'handle', 'evaluate', 'conclude'] as const;
export type ProposalFlowStepKey = (typeof proposalFlowStepKeys)[number];

export interface ProposalFlowStepDef {
  key: ProposalFlowStepKey;
  name: string;
  /** what "on" means for this step */
  description: string;
  /** false: a step every proposal passes, it cannot be switched off */
  switchable: boolean;
  /** a step done by a role of the office: the role is required while the step is on */
  needsHandler: boolean;
  /** the step is on in a new install */
  defaultEnabled: boolean;
  /** role code that does it in a new install (null: the people the proposal names, e.g. co-signers, the proposer) */
  defaultRole: string | null;
}

export const proposalFlowSteps: readonly ProposalFlowStepDef[] = [
  {
    key: 'jointConfirm',
    name: '联名确认',
    description: '开启后，联名人全部确认后提案方可初分（提案办可决定不再等待）',
    switchable: true,
    needsHandler: false,
    defaultEnabled: true,
    defaultRole: null,
  },
  {
    key: 'receive',
    name: '提案初分',
    description: '确定提案类别与建议承办单位，可退回修改或并案',
    switchable: false,
    needsHandler: true,
    defaultEnabled: true,
    defaultRole: 'proposal_staff',
  },
  {
    key: 'review',
    name: '委员会审查',
    description: '开启后，立案与不立案由指定的审查机构审查决定',
    switchable: true,
    needsHandler: true,
    defaultEnabled: true,
    defaultRole: 'proposal_staff',
  },
  {
    key: 'preAssign',
    name: '预交办',
    description: '开启后，交办前先征求承办单位意见',
    switchable: true,
    needsHandler: true,
    defaultEnabled: true,
    defaultRole: 'proposal_staff',
  },
  {
    key: 'assign',
    name: '提案交办',
    description: '确定主办、会办或分办单位及答复期限',
    switchable: false,
    needsHandler: true,
    defaultEnabled: true,
    defaultRole: 'proposal_staff',
  },
  {
    key: 'handle',
    name: '承办单位办理',
    description: '承办单位签收、办理并答复，可申请退回或延期',
    switchable: false,
    needsHandler: true,
    defaultEnabled: true,
    defaultRole: 'handling_unit',
  },
  {
    key: 'evaluate',
    name: '满意度测评',
    description: '开启后，提案人对每个承办单位的答复进行满意度测评，不满意的转重新办理',
    switchable: true,
    needsHandler: false,
    defaultEnabled: true,
    defaultRole: null,
  },
  {
    key: 'conclude',
    name: '提案办结',
    description: '全部承办单位答复（并测评）后办结',
    switchable: false,
    needsHandler: true,
    defaultEnabled: true,
    defaultRole: 'proposal_staff',
  },
];

export const proposalFlowStep = z.object({
  key: z.enum(proposalFlowStepKeys),
  name: z.string(),
  description: z.string(),
  switchable: z.boolean(),
  needsHandler: z.boolean(),
  enabled: z.boolean(),
  /** the role that does the step (code of sys_role) */
  roleCode: z.string().nullable(),
  roleName: z.string().nullable(),
  /** the organisation that does it (null: any organisation of the role) */
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  remark: z.string().nullable(),
});
export type ProposalFlowStep = z.infer<typeof proposalFlowStep>;

export const proposalFlowInfo = z.object({
  steps: z.array(proposalFlowStep),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ProposalFlowInfo = z.infer<typeof proposalFlowInfo>;

const optId = (label: string) =>
  z
    .string()
    .trim()
    .max(64, `${label}过长`)
    .transform((s) => s || null)
    .nullish();

export const proposalFlowStepInput = z.object({
  key: z.enum(proposalFlowStepKeys, { error: `环节只能是${proposalFlowStepKeys.join('、')}之一` }),
  enabled: z.boolean({ error: '请选择是否启用该环节' }),
  roleCode: optId('办理角色'),
  orgId: optId('办理机构'),
  remark: z
    .string()
    .trim()
    .max(200, '说明不能超过200个字')
    .transform((s) => s || null)
    .nullish(),
});
export const proposalFlowSaveBody = z.object({
  steps: z
    .array(proposalFlowStepInput, { error: 'steps 必须是数组' })
    .min(1, '请至少设置一个环节')
    .max(proposalFlowStepKeys.length, `环节最多${proposalFlowStepKeys.length}个`),
});
export type ProposalFlowSaveBody = z.input<typeof proposalFlowSaveBody>;

/** The roles and organisations a step may be given to (GET /proposalFlow/options). */
export const proposalFlowOptions = z.object({
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  orgs: z.array(z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string(), kind: z.string() })),
});
export type ProposalFlowOptions = z.infer<typeof proposalFlowOptions>;

// ---------- keywords ----------

export const KEYWORD_MAX = 20;

const keywordName = z
  .string({ error: '关键词不能为空' })
  .trim()
  .min(1, '关键词不能为空')
  .max(KEYWORD_MAX, `关键词不能超过${KEYWORD_MAX}个字`)
  .refine((s) => !/[,，;；\s]/.test(s), '关键词不能包含空格、逗号或分号');
const keywordFields = {
  name: keywordName,
  /** the proposal category the keyword belongs to (optional) */
  typeId: optId('提案类别'),
  sort: z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序不能超过9999').default(0),
  enabled: z.boolean({ error: '启用状态必须是布尔值' }).default(true),
  remark: z
    .string()
    .trim()
    .max(200, '备注不能超过200个字')
    .transform((s) => s || null)
    .nullish(),
};
export const keywordAddBody = z.object(keywordFields);
export type KeywordAddBody = z.input<typeof keywordAddBody>;
export const keywordUpdateBody = z.object({ id: z.string({ error: 'id不能为空' }).trim().min(1, 'id不能为空').max(64), ...keywordFields });
export type KeywordUpdateBody = z.input<typeof keywordUpdateBody>;
export const keywordIdsBody = z.object({
  ids: z
    .array(z.string().trim().min(1).max(64), { error: 'ids 必须是数组' })
    .min(1, '请至少选择一条记录')
    .max(200, '一次最多删除200条记录'),
});

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const keywordPageQuery = pageQuery.extend({
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键字不能超过50个字').optional()),
  typeId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  enabled: z.preprocess(
    blankToUndefined,
    z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .optional(),
  ),
});
export type KeywordPageQuery = z.input<typeof keywordPageQuery>;

export const keywordItem = z.object({
  id: z.string(),
  name: z.string(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  sort: z.number(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type KeywordItem = z.infer<typeof keywordItem>;
export const keywordOption = z.object({ id: z.string(), name: z.string(), typeId: z.string().nullable() });
export type KeywordOption = z.infer<typeof keywordOption>;

/** The flow setup and keyword dictionary calls (relative to /api). */
export const ProposalFlowApi = {
  /** GET: every step with its role and organisation */
  flow: '/proposalFlow/get',
  /** GET: the roles and organisations a step may take */
  flowOptions: '/proposalFlow/options',
  flowSave: '/proposalFlow/save',
  keywordPage: '/proposal/keywords/page',
  keywordAdd: '/proposal/keywords/add',
  keywordUpdate: '/proposal/keywords/update',
  keywordDelete: '/proposal/keywords/delete',
} as const;
