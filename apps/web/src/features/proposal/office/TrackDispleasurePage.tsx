import type { ProposalDetail } from '@cppcc/contracts';
import { ProposalPage } from '@cppcc/contracts';
import { Table } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { formatDateTime } from '@/components/format';
import { StateTag } from '../components/columns';
import { ProposalSummary, RouteProposalGuard, useRouteProposal } from '../components/RouteProposal';
import { satisfactions } from '../components/stateLabels';
import { StepForm } from '../components/steps/StepForm';
import { proposalStep, stepAllowed } from '../components/steps/table';
import type { ProposalStep } from '../components/steps/types';
import { currentForStep, useProposalRefresh } from '../components/useProposal';

/**
 * trackList/displeasureProposalForm: a proposal rated "not satisfied" (re-handling, 11):
 * the ratings and their reasons per unit; the office reminds the unit or concludes.
 */
export function TrackDispleasurePage() {
  const { id, detail } = useRouteProposal();
  const navigate = useNavigate();
  const can = useAuthority();
  const refresh = useProposalRefresh();
  const back = ProposalPage.trackList;
  const remind = proposalStep('remind') as ProposalStep;
  const conclude = proposalStep('conclude') as ProposalStep;
  const open = (step: ProposalStep, p: ProposalDetail) => (!step.perm || can(step.perm)) && stepAllowed(step, p) && currentForStep(detail);
  return (
    <RouteProposalGuard id={id} detail={detail} back={back}>
      {(p) => {
        const rated = p.units.filter((u) => u.phase === 'formal' && u.satisfaction !== null);
        const done = () => {
          void refresh();
          navigate(back);
        };
        return (
          <>
            <FormCard title="提案信息" extra={<BackButton fallback={back} />}>
              <ProposalSummary p={p} />
            </FormCard>
            <FormCard title="满意度测评">
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={rated}
                locale={{ emptyText: '暂无测评' }}
                columns={[
                  { title: '承办单位', dataIndex: 'unitName' },
                  {
                    title: '满意度',
                    dataIndex: 'satisfaction',
                    width: 110,
                    render: (v: number) => <StateTag table={satisfactions} code={v} />,
                  },
                  { title: '测评意见', dataIndex: 'satisfactionComment', render: (v: string | null) => v || '--' },
                  {
                    title: '测评时间',
                    dataIndex: 'evaluatedAt',
                    width: 170,
                    render: (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm'),
                  },
                  { title: '轮次', dataIndex: 'round', width: 60 },
                ]}
              />
            </FormCard>
            {open(remind, p) && (
              <FormCard title="催办承办单位">
                <StepForm step={remind} proposal={p} onDone={done} />
              </FormCard>
            )}
            {open(conclude, p) && (
              <FormCard title="办结">
                <StepForm step={conclude} proposal={p} onDone={done} />
              </FormCard>
            )}
          </>
        );
      }}
    </RouteProposalGuard>
  );
}
