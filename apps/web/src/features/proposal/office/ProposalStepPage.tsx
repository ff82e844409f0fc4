import { Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { ProposalSummary, RouteProposalGuard, useRouteProposal } from '../components/RouteProposal';
import { StepForm } from '../components/steps/StepForm';
import { type ProposalStepKey, proposalStep } from '../components/steps/table';
import type { ProposalStep } from '../components/steps/types';
import { currentForStep, useProposalRefresh } from '../components/useProposal';

/**
 * The page of a step (receiveForm, checkForm, mergeProposalListForm) for the proposal of `?id=`:
 * the summary, then the step's form (the one its dialog shows); success goes back to the list.
 */
export function ProposalStepPage({ step: key, listPath, title }: { step: ProposalStepKey; listPath: string; title: string }) {
  const { id, detail } = useRouteProposal();
  const navigate = useNavigate();
  const can = useAuthority();
  const refresh = useProposalRefresh();
  const step = proposalStep(key) as ProposalStep;
  // without the permission the page says the step is closed, as it does for a proposal past it
  const shown = !step.perm || can(step.perm) ? step : { ...step, form: undefined };
  return (
    <RouteProposalGuard id={id} detail={detail} back={listPath}>
      {(p) => (
        <>
          <FormCard title="提案信息" extra={<BackButton fallback={listPath} />}>
            <ProposalSummary p={p} />
          </FormCard>
          <FormCard title={title}>
            {currentForStep(detail) ? (
              <StepForm
                step={shown}
                proposal={p}
                onCancel={() => navigate(listPath)}
                onDone={() => {
                  void refresh();
                  navigate(listPath);
                }}
              />
            ) : (
              <Spin style={{ display: 'block', padding: 24 }} />
            )}
          </FormCard>
        </>
      )}
    </RouteProposalGuard>
  );
}
