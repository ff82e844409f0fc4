import type { ProposalDetail } from '@cppcc/contracts';
import type { ComponentType } from 'react';

/** What an action form gets: the proposal as the detail call answers it. */
export interface ProposalActionFormProps {
  proposal: ProposalDetail;
  /** the step succeeded (the form has shown its success message) */
  onDone: () => void;
  onCancel?: () => void;
  /** the action key the form was opened for (a form may serve several: file / notFile / sendBack) */
  action: string;
}

export interface ProposalActionDef {
  /** the action key of `ProposalDetail.actions` */
  key: string;
  /** button text */
  label: string;
  /** button permission(s); none = shown whenever the server offers the action */
  perm?: string | string[];
  danger?: boolean;
  /** dialog form; mutually exclusive with `route` */
  Form?: ComponentType<ProposalActionFormProps>;
  /** a page that takes the step instead of a dialog */
  route?: (p: { id: string; state: number }, ctx: { userType: number | null }) => string;
  /** dialog width (640) */
  width?: number;
  /** dialog title (the label by default) */
  title?: string;
  /** whether the step is open for this proposal now; default: the server lists `key` in `actions` */
  allowed?: (p: ProposalDetail) => boolean;
}

export const actionAllowed = (def: ProposalActionDef, p: ProposalDetail) => (def.allowed ? def.allowed(p) : p.actions.includes(def.key));

const registry = new Map<string, ProposalActionDef>();

/**
 * Registers (or replaces) the form of an action key. The unit-side pages register
 * theirs (sign, reply, backApply, delayApply, preFeedback) the same way; the last
 * registration of a key wins.
 */
export function registerProposalAction(def: ProposalActionDef): void {
  registry.set(def.key, def);
}

export function getProposalAction(key: string): ProposalActionDef | undefined {
  return registry.get(key);
}
