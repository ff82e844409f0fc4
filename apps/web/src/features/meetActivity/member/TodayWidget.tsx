import { MeetPage, scheduleStateLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { WidgetProps } from '@/app/widgets/types';
import { Widget, WidgetLoadFailed } from '@/app/widgets/WidgetCard';
import { formatDateTime } from '@/components/format';
import { memberApi, memberKeys } from './api';
import { KindTag } from './MemberActions';

const color: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

/** 今日会议活动 on the office home: today's meetings and activities of both kinds, signed in of invited. */
export default function TodayWidget({ title }: WidgetProps) {
  const q = useQuery({ queryKey: memberKeys.today, queryFn: memberApi.today, staleTime: 30_000, retry: false });
  return (
    <Widget title={title}>
      {q.isError ? (
        <WidgetLoadFailed what="今日会议活动" onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !q.data.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="今天没有会议活动" />
      ) : (
        <List
          size="small"
          dataSource={q.data.slice(0, 6)}
          renderItem={(r) => (
            <List.Item
              extra={
                <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                  签到 {r.signed}/{r.invited}
                </Typography.Text>
              }
            >
              <Space size={4} style={{ minWidth: 0 }}>
                <KindTag row={r} />
                <Tag color={color[r.scheduleState]}>{scheduleStateLabel[r.scheduleState]}</Tag>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(r.startTime, 'HH:mm')}
                </Typography.Text>
                <Link to={`${MeetPage.detail(r.kind)}?id=${r.id}`}>
                  <Typography.Text ellipsis style={{ maxWidth: 220 }}>
                    {r.title}
                  </Typography.Text>
                </Link>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Widget>
  );
}
