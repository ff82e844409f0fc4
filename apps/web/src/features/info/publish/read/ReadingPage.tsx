import { PublicationPerm, type PublicationReading } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Form, Input, Result, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/app/api/client';
import { useAuthority } from '@/app/auth/Authority';
import { formatChina } from '@/app/format';
import { InfoRichHtml } from '../../components/InfoDetailView';
import { readApi, readKeys } from './api';
import { InstructionList } from './InstructionList';

/** The issue laid out for reading: the composer's preview when it answers, else the items one after another. */
function IssueBody({ issue }: { issue: PublicationReading }) {
  const preview = useQuery({ queryKey: readKeys.preview(issue.id), queryFn: () => readApi.preview(issue.id), retry: false });
  if (preview.data?.html)
    return (
      <iframe
        title={issue.title}
        srcDoc={preview.data.html}
        style={{ width: '100%', height: 900, border: '1px solid #f0f0f0' }}
        sandbox=""
      />
    );
  return (
    <div style={{ maxWidth: 860, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ textAlign: 'center', color: '#c00', letterSpacing: 4 }}>
        {issue.typeName}
      </Typography.Title>
      <div style={{ textAlign: 'center', marginBottom: 8 }}>{issue.numLabel}</div>
      <div style={{ borderTop: '2px solid #c00', margin: '8px 0 24px' }} />
      {issue.items.map((item, i) => (
        <section key={item.id} style={{ marginBottom: 32 }}>
          <Typography.Title level={4} style={{ textAlign: 'center' }}>
            {issue.items.length > 1 ? `${i + 1}. ` : ''}
            {item.title}
          </Typography.Title>
          <InfoRichHtml html={item.content} />
          <Typography.Text type="secondary">（{[item.unitNames, item.reporterNames].filter(Boolean).join(' ')}）</Typography.Text>
        </section>
      ))}
      {(issue.reportTo || issue.sendTo || issue.issueTo) && (
        <Descriptions size="small" column={1} bordered style={{ marginTop: 24 }}>
          {issue.reportTo && <Descriptions.Item label="报">{issue.reportTo}</Descriptions.Item>}
          {issue.sendTo && <Descriptions.Item label="送">{issue.sendTo}</Descriptions.Item>}
          {issue.issueTo && <Descriptions.Item label="发">{issue.issueTo}</Descriptions.Item>}
        </Descriptions>
      )}
    </div>
  );
}

/** A reader answers the issue (or one item of it) with what their unit did about it. */
function FeedbackForm({ issue }: { issue: PublicationReading }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ infoId?: string; content: string }>();
  const [saving, setSaving] = useState(false);
  const qc = useQueryClient();
  const submit = async (v: { infoId?: string; content: string }) => {
    setSaving(true);
    try {
      await readApi.addFeedback({ publicationId: issue.id, infoId: v.infoId ?? null, content: v.content });
      message.success('反馈成功');
      form.resetFields();
      void qc.invalidateQueries({ queryKey: readKeys.feedback(true) });
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 720 }}>
      <Form.Item label="反馈的信息" name="infoId" extra="不选则为对整期刊物的反馈">
        <Select allowClear placeholder="整期刊物" options={issue.items.map((i) => ({ value: i.infoId, label: i.title }))} />
      </Form.Item>
      <Form.Item label="反馈内容" name="content" rules={[{ required: true, whitespace: true, message: '请输入反馈内容' }]}>
        <Input.TextArea rows={5} maxLength={2000} showCount placeholder="本单位对刊物所反映问题的研究、落实情况" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        提交反馈
      </Button>
    </Form>
  );
}

/** Who on the list has read the issue, and who not yet (the office). */
function ReadersTab({ id }: { id: string }) {
  const q = useQuery({ queryKey: readKeys.readers(id), queryFn: () => readApi.readers(id) });
  return (
    <Table
      size="small"
      rowKey="userId"
      loading={q.isLoading}
      dataSource={q.data?.rows ?? []}
      pagination={{ pageSize: 20, showSizeChanger: false, showTotal: () => `共${q.data?.total ?? 0}人，已读${q.data?.read ?? 0}人` }}
      columns={[
        { title: '阅读对象', dataIndex: 'name', width: 200 },
        { title: '来自', dataIndex: 'via' },
        {
          title: '阅读时间',
          dataIndex: 'readAt',
          width: 200,
          render: (v: string | null) => (v ? formatChina(v) : <Tag>未读</Tag>),
        },
      ]}
    />
  );
}

/** /periodical/periodicalDetail/:id: the reader's page of an issue; opening it leaves the read receipt. */
export default function ReadingPage() {
  const { id = '' } = useParams();
  const can = useAuthority();
  const q = useQuery({ queryKey: readKeys.reading(id), queryFn: () => readApi.read(id), retry: false });
  if (q.isError) {
    const e = q.error;
    const status = e instanceof ApiError && e.status === 404 ? '404' : e instanceof ApiError && e.status === 403 ? '403' : 'error';
    return <Result status={status} title={status === '403' ? '无权阅读' : '无法打开该期刊物'} subTitle={e.message} />;
  }
  const issue = q.data;
  if (!issue) return <Card loading />;
  return (
    <Card
      title={
        <Space wrap>
          <span>{issue.title}</span>
          <Typography.Text type="secondary">
            《{issue.typeName}》{issue.numLabel}
          </Typography.Text>
        </Space>
      }
      extra={
        issue.readAt ? <Typography.Text type="secondary">阅读于 {formatChina(issue.readAt, 'YYYY-MM-DD HH:mm')}</Typography.Text> : null
      }
    >
      <Tabs
        items={[
          { key: 'body', label: '刊物正文', children: <IssueBody issue={issue} /> },
          {
            key: 'instructions',
            label: `领导批示（${issue.instructions.length}）`,
            children: issue.instructions.length ? <InstructionList rows={issue.instructions} /> : <Empty description="暂无领导批示" />,
          },
          ...(issue.canFeedback ? [{ key: 'feedback', label: '反馈', children: <FeedbackForm issue={issue} /> }] : []),
          ...(can([PublicationPerm.edit, PublicationPerm.view])
            ? [{ key: 'readers', label: '阅读情况', children: <ReadersTab id={issue.id} /> }]
            : []),
        ]}
      />
    </Card>
  );
}
