import type { FormInstance } from 'antd';
import { Button, Form, Space } from 'antd';
import { type ReactNode, useState } from 'react';

export interface ActionFormShellProps<V extends object> {
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /** resolve when the step succeeded; reject keeps the form (the api client has shown the message) */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel?: () => void;
  okText?: string;
  okDanger?: boolean;
  children: ReactNode;
  onValuesChange?: (changed: Partial<V>, all: V) => void;
}

/** The frame of every action form: a horizontal form with 取消 / the confirm button under it, busy while saving. */
export function ActionFormShell<V extends object>(props: ActionFormShellProps<V>) {
  const { form, onSubmit, onCancel, okText = '确定', children } = props;
  const [saving, setSaving] = useState(false);
  const submit = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch {
      // shown by the api client or by the form's own check
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<V>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      initialValues={props.initialValues}
      onFinish={submit}
      onValuesChange={props.onValuesChange}
      autoComplete="off"
    >
      {children}
      <Form.Item style={{ marginBottom: 0 }}>
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>取消</Button>}
          <Button type="primary" danger={props.okDanger} htmlType="submit" loading={saving}>
            {okText}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
