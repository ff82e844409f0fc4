import type {
  backApplyBody,
  delayApplyBody,
  evaluateBody,
  feedbackAddBody,
  fileBody,
  instructionAddBody,
  instructionItem,
  instructionPageQuery,
  instructionUpdateBody,
  jointAnswerBody,
  markBody,
  mergeBody,
  notFileBody,
  officeUpdateBody,
  openBody,
  opinionBody,
  preFeedbackBody,
  receiveBody,
  recordBody,
  recordUpdateBody,
  remindBody,
  remindItem,
  remindPageQuery,
  replyBody,
  requestDecideBody,
  requestItem,
  requestPageQuery,
  requiredOpinionBody,
  unitActionBody,
  unitRecordItem,
  unitRecordPageQuery,
  yearSummaryBody,
  yearSummaryItem,
  yearSummaryPageQuery,
  yearSummaryUpdateBody,
} from '@cppcc/contracts';

/**
 * The types of contract schemas that @cppcc/contracts exports without a type of their own: what
 * `z.output` / `z.input` give, spelled without a zod import (the web does not depend on zod).
 * A type added to the contracts replaces its line here.
 */
type Out<S extends { _zod: { output: unknown } }> = S['_zod']['output'];
type In<S extends { _zod: { input: unknown } }> = S['_zod']['input'];

// answers
export type UnitRequest = Out<typeof requestItem>;
export type RemindRecord = Out<typeof remindItem>;
export type YearSummary = Out<typeof yearSummaryItem>;
export type Instruction = Out<typeof instructionItem>;
/** A row of the pre-assignment / assignment records (one per unit). */
export type ProposalUnitRecord = Out<typeof unitRecordItem>;

// queries
export type RequestQuery = In<typeof requestPageQuery>;
export type RemindQuery = In<typeof remindPageQuery>;
export type YearSummaryQuery = In<typeof yearSummaryPageQuery>;
export type InstructionQuery = In<typeof instructionPageQuery>;
export type UnitRecordQuery = In<typeof unitRecordPageQuery>;

// bodies
export type OpinionInput = In<typeof opinionBody>;
export type RequiredOpinionInput = In<typeof requiredOpinionBody>;
export type JointAnswerInput = In<typeof jointAnswerBody>;
export type ReceiveInput = In<typeof receiveBody>;
export type FileInput = In<typeof fileBody>;
export type NotFileInput = In<typeof notFileBody>;
export type MergeInput = In<typeof mergeBody>;
export type RemindInput = In<typeof remindBody>;
export type EvaluateInput = In<typeof evaluateBody>;
export type PreFeedbackInput = In<typeof preFeedbackBody>;
export type UnitActionInput = In<typeof unitActionBody>;
export type BackApplyInput = In<typeof backApplyBody>;
export type DelayApplyInput = In<typeof delayApplyBody>;
export type ReplyInput = In<typeof replyBody>;
export type RequestDecideInput = In<typeof requestDecideBody>;
export type YearSummaryInput = In<typeof yearSummaryBody>;
export type YearSummaryUpdateInput = In<typeof yearSummaryUpdateBody>;
export type MarkInput = In<typeof markBody>;
export type OpenInput = In<typeof openBody>;
export type OfficeUpdateInput = In<typeof officeUpdateBody>;
export type RecordInput = In<typeof recordBody>;
export type RecordUpdateInput = In<typeof recordUpdateBody>;
export type InstructionAddInput = In<typeof instructionAddBody>;
export type InstructionUpdateInput = In<typeof instructionUpdateBody>;
export type FeedbackAddInput = In<typeof feedbackAddBody>;
