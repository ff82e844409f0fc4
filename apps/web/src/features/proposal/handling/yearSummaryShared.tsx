import { ProposalPage } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { formatDateTime } from '@/components/format';
import type { YearSummaryQuery } from '../contractTypes';
import { unitApi, unitKeys } from './api';

export const LIST = ProposalPage.yearSummary;
export const dt = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
export type Filters = Omit<YearSummaryQuery, 'pageNum' | 'pageSize'>;

export const yearSummaryStates: Record<number, { label: string; color: string }> = {
  0: { label: '暂存', color: 'default' },
  1: { label: '已提交', color: 'success' },
};
export const StateText = ({ v }: { v: number }) => <Tag color={yearSummaryStates[v]?.color}>{yearSummaryStates[v]?.label ?? v}</Tag>;

export function useSummary(id: string) {
  return useQuery({ queryKey: unitKeys.yearSummary(id), queryFn: () => unitApi.yearSummary(id), enabled: !!id });
}
