import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@/app/widgets/types';
import { TargetWidget } from '@/app/widgets/WidgetCard';
import { scoreApi, scoreKeys } from '../api';

/** 反映社情民意目标 on the member home: countByInfo / infoCount against the annual plan. */
export default function InfoTargetWidget({ data }: WidgetProps) {
  const fallback = data.targets?.info ?? null;
  const q = useQuery({ queryKey: scoreKeys.annual, queryFn: scoreApi.annual, staleTime: 30_000, retry: false });
  const target = q.data ? (q.data.target === null ? null : { target: q.data.target, done: q.data.done }) : fallback;
  return <TargetWidget title="反映社情民意目标" unit="条" target={target} />;
}
