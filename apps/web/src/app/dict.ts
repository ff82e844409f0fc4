import {
  auditActionLabel,
  auditObjectTypeLabel,
  moduleLabel,
  SystemApi,
  signInMethodLabel,
  smsBizTypeLabel,
  smsChannelLabel,
  smsStatusLabel,
} from '@cppcc/contracts';
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

/**
 * Dictionaries the code owns (contracts), for codes the server writes itself
 * rather than an administrator's list: read like the system dictionaries, with
 * no request. A code missing from one of them reads 其他, never the raw code.
 */
export const codeDicts: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  smsBizType: { ...moduleLabel, ...smsBizTypeLabel },
  smsChannel: smsChannelLabel,
  smsStatus: smsStatusLabel,
  signInMethod: signInMethodLabel,
  auditAction: auditActionLabel,
  auditObjectType: auditObjectTypeLabel,
  module: moduleLabel,
};
export const UNKNOWN_CODE_TEXT = '其他';

/** The label of a code in one of the code dictionaries; '' for an empty code. */
export function codeLabel(dict: keyof typeof codeDicts | string, code: string | number | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  return codeDicts[dict]?.[String(code)] ?? UNKNOWN_CODE_TEXT;
}

/** A dictionary (GET /param/list/typeName, or a code dictionary above), cached for the session. */
export function useDict(typeName: string): { options: DictOption[]; label: (code: string | number | null | undefined) => string } {
  const fixed = codeDicts[typeName];
  const { data } = useQuery({
    queryKey: ['dict', typeName],
    queryFn: () => api.get<ParamOption[]>(`/${SystemApi.paramTypeName}`, { typeName }, { detached: true, silent: true }),
    staleTime: 30 * 60_000,
    enabled: !!typeName && !fixed,
  });
  const options = useMemo(
    () =>
      fixed
        ? Object.entries(fixed).map(([value, label]) => ({ label, value }))
        : (data ?? []).map((d) => ({ label: d.paramName, value: d.paramCode })),
    [data, fixed],
  );
  const label = useCallback(
    (code: string | number | null | undefined) => {
      if (code === null || code === undefined || code === '') return '';
      if (fixed) return codeLabel(typeName, code);
      return options.find((o) => o.value === String(code))?.label ?? String(code);
    },
    [options, fixed, typeName],
  );
  return { options, label };
}
