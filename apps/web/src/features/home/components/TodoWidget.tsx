import { Badge, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useDesktopTodos } from '@/app/widgets/desktop';
import type { WidgetProps } from '@/app/widgets/types';
import { Widget, WidgetLoadFailed } from '@/app/widgets/WidgetCard';

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 0',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
} as const;

/**
 * 待办提醒 (office home) / 待办事项 (member home): the user's waiting work in every area, each kind
 * with its count and a link to the list that holds it (GET /desktop/todos).
 */
export default function TodoWidget({ title }: WidgetProps) {
  const q = useDesktopTodos();
  const total = q.data?.reduce((n, t) => n + t.count, 0) ?? 0;
  return (
    <Widget title={title} extra={total ? <Typography.Text type="secondary">共{total}项</Typography.Text> : undefined}>
      {q.isError ? (
        <WidgetLoadFailed what="待办" onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.data.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {q.data.map((t) => (
            <li key={t.key} style={row}>
              <Link to={t.path} aria-label={`${t.title} ${t.count}`} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text ellipsis style={{ color: 'inherit' }}>
                  {t.title}
                </Typography.Text>
              </Link>
              <Badge count={t.count} overflowCount={9999} aria-hidden />
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待办" />
      )}
    </Widget>
  );
}
