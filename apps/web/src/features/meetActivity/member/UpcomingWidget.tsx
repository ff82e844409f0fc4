import { MeetPage } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { WidgetProps } from '@/app/widgets/types';
import { Widget, WidgetLoadFailed } from '@/app/widgets/WidgetCard';
import { formatDateTime } from '@/components/format';
import { memberApi, memberKeys } from './api';
import { detailPath, KindTag, MyStateTag } from './MemberActions';

/** 近期会议活动 on the member home: the next five released records with the member's will or sign-in. */
export default function UpcomingWidget({ title }: WidgetProps) {
  const q = useQuery({
    queryKey: [...memberKeys.upcoming],
    queryFn: () => memberApi.schedule({ pageNum: 1, pageSize: 15, upcoming: true }),
    staleTime: 30_000,
    retry: false,
  });
  const rows = (q.data?.list ?? []).filter((r) => r.onList).slice(0, 5);
  return (
    <Widget title={title} extra={<Link to={MeetPage.schedule}>更多</Link>}>
      {q.isError ? (
        <WidgetLoadFailed what="近期会议活动" onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !rows.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="近期没有会议活动" />
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(r) => (
            <List.Item extra={<MyStateTag row={r} />}>
              <Space size={4} style={{ minWidth: 0 }}>
                <KindTag row={r} />
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(r.startTime, 'MM-DD HH:mm')}
                </Typography.Text>
                <Link to={detailPath(r)}>
                  <Typography.Text ellipsis style={{ maxWidth: 260 }}>
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
