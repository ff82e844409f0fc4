import type { MeetApplyRow, MeetKind } from '@cppcc/contracts';
import { Descriptions, Form, Input, Radio } from 'antd';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { applyApi } from './api';

type Values = { approve: boolean; opinion?: string };

/** 审核请假: 同意 (the attendee's result becomes 请假) or 不同意, with an opinion the member receives. */
export function CheckDialog({
  kind,
  row,
  onClose,
  onDone,
}: {
  kind: MeetKind;
  row: MeetApplyRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <FormModal<Values>
      open={!!row}
      title="审核请假"
      width={560}
      okText="提交"
      successText="审核完成"
      initialValues={{ approve: true }}
      onClose={onClose}
      onSubmit={async (v) => {
        if (!row) return;
        await applyApi(kind).check({ id: row.id, approve: v.approve, opinion: v.opinion?.trim() || null });
        onDone();
      }}
    >
      {row ? (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="请假人">{row.userName}</Descriptions.Item>
          <Descriptions.Item label="会议活动">{row.recordTitle}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{formatDateTime(row.createdAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
          <Descriptions.Item label="请假事由">{row.reason}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form.Item name="approve" label="审核结果" rules={[{ required: true, message: '请选择同意或不同意' }]}>
        <Radio.Group
          options={[
            { value: true, label: '同意' },
            { value: false, label: '不同意' },
          ]}
        />
      </Form.Item>
      <Form.Item name="opinion" label="审核意见">
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="将通过消息告知请假人" />
      </Form.Item>
    </FormModal>
  );
}
