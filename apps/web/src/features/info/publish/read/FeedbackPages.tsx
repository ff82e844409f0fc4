import { PublicationPerm as P, type PublicationFeedbackRow, PublicationPage } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { formatChina } from '@/app/format';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { SearchBar } from '@/components/SearchBar';
import { readApi, readKeys } from './api';

/** The feedback as the office opens it (查看 marks it seen on the server). */
function FeedbackView({ row, onClose }: { row: PublicationFeedbackRow; onClose: () => void }) {
  return (
    <Modal open title="刊物反馈" footer={null} onCancel={onClose} width={720}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="刊物">
          《{row.typeName}》{row.numLabel} {row.publicationTitle}
        </Descriptions.Item>
        <Descriptions.Item label="反馈信息">{row.infoTitle ?? '整期刊物'}</Descriptions.Item>
        <Descriptions.Item label="反馈单位">{row.unitName}</Descriptions.Item>
        <Descriptions.Item label="反馈人">{row.createdByName}</Descriptions.Item>
        <Descriptions.Item label="反馈时间">{formatChina(row.createdAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
        <Descriptions.Item label="反馈内容">
          <div style={{ whiteSpace: 'pre-wrap' }}>{row.content}</div>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

/** /info/periodical/feedback and /social/periodical/feedback (office): every reader's feedback, 查看 and 删除. */
export function OfficeFeedbackPage() {
  const qc = useQueryClient();
  const [unitName, setUnitName] = useState<string | undefined>();
  const [open, setOpen] = useState<PublicationFeedbackRow | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: readKeys.feedback(false) });
  return (
    <>
      <SearchBar placeholder="请输入反馈单位" onSearch={(v) => setUnitName((v.keyword as string | undefined) || undefined)} />
      <DataTable<PublicationFeedbackRow, { unitName?: string }>
        queryKey={readKeys.feedback(false)}
        fetch={(q) => readApi.feedbackPage(false, q)}
        filters={{ unitName }}
        rowKey="id"
        columns={[
          {
            title: '刊物',
            dataIndex: 'numLabel',
            key: 'numLabel',
            kind: 'title',
            render: (v: string, r) => (
              <Link to={PublicationPage.detail(r.publicationId)}>
                <Ellipsis text={`《${r.typeName}》${v} ${r.publicationTitle}`} />
              </Link>
            ),
          },
          {
            title: '反馈信息',
            dataIndex: 'infoTitle',
            key: 'infoTitle',
            kind: 'text',
            render: (v: string | null) => <Ellipsis text={v ?? '整期刊物'} />,
          },
          { title: '反馈单位', dataIndex: 'unitName', key: 'unitName', kind: 'unit' },
          { title: '反馈内容', dataIndex: 'content', key: 'content', kind: 'text', render: (v: string) => <Ellipsis text={v} /> },
          {
            title: '反馈时间',
            dataIndex: 'createdAt',
            key: 'createdAt',
            kind: 'date',
            render: (v: string) => formatChina(v, 'YYYY-MM-DD'),
          },
          {
            title: '状态',
            dataIndex: 'checked',
            key: 'checked',
            kind: 'status',
            render: (v: number) => (v ? <Tag>已查看</Tag> : <Tag color="blue">未查看</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            kind: 'actions',
            render: (_v, r) => (
              <Authority perm={P.feedback}>
                <Button
                  type="link"
                  size="small"
                  onClick={async () => {
                    setOpen(await readApi.checkFeedback(r.id));
                    void refresh();
                  }}
                >
                  查看
                </Button>
                <ConfirmDelete
                  onConfirm={async () => {
                    await readApi.deleteFeedback(r.id);
                    void refresh();
                  }}
                />
              </Authority>
            ),
          },
        ]}
      />
      {open && <FeedbackView row={open} onClose={() => setOpen(null)} />}
    </>
  );
}

interface NewFeedback {
  publicationId: string;
  infoId?: string;
  content: string;
}

/** /social/takePeriodical/feedback: my own feedback, and a new one on an issue I received. */
export function MyFeedbackPage() {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [issueId, setIssueId] = useState<string | undefined>();
  const issues = useQuery({
    queryKey: [...readKeys.open, 'options'],
    queryFn: () => readApi.open({ pageNum: 1, pageSize: 40 }),
    enabled: adding,
  });
  const reading = useQuery({ queryKey: readKeys.reading(issueId ?? ''), queryFn: () => readApi.read(issueId ?? ''), enabled: !!issueId });
  const refresh = () => qc.invalidateQueries({ queryKey: readKeys.feedback(true) });
  return (
    <>
      <DataTable<PublicationFeedbackRow>
        queryKey={readKeys.feedback(true)}
        fetch={(q) => readApi.feedbackPage(true, q)}
        rowKey="id"
        toolbar={
          <Button type="primary" onClick={() => setAdding(true)}>
            新增反馈
          </Button>
        }
        columns={[
          {
            title: '刊物',
            dataIndex: 'numLabel',
            key: 'numLabel',
            kind: 'title',
            render: (v: string, r) => (
              <Link to={PublicationPage.detail(r.publicationId)}>
                <Ellipsis text={`《${r.typeName}》${v} ${r.publicationTitle}`} />
              </Link>
            ),
          },
          {
            title: '反馈信息',
            dataIndex: 'infoTitle',
            key: 'infoTitle',
            kind: 'text',
            render: (v: string | null) => <Ellipsis text={v ?? '整期刊物'} />,
          },
          { title: '反馈内容', dataIndex: 'content', key: 'content', kind: 'text', render: (v: string) => <Ellipsis text={v} /> },
          {
            title: '反馈时间',
            dataIndex: 'createdAt',
            key: 'createdAt',
            kind: 'date',
            render: (v: string) => formatChina(v, 'YYYY-MM-DD'),
          },
          {
            title: '状态',
            dataIndex: 'checked',
            key: 'checked',
            kind: 'status',
            render: (v: number) => (v ? <Tag>已查看</Tag> : <Tag color="blue">未查看</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            kind: 'actions',
            render: (_v, r) =>
              r.canDelete ? (
                <ConfirmDelete
                  onConfirm={async () => {
                    await readApi.deleteFeedback(r.id);
                    void refresh();
                  }}
                />
              ) : null,
          },
        ]}
      />
      {adding && (
        <FormModal<NewFeedback>
          open
          title="新增刊物反馈"
          successText="反馈成功"
          onClose={() => {
            setAdding(false);
            setIssueId(undefined);
          }}
          onValuesChange={(changed) => {
            if ('publicationId' in changed) setIssueId(changed.publicationId as string);
          }}
          onSubmit={async (v) => {
            await readApi.addFeedback({ publicationId: v.publicationId, infoId: v.infoId ?? null, content: v.content });
            void refresh();
          }}
        >
          <FormItem label="刊物" name="publicationId" required>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="请选择收到的刊物"
              loading={issues.isLoading}
              options={(issues.data?.list ?? []).map((r) => ({ value: r.id, label: `《${r.typeName}》${r.numLabel} ${r.title}` }))}
            />
          </FormItem>
          <FormItem label="反馈信息" name="infoId" extra="不选则为对整期刊物的反馈">
            <Select
              allowClear
              placeholder="整期刊物"
              options={(reading.data?.items ?? []).map((i) => ({ value: i.infoId, label: i.title }))}
            />
          </FormItem>
          <FormItem label="反馈内容" name="content" required>
            <Input.TextArea rows={5} maxLength={2000} showCount />
          </FormItem>
        </FormModal>
      )}
    </>
  );
}
