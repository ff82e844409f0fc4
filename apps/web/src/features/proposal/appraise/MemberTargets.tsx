import {
  type AppraiseKind,
  AppraisePerm,
  appraiseGradeLabel,
  appraiseKindLabel,
  appraiseTargetLabel,
  type MyTargetItem,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Card, Descriptions, Empty, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { Ellipsis } from '@/components/Ellipsis';
import { appraiseApi, appraiseKeys, pathOf } from './api';
import { gradeColor, minute } from './memberShared';

/** member/target (with 评议 buttons) and member/result/detail (read-only): the targets and the member's own appraisals. */
function Targets({ kind, readOnly }: { kind: AppraiseKind; readOnly: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const q = useQuery({ queryKey: appraiseKeys.targets(kind, id ?? ''), queryFn: () => appraiseApi(kind).myTargets(id!), enabled: !!id });
  const d = q.data;
  const columns: TableColumnsType<MyTargetItem> = [
    { title: appraiseTargetLabel[kind], dataIndex: 'name', render: (v: string, r) => (r.extra ? `${v}（${r.extra}）` : v) },
    {
      title: '我的评价',
      key: 'grade',
      width: 110,
      render: (_, r) => (r.record ? <Tag color={gradeColor[r.record.grade]}>{appraiseGradeLabel[r.record.grade]}</Tag> : <Tag>未评议</Tag>),
    },
    { title: '评分', key: 'score', width: 80, align: 'right', render: (_, r) => r.record?.score ?? '--' },
    { title: '意见建议', key: 'comment', render: (_, r) => <Ellipsis text={r.record?.comment ?? ''} maxWidth={300} /> },
    ...(readOnly
      ? []
      : [
          {
            title: '操作',
            key: 'a',
            width: 100,
            render: (_: unknown, r: MyTargetItem) =>
              d?.appraise.open ? (
                <Authority perm={AppraisePerm[kind].member}>
                  <Link to={`${pathOf(kind, 'member/form')}?id=${id}&target=${r.id}`}>{r.record ? '修改评议' : '评议'}</Link>
                </Authority>
              ) : (
                '-'
              ),
          },
        ]),
  ];
  if (!id) return <Empty description="请从列表中选择测评" />;
  return (
    <Card
      title={d?.appraise.title ?? appraiseKindLabel[kind]}
      loading={q.isLoading}
      extra={<BackButton fallback={pathOf(kind, readOnly ? 'member/result' : 'member/list')} />}
    >
      {d && (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="测评时间">
              {minute(d.appraise.startTime)} 至 {minute(d.appraise.endTime)}
            </Descriptions.Item>
            <Descriptions.Item label="状态">{d.appraise.open ? '可评议' : d.appraise.stateName}</Descriptions.Item>
            <Descriptions.Item label="进度">
              {d.appraise.done}/{d.appraise.targetCount}
            </Descriptions.Item>
            {d.appraise.description && <Descriptions.Item label="说明">{d.appraise.description}</Descriptions.Item>}
          </Descriptions>
          <Table<MyTargetItem>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={d.targets}
            pagination={false}
            locale={{ emptyText: '暂无数据' }}
          />
        </>
      )}
    </Card>
  );
}

export const MemberTargetPage = ({ kind }: { kind: AppraiseKind }) => <Targets kind={kind} readOnly={false} />;
export const ResultDetailPage = ({ kind }: { kind: AppraiseKind }) => <Targets kind={kind} readOnly />;
