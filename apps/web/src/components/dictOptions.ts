import { useMemo } from 'react';
import { useDict } from '@/app/dict';

/** Dictionary codes are text; many business fields (sex, whether …) are numbers in the api. */
export type DictValueType = 'string' | 'number';

export interface DictOptionsConfig {
  /** 'number' turns the codes into numbers (default 'string') */
  valueType?: DictValueType;
  /** codes left out of this input */
  exclude?: (string | number)[];
}

export interface DictInputOption {
  label: string;
  value: string | number;
}

/** The options of a dictionary (GET /param/list/typeName), shaped for select, checkbox and radio groups. */
export function useDictOptions(dict: string, { valueType = 'string', exclude }: DictOptionsConfig = {}): DictInputOption[] {
  const { options } = useDict(dict);
  const excludeKey = (exclude ?? []).map(String).join(',');
  return useMemo(() => {
    const skip = new Set(excludeKey ? excludeKey.split(',') : []);
    return options
      .filter((o) => !skip.has(o.value))
      .map((o) => ({
        label: o.label,
        value: valueType === 'number' && o.value.trim() !== '' && !Number.isNaN(Number(o.value)) ? Number(o.value) : o.value,
      }));
  }, [options, valueType, excludeKey]);
}
