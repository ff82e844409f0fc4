import { ProposalPerm as P, type ProposalDetail, proposalStateLabel } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { useAppStore } from '@/app/store';
import { proposalApi, proposalKeys } from '../api';
import { AssignForm } from './actions/AssignForm';
import { CheckForm } from './actions/CheckForm';
import { MergeForm } from './actions/MergeForm';
import { ReceiveForm } from './actions/ReceiveForm';
import { actionAllowed, getProposalAction, type ProposalActionDef, registerProposalAction } from './actions/registry';
import { ConcludeForm, EvaluateForm, JointAnswerForm, RemindForm, RemoveForm, WithdrawForm } from './actions/SimpleForms';

export {
  actionAllowed,
  getProposalAction,
  type ProposalActionDef,
  type ProposalActionFormProps,
  registerProposalAction,
} from './actions/registry';

const USER_TYPE_MEMBER = 1;
const q = (id: string) => `?id=${encodeURIComponent(id)}`;

/** Where a proposer edits: a sent-back proposal on its own page, drafts on the drafting page of their kind. */
export function editRoute(p: { id: string; state: number }, userType: number | null): string {
  if (p.state === -1) return `/proposal/sendBackProposal/editProposal${q(p.id)}`;
  return `${userType === USER_TYPE_MEMBER ? '/proposal/member/addProposal' : '/proposal/addProposal'}${q(p.id)}`;
}

const builtIn: ProposalActionDef[] = [
  { key: 'save', label: '修改', perm: [P.edit, P.officeAdd], route: (p, c) => editRoute(p, c.userType) },
  { key: 'submit', label: '提交', perm: [P.submit, P.officeAdd], route: (p, c) => editRoute(p, c.userType) },
  { key: 'remove', label: '删除', perm: P.remove, danger: true, Form: RemoveForm, title: '提示', width: 420 },
  { key: 'withdraw', label: '撤案', perm: P.withdraw, danger: true, Form: WithdrawForm },
  { key: 'jointAnswer', label: '联名确认', perm: P.jointAnswer, Form: JointAnswerForm },
  { key: 'evaluate', label: '满意度测评', perm: P.evaluate, Form: EvaluateForm },
  { key: 'receive', label: '初分', perm: P.receive, Form: ReceiveForm, width: 760 },
  { key: 'sendBack', label: '退回修改', perm: P.sendBack, danger: true, Form: CheckForm },
  { key: 'file', label: '立案', perm: P.file, Form: CheckForm },
  { key: 'notFile', label: '不立案', perm: P.notFile, Form: CheckForm },
  {
    key: 'check',
    label: '审查',
    perm: [P.file, P.notFile, P.sendBack],
    Form: CheckForm,
    allowed: (p) => ['file', 'notFile', 'sendBack'].some((a) => p.actions.includes(a)),
  },
  { key: 'merge', label: '并案', perm: P.merge, Form: MergeForm, width: 860 },
  { key: 'preAssign', label: '预交办', perm: P.preAssign, Form: AssignForm, width: 760 },
  { key: 'assign', label: '交办', perm: P.assign, Form: AssignForm, width: 760 },
  { key: 'conclude', label: '办结', perm: P.conclude, Form: ConcludeForm },
  { key: 'remind', label: '催办', perm: P.remind, Form: RemindForm, allowed: (p) => (p.state === 10 || p.state === 11) && !p.mergedIntoId },
  { key: 'officeEdit', label: '修改', perm: P.allEdit, route: (p) => `/proposal/allProposalListForm${q(p.id)}` },
  // the handling units' steps: their pages (the unit-side engineer may register dialog forms instead)
  { key: 'preFeedback', label: '预交办反馈', perm: P.preSignFeedback, route: (p) => `/proposal/preSignFeedback${q(p.id)}` },
  { key: 'sign', label: '签收', perm: P.sign, route: (p) => `/proposal/signFor${q(p.id)}` },
  { key: 'reply', label: '答复', perm: P.reply, route: (p) => `/proposal/handlingForm${q(p.id)}` },
  { key: 'backApply', label: '申请退回', perm: P.backApply, route: (p) => `/proposal/handlingForm${q(p.id)}&type=back` },
  { key: 'delayApply', label: '申请延期', perm: P.delayApply, route: (p) => `/proposal/handlingForm${q(p.id)}&type=delay` },
];
for (const def of builtIn) if (!getProposalAction(def.key)) registerProposalAction(def);

/** The detail of one proposal (shared cache with the detail page). */
export function useProposalDetail(id: string | null | undefined) {
  return useQuery({ queryKey: proposalKeys.detail(id ?? ''), queryFn: () => proposalApi.detail(id as string), enabled: !!id });
}

/** After a step every proposal list, detail and count may have changed. */
export function useProposalRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: proposalKeys.all });
}

/** The action form of `action` for one proposal in a dialog (lists and the detail page); route actions navigate. */
export function ProposalActionModal(props: { action: string | null; proposalId: string | null; onClose: () => void; onDone: () => void }) {
  const { action, proposalId, onClose, onDone } = props;
  const def = action ? getProposalAction(action) : undefined;
  const navigate = useNavigate();
  const userType = useAppStore((s) => s.user?.userType ?? null);
  const refresh = useProposalRefresh();
  const needsDetail = !!def?.Form && !!proposalId;
  const detail = useProposalDetail(needsDetail ? proposalId : null);
  const needsState = action === 'save' || action === 'submit';
  // edit routes depend on the state: wait for it
  const stateDetail = useProposalDetail(def?.route && needsState ? proposalId : null);

  useEffect(() => {
    if (!def?.route || !proposalId) return;
    if (needsState && !stateDetail.data) return;
    navigate(def.route({ id: proposalId, state: stateDetail.data?.state ?? 0 }, { userType }));
    onClose();
  }, [def, proposalId, needsState, stateDetail.data, navigate, userType, onClose]);

  if (!def?.Form || !proposalId) return null;
  const Form = def.Form;
  return (
    <Modal
      open
      title={def.title ?? def.label}
      width={def.width ?? 640}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {detail.isLoading ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : detail.data && !actionAllowed(def, detail.data) ? (
        <Result
          status="info"
          title={`该提案当前不能${def.label}`}
          subTitle={`提案状态：${proposalStateLabel[detail.data.state] ?? detail.data.state}`}
        />
      ) : detail.data ? (
        <Form
          proposal={detail.data}
          action={def.key}
          onCancel={onClose}
          onDone={() => {
            void refresh();
            onDone();
          }}
        />
      ) : (
        <Result status="warning" title="提案不存在或无权查看" />
      )}
    </Modal>
  );
}

/** The buttons of the steps the server offers now (`actions`), for the user's permissions. */
export function ProposalActionButtons({ proposal, onAction }: { proposal: ProposalDetail; onAction: (key: string) => void }) {
  const can = useAuthority();
  const userType = useAppStore((s) => s.user?.userType ?? null);
  const navigate = useNavigate();
  const shown = proposal.actions
    .map((key) => getProposalAction(key))
    .filter((d): d is ProposalActionDef => !!d && (!d.perm || can(d.perm)));
  return (
    <>
      {shown.map((d) => (
        <Button
          key={d.key}
          type={d.danger ? 'default' : 'primary'}
          danger={d.danger}
          onClick={() => (d.route ? navigate(d.route(proposal, { userType })) : onAction(d.key))}
        >
          {d.label}
        </Button>
      ))}
    </>
  );
}
