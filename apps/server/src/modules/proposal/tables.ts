import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A proposal (提案). `state` is the display state (stateShow) and `case_state`
 * the filing state of seed 001 §4; both change only through the transitions
 * of state-machine.ts. Lists filter on session/state/type/proposer and sort by
 * number or time: each has an index (200,000 rows must stay fast).
 */
export const proposal = pgTable(
  'proposal',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    /** the proposal session's year, copied so yearly lists and statistics need no join */
    year: integer('year'),
    /** 案号: given at filing, per session */
    number: integer('number'),
    title: text('title').notNull(),
    /** sanitised rich text */
    content: text('content').notNull(),
    /** plain text of the content: word limit, search, duplicate check */
    contentText: text('content_text').notNull(),
    typeId: text('type_id'),
    /** user type of the proposer: 1 member, 3 collective */
    proposerType: integer('proposer_type').notNull(),
    proposerId: text('proposer_id'),
    proposerName: text('proposer_name').notNull(),
    /** the collective user's unit (organisation) */
    proposerOrgId: text('proposer_org_id'),
    // the proposer's standing when submitting (statistics by sector/party/committee/group read these)
    sectorId: text('sector_id'),
    partyId: text('party_id'),
    committeeId: text('committee_id'),
    groupId: text('group_id'),
    isJoint: boolean('is_joint').notNull().default(false),
    /** the office went on without every co-signer's answer */
    jointOverride: boolean('joint_override').notNull().default(false),
    /** co-signers' names, for lists */
    jointNames: text('joint_names'),
    state: integer('state').notNull().default(0),
    caseState: integer('case_state').notNull().default(0),
    /** submitted inside the session's plenary window (大会提案) or between sessions (平时提案) */
    isPlenary: boolean('is_plenary').notNull().default(false),
    /** 0 public, 1 number hidden, 2 proposer hidden; null not public */
    openStatus: integer('open_status'),
    isKey: boolean('is_key').notNull().default(false),
    isExcellent: boolean('is_excellent').notNull().default(false),
    isGood: boolean('is_good').notNull().default(false),
    /**
     * rated 不满意 by the proposer at least once (测评不满意); set with the rating (evaluate) and never
     * cleared, as ratings are never removed. A column of its own so the list reads like 重点提案's.
     */
    displeased: boolean('displeased').notNull().default(false),
    /** 1/2/3: merged at initial split, review or after filing */
    mergeState: integer('merge_state'),
    mergedIntoId: text('merged_into_id'),
    notFiledReason: text('not_filed_reason'),
    /** 14 other way, 15 public-opinion item, 16 member letter */
    notFiledTo: integer('not_filed_to'),
    suggestUnitIds: text('suggest_unit_ids').array().notNull().default(sql`'{}'::text[]`),
    /** units as "市教育局(主办)、市财政局(会办)", for lists */
    unitNames: text('unit_names'),
    fileIds: text('file_ids').array().notNull().default(sql`'{}'::text[]`),
    /** historical proposal entered by staff (recordProposalList) */
    isRecord: boolean('is_record').notNull().default(false),
    createdBy: text('created_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    concludedAt: timestamp('concluded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('proposal_session_number_uq').on(t.sessionId, t.number),
    index('proposal_state_idx').on(t.state, t.submittedAt),
    index('proposal_case_state_idx').on(t.caseState),
    index('proposal_session_state_idx').on(t.sessionId, t.state),
    // a session's or a year's live proposals in the order of submission, with their state: the lists sorted
    // by submission (全部提案, 不立案, 委员来信) filtered by 届次 or 年度 read that range from its top, where
    // the submission index passed the other sessions' newer rows first (23,000 rows for 15, 20 ms on PGlite),
    // and count their first 10,001 from the index alone
    index('proposal_session_submitted_idx').on(t.sessionId, t.submittedAt, t.id, t.state).where(sql`${t.deletedAt} is null`),
    index('proposal_year_idx').on(t.year, t.submittedAt, t.id, t.state).where(sql`${t.deletedAt} is null`),
    // joint or not, with the state: the all list filtered by 是否联名 counts its first 10,001 from the index
    // alone, where the planner read the table (28–37 ms on PGlite)
    index('proposal_joint_state_idx').on(t.isJoint, t.state).where(sql`${t.deletedAt} is null`),
    // the default order of numbered lists (year newest first, then 案号) and the number sort
    index('proposal_year_number_idx').on(t.year.desc(), t.number.asc()),
    index('proposal_number_idx').on(t.number),
    index('proposal_title_idx').on(t.title),
    index('proposal_type_idx').on(t.typeId),
    // the proposer's own by state (sendBack: state -1 among their own; the dashboard's counts by state)
    index('proposal_proposer_state_idx').on(t.proposerId, t.state),
    index('proposal_proposer_org_idx').on(t.proposerOrgId),
    // merged proposals only (most rows are not): the merge list reads its main proposals from here without the table
    index('proposal_merged_into_idx').on(t.mergedIntoId, t.deletedAt).where(sql`${t.mergedIntoId} is not null`),
    index('proposal_submitted_idx').on(t.submittedAt),
    // with the all list's tie-breakers: the many proposals not yet filed or assigned (one NULL) come first
    // in a descending sort, ordered by submission, read in order instead of sorted as one group
    index('proposal_filed_idx').on(t.filedAt, t.submittedAt, t.id),
    index('proposal_assigned_idx').on(t.assignedAt, t.submittedAt, t.id),
    index('proposal_updated_idx').on(t.updatedAt),
    // shaped like the lists' default order, so a mark list that lives in an older session is read in order (bench/proposal-scale.ts)
    index('proposal_key_idx').on(t.year.desc().nullsLast(), t.number, t.id.desc()).where(sql`${t.isKey}`),
    index('proposal_excellent_idx').on(t.year.desc().nullsLast(), t.number, t.id.desc()).where(sql`${t.isExcellent}`),
    index('proposal_good_idx').on(t.year.desc().nullsLast(), t.number, t.id.desc()).where(sql`${t.isGood}`),
    // a list filters on its states and sorts by a step's time
    index('proposal_state_filed_idx').on(t.state, t.filedAt),
    index('proposal_state_assigned_idx').on(t.state, t.assignedAt),
    index('proposal_state_title_idx').on(t.state, t.title),
    // one state in the order of submission (the all list sorted by state reads one state after another)
    index('proposal_state_submitted_idx').on(t.state, t.submittedAt, t.id).where(sql`${t.deletedAt} is null`),
    // the check list (state 2) in its order of receipt: read from the top, where its 10,000 rows were read
    // and sorted (26 ms on PGlite)
    index('proposal_state_received_idx').on(t.state, t.receivedAt, t.id).where(sql`${t.deletedAt} is null`),
    index('proposal_record_idx').on(t.isRecord).where(sql`${t.isRecord}`),
    // 测评不满意 in its default order, with the filters' columns, so its count and filters are read from the index alone.
    // The list's states are in the predicate: with `state IN` left to the query, the planner ANDed a keyword's
    // candidates with the 100,000 rows of those states instead of this index's 20,000 (54 → 26 ms for 养老)
    index('proposal_displeased_idx')
      .on(t.year.desc().nullsLast(), t.number, t.id.desc(), t.state, t.sessionId, t.typeId, t.isJoint)
      .where(sql`${t.displeased} and ${t.deletedAt} is null and ${t.state} in (10, 11, 12)`),
    index('proposal_sector_idx').on(t.sectorId),
    index('proposal_party_idx').on(t.partyId),
    // live proposals by id with their state and whether merged: a list's count reads it alone (index-only) and
    // merge-joins it by id with the unit, evaluation and merge indexes (docs/proposal-statistics.md, Lists at scale).
    // Kept narrow: the filters' columns are in the two below, and every extra byte slows those merge joins.
    index('proposal_live_idx').on(t.id, t.state, t.mergedIntoId).where(sql`${t.deletedAt} is null`),
    // led by state, with what the lists filter on (case state, proposer type, joint, year, category, session)
    // and the id: a state list's ids and count, with any of those filters, come from one range of it
    index('proposal_state_live_idx')
      .on(t.state, t.mergedIntoId, t.caseState, t.proposerType, t.isJoint, t.year, t.typeId, t.sessionId, t.id)
      .where(sql`${t.deletedAt} is null`),
    // public proposals by id, with the same columns (open and reference lists; one arm of a member's or a unit's visibility)
    index('proposal_public_idx')
      .on(t.id, t.state, t.mergedIntoId, t.caseState, t.proposerType, t.isJoint, t.year, t.typeId, t.sessionId)
      .where(sql`${t.openStatus} is not null and ${t.deletedAt} is null`),
    // public proposals of one state in the lists' default order: the open list sorted by state reads one state
    // after another (queries.ts pageByGroups), each counted and read from its own range here, where the index
    // above, led by id, has every public proposal read to find an empty state empty
    index('proposal_public_state_idx')
      .on(t.state, t.year.desc().nullsLast(), t.number, t.id.desc(), t.mergedIntoId)
      .where(sql`${t.openStatus} is not null and ${t.deletedAt} is null`),
    // a session's public proposals in the lists' default order, with their state: the open and reference lists
    // filtered by 届次 count from it alone and read only that session's rows (2,972 of the bench's 15,000 public
    // proposals, which were read through an index on open_status, since dropped: 35 → 20 ms on PGlite)
    index('proposal_public_session_idx')
      .on(t.sessionId, t.year.desc().nullsLast(), t.number, t.id.desc(), t.state, t.mergedIntoId)
      .where(sql`${t.openStatus} is not null and ${t.deletedAt} is null`),
    // keyword search: the characters of title and proposer (queries.ts containsText)
    index('proposal_title_chars_idx').using('gin', sql`string_to_array(lower(${t.title}), NULL)`),
    index('proposal_proposer_name_chars_idx').using('gin', sql`string_to_array(lower(${t.proposerName}), NULL)`),
  ],
);

