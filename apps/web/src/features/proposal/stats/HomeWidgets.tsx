import { useQuery } from '@tanstack/react-query';
import { Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { TargetWidget } from '@/features/home/components/TargetWidget';
import { Widget } from '@/features/home/components/Widget';
import { statsApi, statsKeys } from './api';

/** 提案统计 on the office home (and the unit and collective homes): what waits, and the session's total. */
export function ProposalStatsWidget() {
  const q = useQuery({ queryKey: statsKeys.desktop, queryFn: statsApi.desktop, staleTime: 30_000, retry: false });
  const d = q.data;
  return (
    <Widget title="提案统计" extra={d?.sessionName ? <Typography.Text type="secondary">{d.sessionName}</Typography.Text> : undefined}>
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !d ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无提案数据" />
      ) : (
        <Row gutter={[8, 12]}>
          <Col span={12}>
            <Statistic
              title={d.scope === 'unit' ? '本届交办' : d.scope === 'proposer' ? '本届我的提案' : '本届提案'}
              value={d.total}
              suffix="件"
            />
          </Col>
          {d.todo.map((t) => (
            <Col span={12} key={t.key}>
              <Statistic
                title={t.url ? <Link to={t.url}>{t.name}</Link> : t.name}
                value={t.count}
                suffix="件"
                valueStyle={t.count && (t.key === 'overdue' || t.key === 'back' || t.key === 'delay') ? { color: '#cf1322' } : undefined}
              />
            </Col>
          ))}
        </Row>
      )}
    </Widget>
  );
}

/** 提案目标 on the member home: countByProposal / proposalCount against the annual plan. */
export function ProposalTargetWidget({ fallbackTarget }: { fallbackTarget: { target: number; done: number | null } | null }) {
  const q = useQuery({ queryKey: statsKeys.annual(), queryFn: () => statsApi.annual(), staleTime: 30_000, retry: false });
  const target = q.data ? (q.data.target === null ? null : { target: q.data.target, done: q.data.done }) : fallbackTarget;
  return <TargetWidget title="提案目标" unit="件" target={target} />;
}
