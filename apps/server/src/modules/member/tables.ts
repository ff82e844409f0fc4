import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Terms of the conference (届) and their yearly plenary sessions (次): spec 000 §3 cppcc session option. */
export const cppccSession = pgTable('cppcc_session', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  cname: text('cname').notNull(),
  easyName: text('easy_name'),
  shortCode: text('short_code'),
  /** 0 current, 1 current all, 2 past (spec 001 §4 session state) */
  state: integer('state').notNull().default(0),
  startDate: date('start_date'),
  endDate: date('end_date'),
  year: integer('year'),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sectors (界别), parties (党派), special committees (专门委员会), groups (小组) and plenary groups (全会分组). */
export const grouping = pgTable(
  'member_grouping',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['sector', 'party', 'committee', 'group', 'plenaryGroup'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('member_grouping_code_uq').on(t.kind, t.code)],
);

/** A member's (委员, user type 1) standing in a term. */
export const memberProfile = pgTable(
  'member_profile',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    sectorId: text('sector_id'),
    partyId: text('party_id'),
    committeeId: text('committee_id'),
    groupId: text('group_id'),
    plenaryGroupId: text('plenary_group_id'),
    /** 主席 / 副主席 / 常委 / 委员 */
    memberDuty: text('member_duty'),
    workUnit: text('work_unit'),
    workDuty: text('work_duty'),
    nation: text('nation'),
    birthday: date('birthday'),
    education: text('education'),
    isStanding: boolean('is_standing').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_profile_user_session_uq').on(t.userId, t.sessionId),
    index('member_profile_sector_idx').on(t.sectorId),
    index('member_profile_party_idx').on(t.partyId),
    index('member_profile_committee_idx').on(t.committeeId),
  ],
);

/** Annual duty targets shown on the member dashboard (spec 000 §1 annual plan counters). */
export const annualPlan = pgTable(
  'member_annual_plan',
  {
    id: text('id').primaryKey(),
    year: integer('year').notNull(),
    proposalCount: integer('proposal_count').notNull().default(1),
    infoCount: integer('info_count').notNull().default(2),
    attendMeetCount: integer('attend_meet_count').notNull().default(4),
    attendActivityCount: integer('attend_activity_count').notNull().default(2),
  },
  (t) => [uniqueIndex('member_annual_plan_year_uq').on(t.year)],
);
