import type { FormRule } from 'antd';
import { Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { CrudField, CrudFieldContext } from './crudConfig';

/** The length rule every admin form words the same way: {label}不能超过{max}个字. */
export const maxRule = (label: string, max: number, unit: '字' | '字符' = '字'): FormRule => ({
  max,
  message: `${label}不能超过${max}个${unit}`,
});

interface TextOpts<T> {
  placeholder?: string;
  required?: boolean;
  /** checked before the length */
  rules?: FormRule[];
  /** leave out the length rule (the input's maxLength still holds) */
  noMaxRule?: boolean;
  unit?: '字' | '字符';
  disabled?: (ctx: CrudFieldContext<T>) => boolean;
  extra?: CrudField<T>['extra'];
  tooltip?: CrudField<T>['tooltip'];
  validateTrigger?: CrudField<T>['validateTrigger'];
}

/** A one-line text input of at most `max` characters. */
export function textField<T>(name: string, label: string, max: number, opts: TextOpts<T> = {}): CrudField<T> {
  const rules = [...(opts.rules ?? []), ...(opts.noMaxRule ? [] : [maxRule(label, max, opts.unit)])];
  const { disabled } = opts;
  return {
    name,
    label,
    required: opts.required,
    rules,
    extra: opts.extra,
    tooltip: opts.tooltip,
    validateTrigger: opts.validateTrigger,
    input: disabled ? (
      (ctx) => <Input maxLength={max} placeholder={opts.placeholder} disabled={disabled(ctx)} />
    ) : (
      <Input maxLength={max} placeholder={opts.placeholder} />
    ),
  };
}

/** A text area of at most `max` characters. */
export function textAreaField<T>(
  name: string,
  label: string,
  max: number,
  opts: { rows?: number; showCount?: boolean; placeholder?: string; required?: boolean; extra?: ReactNode } = {},
): CrudField<T> {
  return {
    name,
    label,
    required: opts.required,
    extra: opts.extra,
    rules: [maxRule(label, max)],
    input: <Input.TextArea rows={opts.rows ?? 3} maxLength={max} showCount={opts.showCount} placeholder={opts.placeholder} />,
  };
}

/** 备注, at most 200 characters. */
export function remarkField<T>(opts: { rows?: number; showCount?: boolean; placeholder?: string } = {}): CrudField<T> {
  return textAreaField<T>('remark', '备注', 200, opts);
}

/** 排序: a whole number from 0 to `max`. */
export function sortField<T>(max = 9999): CrudField<T> {
  return { name: 'sort', label: '排序', input: <InputNumber min={0} max={max} precision={0} style={{ width: 160 }} /> };
}

/** A switch (启用 / 停用 unless told). */
export function switchField<T>(
  name = 'enabled',
  label = '启用',
  opts: { on?: string; off?: string; extra?: ReactNode; when?: CrudField<T>['when'] } = {},
): CrudField<T> {
  return {
    name,
    label,
    valuePropName: 'checked',
    extra: opts.extra,
    when: opts.when,
    input: <Switch checkedChildren={opts.on ?? '启用'} unCheckedChildren={opts.off ?? '停用'} />,
  };
}

/** A select filter of the search bar. */
export function selectFilter(
  name: string,
  placeholder: string,
  options: { value: unknown; label: string }[],
  width = 110,
  ariaLabel = placeholder,
) {
  return {
    name,
    input: (
      <Select
        allowClear
        placeholder={placeholder}
        aria-label={ariaLabel}
        style={{ width }}
        options={options as { value: string; label: string }[]}
      />
    ),
  };
}

/** 启用 / 停用, the options of the status filter. */
export const enabledOptions = [
  { value: true, label: '启用' },
  { value: false, label: '停用' },
];