/** Co-signers of a joint proposal (联名): joint 1 agree, 0 disagree, -1 pending. */
export const proposalJoint = pgTable(
  'proposal_joint',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    state: integer('state').notNull().default(-1),
    opinion: text('opinion'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proposal_joint_uq').on(t.proposalId, t.userId), index('proposal_joint_user_idx').on(t.userId, t.state)],
);

/**
 * One unit's part in a proposal: a pre-assignment (预交办, phase 'pre') or an
 * assignment (交办, phase 'formal'). A returned assignment stays as a record
 * with active false.
 */
export const proposalUnit = pgTable(
  'proposal_unit',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id').notNull(),
    unitId: text('unit_id').notNull(),
    unitName: text('unit_name').notNull(),
    phase: text('phase', { enum: ['pre', 'formal'] }).notNull(),
    active: boolean('active').notNull().default(true),
    /** 0 lead 主办, 1 joint 会办, 2 split 分办 */
    handleType: integer('handle_type').notNull(),
    /** pre-assignment answer: 0 pending, 1 agree, 2 disagree */
    preFeedback: integer('pre_feedback'),
    preOpinion: text('pre_opinion'),
    preAnsweredAt: timestamp('pre_answered_at', { withTimezone: true }),
    /** 0 awaiting receipt, 1 handling, 2 concluded, -1 delayed, -2 returned, -3 return rejected, -4 delay rejected */
    signState: integer('sign_state').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerId: text('signer_id'),
    deadline: date('deadline'),
    /** 1 first handling, 2 re-handling after a "not satisfied" rating … */
    round: integer('round').notNull().default(1),
    replyContent: text('reply_content'),
    replyFileIds: text('reply_file_ids').array().notNull().default(sql`'{}'::text[]`),
    /** A solved or mostly solved, B planned, C kept for reference */
    handleLevel: text('handle_level'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** the proposer's latest rating: 1 satisfied, 2 basically, 0 not */
    satisfaction: integer('satisfaction'),
    satisfactionComment: text('satisfaction_comment'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposal_unit_proposal_idx').on(t.proposalId),
    // a unit's assignments; with proposal_id the unit lists find their proposals from the index alone
    index('proposal_unit_unit_idx').on(t.unitId, t.phase, t.active, t.signState, t.proposalId),
    index('proposal_unit_formal_idx')
      .on(t.proposalId, t.signState, t.handleLevel, t.unitId)
      .where(sql`${t.phase} = 'formal' and ${t.active}`),
    // the sign-state and handling-level filters: the proposals in id order, to merge-join with proposal_live_idx
    index('proposal_unit_sign_idx').on(t.signState, t.proposalId).where(sql`${t.phase} = 'formal' and ${t.active}`),
    index('proposal_unit_level_idx').on(t.handleLevel, t.proposalId).where(sql`${t.phase} = 'formal' and ${t.active}`),
    index('proposal_unit_deadline_idx').on(t.deadline).where(sql`${t.phase} = 'formal' and ${t.active}`),
    index('proposal_unit_pre_idx').on(t.unitId, t.preFeedback).where(sql`${t.phase} = 'pre'`),
  ],
);

/** A unit's request to return an assignment (-2) or to delay its reply (-1), and the office's decision. */
export const proposalUnitRequest = pgTable(
  'proposal_unit_request',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['back', 'delay'] }).notNull(),
    proposalId: text('proposal_id').notNull(),
    unitRowId: text('unit_row_id').notNull(),
    unitId: text('unit_id').notNull(),
    unitName: text('unit_name').notNull(),
    reason: text('reason').notNull(),
    delayDate: date('delay_date'),
    oldDeadline: date('old_deadline'),
    /** 0 pending, 1 approved, 2 rejected */
    status: integer('status').notNull().default(0),
    applicantId: text('applicant_id'),
    applicantName: text('applicant_name'),
    deciderId: text('decider_id'),
    deciderName: text('decider_name'),
    opinion: text('opinion'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('proposal_unit_request_kind_idx').on(t.kind, t.status, t.createdAt),
    index('proposal_unit_request_unit_idx').on(t.unitId, t.kind),
    index('proposal_unit_request_proposal_idx').on(t.proposalId),
  ],
);

