import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from './api/client';

export interface ParamOption {
  paramCode: string;
  paramName: string;
  easyName?: string | null;
}

export interface DictOption {
  label: string;
  value: string;
}

/** A dictionary (GET /param/list/typeName), cached for the session. */
export function useDict(typeName: string): { options: DictOption[]; label: (code: string | number | null | undefined) => string } {
  const { data } = useQuery({
    queryKey: ['dict', typeName],
    queryFn: () => api.get<ParamOption[]>('/param/list/typeName', { typeName }, { detached: true, silent: true }),
    staleTime: 30 * 60_000,
    enabled: !!typeName,
  });
  const options = useMemo(() => (data ?? []).map((d) => ({ label: d.paramName, value: d.paramCode })), [data]);
  const label = useCallback(
    (code: string | number | null | undefined) => {
      if (code === null || code === undefined || code === '') return '';
      return options.find((o) => o.value === String(code))?.label ?? String(code);
    },
    [options],
  );
  return { options, label };
}
