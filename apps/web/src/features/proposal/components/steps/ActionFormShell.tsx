import type { FormInstance } from 'antd';
import { Button, Form, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { type StepConfirm, useStepConfirm } from './confirm';

export interface ActionFormShellProps<V extends object> {
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /** resolve when the step succeeded; reject keeps the form (the api client has shown the message) */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel?: () => void;
  okText?: string;
  okDanger?: boolean;
  /** the server would refuse the step now (it is not among the proposal's `actions`): the confirm button is off */
  okDisabled?: boolean;
  /** asked once the form is valid, before the step is sent: for steps that cannot be taken back */
  confirm?: (values: V) => StepConfirm | null;
  children: ReactNode;
  onValuesChange?: (changed: Partial<V>, all: V) => void;
}

/**
 * The frame of every action form: a horizontal form with 取消 / the confirm button under it, busy while
 * saving; a step that cannot be taken back asks first (`confirm`).
 */
export function ActionFormShell<V extends object>(props: ActionFormShellProps<V>) {
  const { form, onSubmit, onCancel, okText = '确定', children } = props;
  const [saving, setSaving] = useState(false);
  const ask = useStepConfirm();
  const submit = async (values: V) => {
    const question = props.confirm?.(values);
    if (question && !(await ask(question))) return;
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
          <Button type="primary" danger={props.okDanger} htmlType="submit" loading={saving} disabled={props.okDisabled}>
            {okText}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
