import { App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { speakApi } from './api';

export const CheckText = {
  title: '审核发言',
  reasonRequired: '退回时请填写退回理由',
} as const;

interface Values {
  pass: boolean;
  opinion?: string;
}

/** 采用 or 退回 (with the reason the speaker gets in a message). */
export function CheckDialog({
  open,
  speechId,
  speechTitle,
  onClose,
  onDone,
}: {
  open: boolean;
  speechId: string;
  speechTitle?: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const pass = Form.useWatch('pass', form) ?? true;
  const ok = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setBusy(true);
    try {
      await speakApi.check({ id: speechId, pass: v.pass, opinion: v.opinion?.trim() || undefined });
      message.success(v.pass ? '已采用' : '已退回');
      onDone();
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={CheckText.title} open={open} onCancel={onClose} onOk={() => void ok()} confirmLoading={busy} destroyOnHidden width={520}>
      {speechTitle && <p style={{ marginBottom: 16 }}>发言：{speechTitle}</p>}
      <Form<Values> form={form} layout="vertical" initialValues={{ pass: true }} preserve={false}>
        <Form.Item name="pass" label="审核结果" required>
          <Radio.Group
            options={[
              { value: true, label: '采用' },
              { value: false, label: '退回' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={pass ? '审核意见' : '退回理由'}
          required={!pass}
          rules={[
            {
              validator: async (_r, v?: string) => {
                if (!pass && !v?.trim()) throw new Error(CheckText.reasonRequired);
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={pass ? '选填' : '请填写退回理由，发言人将在消息中收到'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
