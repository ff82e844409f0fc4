import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@/app/widgets/types';
import { TargetWidget } from '@/app/widgets/WidgetCard';
import { statsApi, statsKeys } from '../api';

/** 提案目标 on the member home: countByProposal / proposalCount against the annual plan. */
export default function ProposalTargetWidget({ data }: WidgetProps) {
  const fallbackTarget = data.targets?.proposal ?? null;
  const q = useQuery({ queryKey: statsKeys.annual(), queryFn: () => statsApi.annual(), staleTime: 30_000, retry: false });
  const target = q.data ? (q.data.target === null ? null : { target: q.data.target, done: q.data.done }) : fallbackTarget;
  return <TargetWidget title="提案目标" unit="件" target={target} />;
}
