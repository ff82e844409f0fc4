import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One row per step of the proposal flow that the office has saved (提案流程设置).
 * A step without a row keeps the defaults of `proposalFlowSteps` (contracts), so
 * an install works before anyone opens the page.
 */
export const proposalFlowStep = pgTable('proposal_flow_step', {
  /** a key of proposalFlowStepKeys */
  stepKey: text('step_key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  /** sys_role.code: stable across installs, unlike the role id */
  roleCode: text('role_code'),
  orgId: text('org_id'),
  remark: text('remark'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** 提案关键词: the keyword dictionary used to tag and search proposals. */
export const proposalKeyword = pgTable(
  'proposal_keyword',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** lower-cased name: one keyword per spelling whatever the case */
    nameKey: text('name_key').notNull(),
    typeId: text('type_id'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('proposal_keyword_name_uq').on(t.nameKey), index('proposal_keyword_type_idx').on(t.typeId)],
);
