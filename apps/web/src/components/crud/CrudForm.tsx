import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FormItem } from '../FormItem';
import { FormModal } from '../FormModal';
import type { CrudField, CrudFieldContext, CrudFormConfig } from './crudConfig';

function resolve<X, T>(x: X | ((ctx: CrudFieldContext<T>) => X), ctx: CrudFieldContext<T>): X {
  return typeof x === 'function' ? (x as (ctx: CrudFieldContext<T>) => X)(ctx) : x;
}

function FieldItem<T>({ field, ctx }: { field: CrudField<T>; ctx: CrudFieldContext<T> }) {
  if (field.when && !field.when(ctx)) return null;
  return (
    <FormItem
      label={field.label}
      name={field.name}
      required={field.required === undefined ? undefined : resolve(field.required, ctx)}
      rules={field.rules === undefined ? undefined : resolve(field.rules, ctx)}
      extra={field.extra === undefined ? undefined : resolve<ReactNode, T>(field.extra, ctx)}
      tooltip={field.tooltip}
      valuePropName={field.valuePropName}
      choice={field.choice}
      validateTrigger={field.validateTrigger}
      colon={field.colon}
    >
      {resolve<ReactNode, T>(field.input, ctx)}
    </FormItem>
  );
}

export interface CrudFormProps<T, V extends object> {
  config: CrudFormConfig<T, V>;
  open: boolean;
  title: string;
  item?: T;
  initialValues: Partial<V>;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/** The 新增 / 编辑 dialog of a config: its fields, shown or left out as the current values say. */
export function CrudForm<T, V extends object>({ config, open, title, item, initialValues, onSubmit, onClose }: CrudFormProps<T, V>) {
  const [form] = Form.useForm<V>();
  const values = (Form.useWatch((v: V) => v, form) ?? {}) as Record<string, unknown>;
  const ctx: CrudFieldContext<T> = { item, open, values, form };
  return (
    <FormModal<V>
      open={open}
      form={form}
      title={title}
      width={config.width}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={onSubmit}
      onValuesChange={config.onValuesChange ? (changed: Partial<V>) => config.onValuesChange?.(changed, form) : undefined}
    >
      {config.fields.map((f) => (
        <FieldItem key={f.name} field={f} ctx={ctx} />
      ))}
    </FormModal>
  );
}
