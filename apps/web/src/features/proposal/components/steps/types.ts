import type { ProposalDetail } from '@cppcc/contracts';
import type { ComponentType } from 'react';

/** What a step's form gets: the proposal as the detail call answers it. */
export interface StepFormProps {
  proposal: ProposalDetail;
  /** the step succeeded (the form has shown its success message) */
  onDone: () => void;
  onCancel?: () => void;
  /** the step key the form was opened for (a form may serve several: file / notFile / sendBack) */
  action: string;
}

/** What a page step's address may depend on. */
export interface StepContext {
  userType: number | null;
}

/**
 * How a step is taken. `form`: the step's form, in a dialog where the proposal is already on the
 * screen (the detail page, a list row) or on the step's own page. `page`: a page of its own,
 * where the proposal is shown above the form; list rows link to it. A step has one or both:
 * with both, list rows take the page and the detail page the dialog.
 */
export interface StepForm {
  Component: ComponentType<StepFormProps>;
  /** dialog width (640) */
  width?: number;
  /** dialog title (the label by default) */
  title?: string;
  /**
   * Opened while the server does not offer the step, the form itself says why and keeps its confirm
   * button off, instead of the general 该提案当前不能… (办结 names the units still to reply).
   */
  explainsRefusal?: boolean;
}

export interface ProposalStep {
  /** the action key of `ProposalDetail.actions` */
  key: string;
  /** button text */
  label: string;
  /** button permission(s); none = shown whenever the server offers the step */
  perm?: string | string[];
  danger?: boolean;
  form?: StepForm;
  page?: (p: { id: string; state: number }, ctx: StepContext) => string;
  /** whether the step is open for this proposal now; default: the server lists `key` in `actions` */
  allowed?: (p: ProposalDetail) => boolean;
}
