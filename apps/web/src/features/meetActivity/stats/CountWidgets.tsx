import { type MeetKind, MeetPage, MeetState } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Progress, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import type { WidgetProps } from '@/app/widgets/types';
import { Widget, WidgetLoadFailed } from '@/app/widgets/WidgetCard';
import { countApi, countKeys } from './countApi';

const noun: Record<MeetKind, string> = { meet: '会议', activity: '活动' };

/** 会议统计 / 委员活动统计 on the office home: this year's records, what is on now and soon, attendance, leave waiting. */
function StatsWidget({ kind, title }: { kind: MeetKind; title: string }) {
  const q = useQuery({ queryKey: countKeys.desktop(kind), queryFn: countApi(kind).desktop, staleTime: 30_000, retry: false });
  const d = q.data;
  const closed = d?.byState.find((s) => s.state === MeetState.closed)?.count ?? 0;
  return (
    <Widget title={title} extra={<Link to={MeetPage.statistic(kind)}>统计</Link>}>
      {q.isError ? (
        <WidgetLoadFailed what={title} onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Row gutter={[8, 12]}>
          <Col span={12}>
            <Statistic title={`${d.year}年${noun[kind]}`} value={d.total} suffix="个" />
          </Col>
          <Col span={12}>
            <Statistic title="已结束" value={closed} suffix="个" />
          </Col>
          <Col span={12}>
            <Statistic title="进行中 / 7天内" value={`${d.underWay} / ${d.upcoming}`} />
          </Col>
          <Col span={12}>
            <Statistic title="出勤率" value={d.rate ?? '—'} suffix={d.rate === null ? undefined : '%'} />
          </Col>
          {d.pendingLeave > 0 && (
            <Col span={24}>
              <Link to={MeetPage.list(kind)}>待审核请假 {d.pendingLeave} 条</Link>
            </Col>
          )}
        </Row>
      )}
    </Widget>
  );
}

/** 会议目标 / 活动参与目标 on the member home: records attended this year against the annual plan. */
function TargetWidget({ kind, title, data }: { kind: MeetKind; title: string; data: WidgetProps['data'] }) {
  const q = useQuery({ queryKey: countKeys.annual(kind), queryFn: countApi(kind).annual, staleTime: 30_000, retry: false });
  const fallback = (kind === 'meet' ? data.targets?.attendMeet : data.targets?.attendActivity) ?? null;
  const target = q.data ? q.data.target : (fallback?.target ?? null);
  const done = q.data ? q.data.done : (fallback?.done ?? null);
  return (
    <Widget title={title}>
      {q.isError && !fallback ? (
        <WidgetLoadFailed what={title} onRetry={() => void q.refetch()} />
      ) : q.isPending && !fallback ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : target === null ? (
        <Typography.Text type="secondary">暂无年度履职计划</Typography.Text>
      ) : (
        <>
          <Statistic title="年度目标" value={target} suffix="次" />
          {done !== null && (
            <>
              <Progress
                percent={target ? Math.min(100, Math.round((done / target) * 100)) : 0}
                format={() => `${done}/${target}`}
                aria-label={`${title}完成进度`}
              />
              <Typography.Text type="secondary">
                已参加 {done} 次{q.data ? `，受邀 ${q.data.invited} 次` : ''}
              </Typography.Text>
            </>
          )}
        </>
      )}
    </Widget>
  );
}

export const MeetStatsWidget = ({ title }: WidgetProps) => <StatsWidget kind="meet" title={title} />;
export const ActivityStatsWidget = ({ title }: WidgetProps) => <StatsWidget kind="activity" title={title} />;
export const MeetTargetWidget = ({ title, data }: WidgetProps) => <TargetWidget kind="meet" title={title} data={data} />;
export const ActivityTargetWidget = ({ title, data }: WidgetProps) => <TargetWidget kind="activity" title={title} data={data} />;
