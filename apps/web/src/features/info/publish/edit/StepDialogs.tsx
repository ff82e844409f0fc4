import { type PublicationRow, PublicationSignResult } from '@cppcc/contracts';
import { Form, Input, Radio } from 'antd';
import { FormModal } from '@/components/FormModal';
import { PersonPicker, type PickedPerson } from '@/components/picker';
import { publicationApi } from '../components/api';
import { usePublicationRefresh } from '../components/IssueTable';

type Issue = Pick<PublicationRow, 'id' | 'title' | 'numLabel'>;

/** 送签: the editor names the signer (an account with the sign-off permission; the server checks). */
export function SubmitDialog({ issue, onClose, onDone }: { issue: Issue | null; onClose: () => void; onDone?: () => void }) {
  const refresh = usePublicationRefresh();
  return (
    <FormModal<{ signer: PickedPerson[]; opinion?: string }>
      open={!!issue}
      title={`送签：${issue?.title ?? ''}`}
      okText="送签"
      successText="送签成功"
      onClose={onClose}
      onSubmit={async (v) => {
        if (!issue) return;
        await publicationApi.submit({ id: issue.id, signerId: v.signer[0].userId, opinion: v.opinion || undefined });
        void refresh();
        onDone?.();
        onClose();
      }}
    >
      <Form.Item
        label="签发人"
        name="signer"
        rules={[
          { required: true, message: '请选择签发人' },
          {
            validator: async (_r, v: PickedPerson[] | undefined) =>
              v && v.length > 1 ? Promise.reject(new Error('只能选择一位签发人')) : undefined,
          },
        ]}
      >
        <PersonPicker sources={['staff']} title="选择签发人" />
      </Form.Item>
      <Form.Item label="说明" name="opinion">
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
    </FormModal>
  );
}

/** 签发 or 退回修改 (with the reason), by the signer named on the issue. */
export function SignDialog({ issue, onClose }: { issue: Issue | null; onClose: () => void }) {
  const refresh = usePublicationRefresh();
  const [form] = Form.useForm<{ result: 1 | -2; opinion?: string }>();
  const result = Form.useWatch('result', form);
  return (
    <FormModal<{ result: 1 | -2; opinion?: string }>
      open={!!issue}
      form={form}
      title={`签发：${issue?.title ?? ''}`}
      okText="确定"
      successText="操作成功"
      initialValues={{ result: PublicationSignResult.sign }}
      onClose={onClose}
      onSubmit={async (v) => {
        if (!issue) return;
        await publicationApi.adopt({ id: issue.id, result: v.result, opinion: v.opinion || undefined });
        void refresh();
        onClose();
      }}
    >
      <Form.Item label="期号">{issue?.numLabel}</Form.Item>
      <Form.Item label="签发结果" name="result">
        <Radio.Group
          options={[
            { value: PublicationSignResult.sign, label: '签发' },
            { value: PublicationSignResult.back, label: '退回修改' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={result === PublicationSignResult.back ? '退回理由' : '签发意见'}
        name="opinion"
        rules={result === PublicationSignResult.back ? [{ required: true, message: '请填写退回理由' }] : []}
      >
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
    </FormModal>
  );
}
