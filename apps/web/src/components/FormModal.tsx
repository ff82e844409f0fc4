import type { FormInstance, FormProps } from 'antd';
import { App, Form, Modal } from 'antd';
import { type ReactNode, useLayoutEffect, useState } from 'react';

export interface FormModalProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** values to start from each time the dialog opens */
  initialValues?: Partial<V>;
  /** the save call; resolve to close, reject to stay open (the api client has shown the server message) */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** 保存成功 by default; null shows nothing */
  successText?: string | null;
  width?: number;
  okText?: string;
  form?: FormInstance<V>;
  layout?: FormProps['layout'];
  labelCol?: FormProps['labelCol'];
  onValuesChange?: FormProps<V>['onValuesChange'];
  children: ReactNode;
}

/** spec 000 §2 shared block: a dialog form; put `FormItem`s inside for the automatic required rules. */
export function FormModal<V extends object>(props: FormModalProps<V>) {
  const { open, title, initialValues, onSubmit, onClose, successText = '保存成功', width = 640, okText = '保存', children } = props;
  const { message } = App.useApp();
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const [saving, setSaving] = useState(false);

  // Before the browser paints the opened dialog, so it never shows (or submits) the values of the
  // last opening for a frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening is the trigger; the initial values of one opening do not change while it is open
  useLayoutEffect(() => {
    if (open) {
      form.resetFields();
      if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [open]);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
      if (successText) message.success(successText);
      onClose();
    } catch {
      // the api client has shown the server message; keep the dialog open for a fix
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      maskClosable={false}
    >
      <Form<V>
        form={form}
        layout={props.layout ?? 'horizontal'}
        labelCol={props.labelCol ?? { flex: '110px' }}
        onValuesChange={props.onValuesChange}
        autoComplete="off"
      >
        {children}
      </Form>
    </Modal>
  );
}
