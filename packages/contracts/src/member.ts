import { z } from 'zod';

/** spec 000 §3 cppcc session option: a term (届) or one of its yearly plenary sessions (次). */
export const cppccSessionOption = z.object({
  id: z.string(),
  /** the term a yearly session belongs to; null for a term */
  parentId: z.string().nullable(),
  cname: z.string(),
  easyName: z.string().nullable(),
  shortCode: z.string().nullable(),
  state: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  year: z.number().int().nullable(),
});
export type CppccSessionOption = z.infer<typeof cppccSessionOption>;

/** The member area's calls used by other areas (relative to /api). */
export const MemberApi = {
  /** GET ?level=: the conference sessions (届次), by level */
  cppccSessionList: '/cppccSession/list',
} as const;

export const cppccSessionListQuery = z.object({
  /** only terms (届) or only yearly sessions (次); both when absent */
  level: z.enum(['term', 'year']).optional(),
});

export const groupingKindSchema = z.enum(['sector', 'party', 'committee', 'group', 'plenaryGroup']);
export const groupingListQuery = z.object({ kind: groupingKindSchema });
export const groupingItem = z.object({
  id: z.string(),
  kind: groupingKindSchema,
  code: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  sort: z.number().int(),
});
export type GroupingItem = z.infer<typeof groupingItem>;

/** spec 000 §1 annual plan counters: the yearly duty targets of a member. */
export const annualPlanTargets = z.object({
  year: z.number().int(),
  proposalCount: z.number().int(),
  infoCount: z.number().int(),
  attendMeetCount: z.number().int(),
  attendActivityCount: z.number().int(),
});
export type AnnualPlanTargets = z.infer<typeof annualPlanTargets>;
