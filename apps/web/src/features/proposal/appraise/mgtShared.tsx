import { type AppraiseKind, appraiseStateLabel } from '@cppcc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/components/format';
import { appraiseApi, appraiseKeys } from './api';

export const stateColor: Record<number, string> = { 0: 'default', 1: 'green', 2: 'blue' };
export const minute = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
export const stateOptions = Object.entries(appraiseStateLabel).map(([value, label]) => ({ value: Number(value), label }));

export type ListFilters = { keyword?: string; year?: number; state?: number };

export function useAppraiseActions(kind: AppraiseKind) {
  const qc = useQueryClient();
  const a = appraiseApi(kind);
  const refresh = () => qc.invalidateQueries({ queryKey: appraiseKeys.all(kind) });
  return {
    publish: useMutation({ mutationFn: a.publish, onSuccess: refresh }),
    end: useMutation({ mutationFn: a.end, onSuccess: refresh }),
    remove: (ids: string[]) => a.remove(ids).then(refresh),
  };
}

/** A published appraisal to look at: from ?id=, or chosen here. */
export function useChosenAppraisal(kind: AppraiseKind) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const list = useQuery({
    queryKey: [...appraiseKeys.list(kind), 'published'],
    queryFn: () => appraiseApi(kind).unevaluatedPage({ pageNum: 1, pageSize: 40 }),
    staleTime: 30_000,
  });
  const picker = (
    <Select
      aria-label="选择测评"
      placeholder="请选择测评"
      style={{ width: 320 }}
      value={id}
      onChange={(v: string) => setParams({ id: v })}
      options={(list.data?.list ?? []).map((x) => ({ value: x.id, label: `${x.title}（${x.stateName}）` }))}
    />
  );
  return { id, picker };
}
