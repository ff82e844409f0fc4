import {
  assignFeedbackLabel,
  caseStateLabel,
  handleLevelLabel,
  handleTypeLabel,
  jointStateLabel,
  mergeStateLabel,
  openStatusLabel,
  ProposalState,
  proposalStateLabel,
  requestStatusLabel,
  satisfactionLabel,
  signStateLabel,
} from '@cppcc/contracts';

/**
 * The state lists of spec 001 §4 (labels as the contracts word them, codes exactly)
 * with the tag colour each one shows in lists and the detail page.
 */
export interface StateStyle {
  label: string;
  color: string;
}

const styled = (labels: Record<number | string, string>, colors: Record<number | string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([k, label]) => [k, { label, color: colors[k] ?? 'default' }])) as Record<
    string,
    StateStyle
  >;

/** Display state (stateShow): -1 … 17. */
export const proposalStates = styled(proposalStateLabel, {
  '-1': 'orange',
  0: 'default',
  1: 'blue',
  2: 'geekblue',
  3: 'purple',
  10: 'processing',
  11: 'volcano',
  12: 'success',
  13: 'orange',
  14: 'default',
  15: 'cyan',
  16: 'cyan',
  17: 'default',
});

/** Display states a user may filter on (13 is never produced: docs/proposals.md). */
export const PROPOSAL_STATE_CODES: readonly number[] = Object.values(ProposalState).filter((s) => s !== ProposalState.returnedOther);

export const caseStates = styled(caseStateLabel, { '-1': 'orange', 0: 'default', 1: 'blue', 2: 'geekblue', 3: 'success', 4: 'default' });
export const signStates = styled(signStateLabel, {
  0: 'blue',
  1: 'processing',
  2: 'success',
  '-1': 'gold',
  '-2': 'orange',
  '-3': 'red',
  '-4': 'red',
});
export const jointStates = styled(jointStateLabel, { 1: 'success', 0: 'red', '-1': 'gold' });
export const assignFeedbacks = styled(assignFeedbackLabel, { 0: 'gold', 1: 'success', 2: 'red' });
export const satisfactions = styled(satisfactionLabel, { 1: 'success', 2: 'blue', 0: 'red' });
export const requestStatuses = styled(requestStatusLabel, { 0: 'gold', 1: 'success', 2: 'red' });
export const mergeStates = styled(mergeStateLabel, { 1: 'blue', 2: 'geekblue', 3: 'purple' });
export const handleTypes = styled(handleTypeLabel, { 0: 'blue', 1: 'cyan', 2: 'purple' });
export const openStatuses = styled(openStatusLabel, { 0: 'success', 1: 'blue', 2: 'blue' });
export { handleLevelLabel };

/** 不立案去向: the display states a proposal that is not filed goes to. */
export const notFiledDestinationOptions = [
  { value: 15, label: proposalStateLabel[15] },
  { value: 16, label: proposalStateLabel[16] },
  { value: 14, label: proposalStateLabel[14] },
] as const;

/** "单独承办" is stored as lead (0) when one unit alone handles it (spec 001 enumerations: undertake 0 single). */
export const SINGLE_UNDERTAKE_LABEL = '单独承办';

export const stateOptions = (codes: readonly number[] = PROPOSAL_STATE_CODES) =>
  codes.map((c) => ({ value: c, label: proposalStates[c]?.label ?? String(c) }));

export const styleOf = (table: Record<string, StateStyle>, code: number | string | null | undefined): StateStyle =>
  code === null || code === undefined
    ? { label: '--', color: 'default' }
    : (table[String(code)] ?? { label: String(code), color: 'default' });
