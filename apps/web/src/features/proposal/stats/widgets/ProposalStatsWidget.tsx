import { useQuery } from '@tanstack/react-query';
import { Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { Widget, WidgetLoadFailed } from '@/app/widgets/WidgetCard';
import { statsApi, statsKeys } from '../api';

/** 提案统计 on the office home (and the unit and collective homes): what waits, and the session's total. */
export default function ProposalStatsWidget() {
  const q = useQuery({ queryKey: statsKeys.desktop, queryFn: statsApi.desktop, staleTime: 30_000, retry: false });
  const d = q.data;
  return (
    <Widget title="提案统计" extra={d?.sessionName ? <Typography.Text type="secondary">{d.sessionName}</Typography.Text> : undefined}>
      {q.isError ? (
        // a refused or failed call is not an empty session: say so and offer to ask again
        <WidgetLoadFailed what="提案统计" onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton active paragraph={{ rows: 3 }} />
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