/** The proposer's ratings, one per unit and handling round (the unit row keeps only the latest). */
export const proposalEvaluation = pgTable(
  'proposal_evaluation',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id').notNull(),
    unitRowId: text('unit_row_id').notNull(),
    unitId: text('unit_id').notNull(),
    round: integer('round').notNull(),
    satisfaction: integer('satisfaction').notNull(),
    comment: text('comment'),
    evaluatorId: text('evaluator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposal_evaluation_uq').on(t.unitRowId, t.round),
    index('proposal_evaluation_proposal_idx').on(t.proposalId),
    index('proposal_evaluation_satisfaction_idx').on(t.satisfaction, t.proposalId),
    index('proposal_evaluation_unit_idx').on(t.unitId),
  ],
);

/** Every step of a proposal: who, when, what, from which state to which, with what opinion. */
export const proposalHistory = pgTable(
  'proposal_history',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id').notNull(),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    unitId: text('unit_id'),
    unitName: text('unit_name'),
    fromState: integer('from_state'),
    toState: integer('to_state'),
    opinion: text('opinion'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposal_history_proposal_idx').on(t.proposalId, t.createdAt),
    index('proposal_history_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Reminders to a unit before its deadline (15/7/3 days, then delayed: reply
 * remaining days 3/2/1/0) or sent by hand (threshold null). The unique index
 * makes the automatic run idempotent per assignment, threshold and deadline.
 */
export const proposalRemind = pgTable(
  'proposal_remind',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id').notNull(),
    unitRowId: text('unit_row_id').notNull(),
    unitId: text('unit_id').notNull(),
    unitName: text('unit_name').notNull(),
    threshold: integer('threshold'),
    /** 0 system message, 1 system message and SMS */
    way: integer('way').notNull().default(0),
    deadline: date('deadline'),
    content: text('content').notNull(),
    senderId: text('sender_id'),
    senderName: text('sender_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposal_remind_uq').on(t.unitRowId, t.threshold, t.deadline),
    index('proposal_remind_created_idx').on(t.createdAt),
    index('proposal_remind_unit_idx').on(t.unitId, t.createdAt),
    index('proposal_remind_proposal_idx').on(t.proposalId),
  ],
);

/** Leaders' instructions (批示) on a proposal. */
export const proposalInstruction = pgTable(
  'proposal_instruction',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id').notNull(),
    leaderName: text('leader_name').notNull(),
    content: text('content').notNull(),
    instructedAt: date('instructed_at').notNull(),
    fileIds: text('file_ids').array().notNull().default(sql`'{}'::text[]`),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('proposal_instruction_proposal_idx').on(t.proposalId), index('proposal_instruction_created_idx').on(t.createdAt)],
);

/** Feedback on how an instruction (or the proposal) was carried out, by the office or a unit; the proposer is told. */
export const proposalFeedback = pgTable(
  'proposal_feedback',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id').notNull(),
    instructionId: text('instruction_id'),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    unitId: text('unit_id'),
    unitName: text('unit_name'),
    content: text('content').notNull(),
    fileIds: text('file_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposal_feedback_proposal_idx').on(t.proposalId), index('proposal_feedback_instruction_idx').on(t.instructionId)],
);

/** A handling unit's yearly summary of its proposal work (办理工作总结). */
export const proposalYearSummary = pgTable(
  'proposal_year_summary',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id').notNull(),
    unitName: text('unit_name').notNull(),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    fileIds: text('file_ids').array().notNull().default(sql`'{}'::text[]`),
    /** 0 draft, 1 submitted */
    state: integer('state').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proposal_year_summary_uq').on(t.unitId, t.year), index('proposal_year_summary_year_idx').on(t.year, t.state)],
);
