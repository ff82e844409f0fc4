import { ProposalPerm as P, type ProposalDetail, ProposalPage, ProposalState as S } from '@cppcc/contracts';
import { editPath, withId } from '../../paths';
import { AssignForm } from './AssignForm';
import { CheckForm } from './CheckForm';
import { EvaluateForm } from './EvaluateForm';
import { MergeForm } from './MergeForm';
import { ReceiveForm } from './ReceiveForm';
import { ConcludeForm, JointAnswerForm, RemindForm, RemoveForm, WithdrawForm } from './SimpleForms';
import type { ProposalStep } from './types';

type StepSpec = Omit<ProposalStep, 'key'>;

const CHECK_DECISIONS = ['file', 'notFile', 'sendBack'];
const REMINDABLE: readonly number[] = [S.handling, S.rehandling];

/**
 * Every step of a proposal the web can take, declared once: its button, its permission, and how it
 * is taken (a form, a page, or both: see `ProposalStep`). The server's `actions` say which apply now.
 */
const steps = {
  save: { label: '修改', perm: [P.edit, P.officeAdd], page: (p, c) => editPath(p, c.userType) },
  submit: { label: '提交', perm: [P.submit, P.officeAdd], page: (p, c) => editPath(p, c.userType) },
  remove: { label: '删除', perm: P.remove, danger: true, form: { Component: RemoveForm, title: '提示', width: 420 } },
  withdraw: { label: '撤案', perm: P.withdraw, danger: true, form: { Component: WithdrawForm } },
  jointAnswer: { label: '联名确认', perm: P.jointAnswer, form: { Component: JointAnswerForm } },
  evaluate: { label: '满意度测评', perm: P.evaluate, form: { Component: EvaluateForm, width: 820 } },
  receive: {
    label: '初分',
    perm: P.receive,
    form: { Component: ReceiveForm, width: 760 },
    page: (p) => withId(ProposalPage.receiveForm, p.id),
  },
  sendBack: { label: '退回修改', perm: P.sendBack, danger: true, form: { Component: CheckForm } },
  file: { label: '立案', perm: P.file, form: { Component: CheckForm } },
  notFile: { label: '不立案', perm: P.notFile, form: { Component: CheckForm } },
  check: {
    label: '审查',
    perm: [P.file, P.notFile, P.sendBack],
    form: { Component: CheckForm },
    page: (p) => withId(ProposalPage.checkForm, p.id),
    allowed: (p) => CHECK_DECISIONS.some((a) => p.actions.includes(a)),
  },
  merge: { label: '并案', perm: P.merge, form: { Component: MergeForm, width: 860 }, page: (p) => withId(ProposalPage.mergeForm, p.id) },
  preAssign: { label: '预交办', perm: P.preAssign, form: { Component: AssignForm, width: 760 } },
  assign: { label: '交办', perm: P.assign, form: { Component: AssignForm, width: 760 } },
  conclude: { label: '办结', perm: P.conclude, form: { Component: ConcludeForm, explainsRefusal: true } },
  remind: {
    label: '催办',
    perm: P.remind,
    form: { Component: RemindForm },
    allowed: (p) => REMINDABLE.includes(p.state) && !p.mergedIntoId,
  },
  officeEdit: { label: '修改', perm: P.allEdit, page: (p) => withId(ProposalPage.allForm, p.id) },
  preFeedback: { label: '预交办反馈', perm: P.preSignFeedback, page: (p) => withId(ProposalPage.preSignFeedback, p.id) },
  sign: { label: '签收', perm: P.sign, page: (p) => withId(ProposalPage.signFor, p.id) },
  reply: { label: '答复', perm: P.reply, page: (p) => withId(ProposalPage.handlingForm, p.id) },
  backApply: { label: '申请退回', perm: P.backApply, page: (p) => `${withId(ProposalPage.handlingForm, p.id)}&type=back` },
  delayApply: { label: '申请延期', perm: P.delayApply, page: (p) => `${withId(ProposalPage.handlingForm, p.id)}&type=delay` },
} satisfies Record<string, StepSpec>;

export type ProposalStepKey = keyof typeof steps;

const byKey: ReadonlyMap<string, ProposalStep> = new Map(Object.entries(steps).map(([key, s]) => [key, { key, ...s }]));

/** The step of an action key (undefined for a key the web has no step for). */
export const proposalStep = (key: string): ProposalStep | undefined => byKey.get(key);

/** Whether the step is open for this proposal now (the server's `actions`, or the step's own rule). */
export const stepAllowed = (step: ProposalStep, p: ProposalDetail) => (step.allowed ? step.allowed(p) : p.actions.includes(step.key));
