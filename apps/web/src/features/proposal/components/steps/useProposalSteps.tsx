import { Button, Modal, Result, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { useAppStore } from '@/app/store';
import type { RowAction } from '@/components/RowActions';
import { currentForStep, useProposalDetail, useProposalRefresh } from '../useProposal';
import { StepForm } from './StepForm';
import { type ProposalStepKey, proposalStep } from './table';
import type { ProposalStep } from './types';

type Target = { id: string; state: number };

/** A row action's adjustments: another text, a visibility rule of the list, or the list's own permission. */
export interface StepRowOptions {
  label?: string;
  visible?: boolean;
  perm?: string | string[];
}

/** The dialog of a step's form for one proposal, loading it first. */
function StepDialog({
  step,
  proposalId,
  onClose,
  onDone,
}: {
  step: ProposalStep;
  proposalId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const detail = useProposalDetail(proposalId);
  const refresh = useProposalRefresh();
  return (
    <Modal
      open
      title={step.form?.title ?? step.label}
      width={step.form?.width ?? 640}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {detail.isLoading || !currentForStep(detail) ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : detail.data ? (
        <StepForm
          step={step}
          proposal={detail.data}
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

/**
 * The one way the web takes a step of a proposal (the step table says how each is taken):
 * `take` opens the step's form in a dialog, or goes to its page when it has no form or `prefer`
 * is 'page'; `rowAction` is the same as a list row's action (a link to the page, else a button);
 * render `dialog` once. `onDone` runs after a dialog step succeeded (caches are refreshed already).
 */
export function useProposalSteps(onDone?: () => void) {
  const navigate = useNavigate();
  const userType = useAppStore((s) => s.user?.userType ?? null);
  const can = useAuthority();
  const [taking, setTaking] = useState<{ step: ProposalStep; id: string } | null>(null);

  const pageOf = (step: ProposalStep, p: Target, prefer: 'form' | 'page') =>
    step.page && (prefer === 'page' || !step.form) ? step.page(p, { userType }) : null;

  const take = (key: ProposalStepKey | string, p: Target, prefer: 'form' | 'page' = 'form') => {
    const step = proposalStep(key);
    if (!step) return;
    const page = pageOf(step, p, prefer);
    if (page) navigate(page);
    else if (step.form) setTaking({ step, id: p.id });
  };

  /** whether the user holds the step's permission */
  const permitted = (key: ProposalStepKey | string) => {
    const step = proposalStep(key);
    return !!step && (!step.perm || can(step.perm));
  };

  const rowAction = (key: ProposalStepKey, row: Target, opts: StepRowOptions = {}): RowAction => {
    const step = proposalStep(key) as ProposalStep;
    const label = opts.label ?? step.label;
    const page = pageOf(step, row, 'page');
    const node: ReactNode = page ? (
      <Link to={page} style={{ padding: '0 7px' }}>
        {label}
      </Link>
    ) : (
      <Button type="link" size="small" danger={step.danger} onClick={() => take(key, row)}>
        {label}
      </Button>
    );
    return { key, perm: opts.perm ?? step.perm, visible: opts.visible ?? true, node };
  };

  const close = () => setTaking(null);
  const dialog = taking ? (
    <StepDialog
      step={taking.step}
      proposalId={taking.id}
      onClose={close}
      onDone={() => {
        close();
        onDone?.();
      }}
    />
  ) : null;

  return { take, rowAction, permitted, dialog };
}
