import type { InfoMergeCandidate } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import { formatChina } from '@/app/format';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormItem } from '@/components/FormItem';
import { infoManageApi, infoManageKeys } from './api';

/** spec 002 §2: similarity as a percent with 2 decimals; under 20 green, over 40 red, amber between. */
export const similarityColor = (percent: number) => (percent < 20 ? 'green' : percent > 40 ? 'red' : 'orange');
export const similarityText = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

export const MergeText = {
  pickOne: '请至少再选择一条相似信息',
  otherType: '类别不同，不能合并',
  none: '暂无可合并的待采用信息',
} as const;

interface MergeValues {
  title: string;
  content: string;
  opinion?: string;
}

/**
 * The merge of a chosen 待采用 item: the duplicate engine proposes similar ones (most similar
 * first; another type's cannot be ticked), the editor writes the merged title and text, and the
 * sources' reporters are all credited on the new item.
 */
export function MergeForm({ id, onDone, onCancel }: { id: string; onDone: (mergedId: string) => void; onCancel?: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<MergeValues>();
  const [picked, setPicked] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);
  const chosen = useQuery({ queryKey: infoManageKeys.mergeView(id), queryFn: () => infoManageApi.mergeView(id) });
  const candidates = useQuery({ queryKey: infoManageKeys.choose(id), queryFn: () => infoManageApi.choose(id) });

  const submit = async () => {
    if (!picked.length) {
      message.warning(MergeText.pickOne);
      return;
    }
    let v: MergeValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const r = await infoManageApi.merge({
        ids: [id, ...picked.map(String)],
        title: v.title.trim(),
        content: v.content,
        opinion: v.opinion?.trim() || null,
      });
      message.success('合并成功');
      onDone(r.id);
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  if (!chosen.data) return <Typography.Text type="secondary">加载中…</Typography.Text>;
  const item = chosen.data.item;
  return (
    <div className="info-merge-form">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={`选定信息：《${item.title}》（${item.typeName ?? '--'}，${item.reporterName}）`}
      />
      <Table<InfoMergeCandidate>
        size="small"
        rowKey="id"
        loading={candidates.isLoading}
        dataSource={candidates.data ?? []}
        pagination={false}
        scroll={{ y: 240 }}
        locale={{ emptyText: MergeText.none }}
        rowSelection={{
          selectedRowKeys: picked,
          onChange: setPicked,
          getCheckboxProps: (r) => ({ disabled: !r.sameType, title: r.sameType ? undefined : MergeText.otherType }),
        }}
        columns={[
          { title: '信息标题', dataIndex: 'title', ellipsis: true },
          {
            title: '信息类别',
            dataIndex: 'typeName',
            width: 150,
            ellipsis: true,
            render: (v: string | null, r) =>
              r.sameType ? (
                v
              ) : (
                <Typography.Text type="secondary" title={MergeText.otherType}>
                  {`${v ?? ''}（不同类别）`}
                </Typography.Text>
              ),
          },
          { title: '上报人', dataIndex: 'reporterName', width: 170, ellipsis: true },
          {
            title: '报送时间',
            dataIndex: 'reportTime',
            width: 140,
            render: (v: string | null) => (v ? formatChina(v, 'YYYY-MM-DD HH:mm') : '--'),
          },
          {
            title: '相似度',
            dataIndex: 'similarity',
            width: 90,
            render: (v: number) => <Tag color={similarityColor(v * 100)}>{similarityText(v)}</Tag>,
          },
        ]}
      />
      <Form<MergeValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '100px' }}
        style={{ marginTop: 16 }}
        initialValues={{ title: item.title, content: item.content }}
      >
        <FormItem label="合并后标题" name="title" required>
          <Input maxLength={100} showCount />
        </FormItem>
        <Form.Item label="合并后内容" name="content" required rules={[richRequiredRule('合并后内容')]}>
          <RichEditor maxCount={50_000} placeholder="请编辑合并后的信息内容" uploadModule="info" />
        </Form.Item>
        <FormItem label="合并说明" name="opinion">
          <Input.TextArea rows={2} maxLength={500} />
        </FormItem>
        <Space style={{ display: 'flex', justifyContent: 'center' }}>
          {onCancel && <Button onClick={onCancel}>取消</Button>}
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            确定合并
          </Button>
        </Space>
      </Form>
    </div>
  );
}
