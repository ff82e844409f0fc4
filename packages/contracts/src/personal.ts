import { z } from 'zod';
import { annualPlanTargets } from './member';
import { imMessage } from './message';
import { ossFileRecord } from './oss';

export const personalProfile = z.object({
  userId: z.string(),
  username: z.string(),
  loginName: z.string(),
  userType: z.number().int(),
  collectiveType: z.number().int().nullable(),
  sex: z.number().int().nullable(),
  /** raw: the client masks it for display (spec 001 §2.27) */
  mobile: z.string().nullable(),
  duty: z.string().nullable(),
  avatar: z.string().nullable(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  roles: z.array(z.string()),
});

export const memberStanding = z.object({
  sessionId: z.string(),
  sessionName: z.string(),
  sector: z.string().nullable(),
  party: z.string().nullable(),
  committee: z.string().nullable(),
  group: z.string().nullable(),
  plenaryGroup: z.string().nullable(),
  memberDuty: z.string().nullable(),
  workUnit: z.string().nullable(),
  workDuty: z.string().nullable(),
});

export const loginInfo = z.object({
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** when the session of this request signed in */
  sessionLoginAt: z.string().nullable(),
  /** successful sign-ins this calendar year */
  loginCountThisYear: z.number().int(),
});

export const quickEntry = z.object({ id: z.string(), name: z.string(), url: z.string(), icon: z.string().nullable() });

/** Targets with what has been done; `done` is counted for meetings and activities, null where the personal centre does not count it yet. */
const target = z.object({ target: z.number().int(), done: z.number().int().nullable() });
export const memberTargets = z.object({
  year: z.number().int(),
  proposal: target,
  info: target,
  attendMeet: target,
  attendActivity: target,
});

const common = {
  profile: personalProfile,
  loginInfo,
  unreadCount: z.number().int(),
  latestMessages: z.array(imMessage),
  quickEntries: z.array(quickEntry),
};
export const userCenterData = z.object(common);
export const memberCenterData = z.object({
  ...common,
  member: memberStanding.nullable(),
  plan: annualPlanTargets.nullable(),
  targets: memberTargets.nullable(),
});
export const collectiveCenterData = z.object(common);
export type UserCenterData = z.infer<typeof userCenterData>;
export type MemberCenterData = z.infer<typeof memberCenterData>;

/** spec 000 §7 advanced-filter field config; module type 1 = proposals. */
export const searchConfigBody = z.object({
  customProposalFields: z.array(z.string().trim().min(1).max(64)).max(100),
  searchModuleType: z.coerce.number().int().min(1).max(99),
});
export const searchConfigQuery = z.object({ searchModuleType: z.coerce.number().int().min(1).max(99).default(1) });
export const searchConfigDetail = z.object({ searchModuleType: z.number().int(), customProposalFields: z.array(z.string()) });

/** POST /personal/avatar/update: one's own 头像, an uploaded (cropped) jpg/png of module photo; null removes it. */
export const avatarUpdateBody = z.object({
  fileId: z
    .string({ error: '头像图片编号 fileId 必须是字符串或 null' })
    .trim()
    .min(1, '头像图片编号不能为空')
    .max(64, '头像图片编号不正确')
    .nullable(),
});
/** GET /personal/avatar and the answer of the update: the file record and the address to show, or nulls. */
export const personalAvatar = z.object({ file: ossFileRecord.nullable(), url: z.string().nullable() });
export type PersonalAvatar = z.infer<typeof personalAvatar>;

/**
 * GET /personal/preferences and POST /personal/preferences/update: how the platform looks for this user, kept on the
 * server so that it follows the user to another PC. 适老化模式 (elderlyMode): larger type and controls, higher contrast.
 */
export const personalPreferences = z.object({ elderlyMode: z.boolean() });
export type PersonalPreferences = z.infer<typeof personalPreferences>;
export const personalPreferencesBody = z.object({
  elderlyMode: z.boolean({ error: '适老化模式 elderlyMode 必须是 true 或 false' }),
});
