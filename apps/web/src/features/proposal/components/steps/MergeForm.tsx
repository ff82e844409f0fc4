import type { ProposalDetail, SimilarItem } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/app/api/errors';
import { FormItem } from '@/components/FormItem';
import { proposalApi, proposalKeys } from '../../api';
import { detailPath } from '../../paths';
import { ActionFormShell } from './ActionFormShell';
import { proposalName } from './confirm';
import type { StepFormProps } from './types';

const { TextArea } = Input;

/** The proposals of this conference most like this one (POST /data/intellect/similar/check on its text). */
export function useMergeCandidates(proposal: ProposalDetail) {
  const session = useQuery({
    queryKey: proposalKeys.sessionInfo(proposal.sessionId),
    queryFn: () => proposalApi.sessionInfo(proposal.sessionId),
    staleTime: 5 * 60_000,
  });
  return useQuery({
    queryKey: ['proposal', 'mergeCandidates', proposal.id, proposal.contentText],
    queryFn: () =>
      proposalApi.similar({
        content: proposal.contentText,
        threshold: session.data?.threshold,
        proposalId: proposal.id,
        sessionId: proposal.sessionId,
      }),
    enabled: !session.isLoading && !!proposal.contentText,
    staleTime: 60_000,
  });
}

const percent = (n: number) => `${Math.round(n * 100)}%`;

function failure(error: unknown) {
  return error instanceof ApiError ? error.message : '查询相似提案失败，请稍后重试';
}

/** The candidate list; `compact` for the receive form (titles with similarity only). */
export function MergeCandidates({ proposal, compact }: { proposal: ProposalDetail; compact?: boolean }) {
  const q = useMergeCandidates(proposal);
  if (q.isLoading) return <Typography.Text type="secondary">查询相似提案中…</Typography.Text>;
  if (q.error) return <Typography.Text type="secondary">{failure(q.error)}</Typography.Text>;
  const list = q.data ?? [];
  if (!list.length) return <Typography.Text type="secondary">暂无相似提案</Typography.Text>;
  if (compact)
    return (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {list.slice(0, 5).map((s) => (
          <li key={s.id}>
            <Link to={detailPath(s.id)} target="_blank">
              {s.title}
            </Link>{' '}
            <Tag color={s.overThreshold ? 'red' : 'default'}>{percent(s.similarity)}</Tag>
          </li>
        ))}
      </ul>
    );
  return null;
}

/**
 * 并案 (mergeProposalListForm): the proposals chosen among the candidates are merged into
 * this main proposal and follow it from now on (they leave the office's work lists).
 */
export function MergeForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ opinion?: string }>();
  const [ids, setIds] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const q = useMergeCandidates(proposal);
  const merged = new Set(proposal.merged.map((m) => m.id));
  const list = (q.data ?? []).filter((s) => !merged.has(s.id));
  const noneChosen = touched && !ids.length;

  return (
    <ActionFormShell
      form={form}
      okText="确定并案"
      onCancel={onCancel}
      confirm={() =>
        ids.length
          ? {
              title: '确认并案',
              content: `确定将所选${ids.length}件提案并入提案${proposalName(proposal)}吗？并入的提案将随主提案办理，不能撤回。`,
            }
          : null
      }
      onSubmit={async (v) => {
        setTouched(true);
        if (!ids.length) {
          message.error('请至少选择一条并入的提案');
          throw new Error('none');
        }
        await proposalApi.merge({ mainId: proposal.id, ids, opinion: v.opinion?.trim() || null });
        message.success('并案成功');
        onDone();
      }}
    >
      <Typography.Paragraph>
        主提案：<strong>{proposal.title}</strong>（{proposal.proposerName}）
      </Typography.Paragraph>
      {proposal.merged.length > 0 && (
        <Typography.Paragraph type="secondary">已并入：{proposal.merged.map((m) => m.title).join('；')}</Typography.Paragraph>
      )}
      {q.error ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={failure(q.error)} />
      ) : (
        <Table<SimilarItem>
          size="small"
          rowKey="id"
          loading={q.isLoading}
          dataSource={list}
          pagination={false}
          style={{ marginBottom: 8 }}
          locale={{ emptyText: '暂无相似提案' }}
          rowSelection={{ selectedRowKeys: ids, onChange: (keys) => setIds(keys.map(String)) }}
          columns={[
            {
              title: '相似提案',
              dataIndex: 'title',
              render: (v: string, r) => (
                <Link to={detailPath(r.id)} target="_blank">
                  {v}
                </Link>
              ),
            },
            { title: '来源', dataIndex: 'source', width: 160, render: (v: string) => v || '--' },
            {
              title: '相似度',
              dataIndex: 'similarity',
              width: 90,
              render: (v: number, r) => <Tag color={r.overThreshold ? 'red' : 'default'}>{percent(v)}</Tag>,
            },
          ]}
        />
      )}
      {noneChosen && <Typography.Text type="danger">请至少选择一条并入的提案</Typography.Text>}
      <FormItem label="并案意见" name="opinion" style={{ marginTop: 12 }}>
        <TextArea rows={3} maxLength={2000} showCount placeholder="请输入并案意见" />
      </FormItem>
    </ActionFormShell>
  );
}
