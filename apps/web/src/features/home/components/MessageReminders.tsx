import { Badge, Button, Empty, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import type { CenterData } from '@/features/personal/api';
import { Widget } from './Widget';

/** 消息提醒: the newest messages and the unread count. */
export function MessageReminders({ data }: { data: CenterData }) {
  const navigate = useNavigate();
  return (
    <Widget
      title="消息提醒"
      extra={
        <Button type="link" size="small" onClick={() => navigate('/message')}>
          更多{data.unreadCount ? `（${data.unreadCount}条未读）` : ''}
        </Button>
      }
    >
      {data.latestMessages.length ? (
        <List
          size="small"
          dataSource={data.latestMessages}
          renderItem={(m) => (
            <List.Item
              style={{ paddingInline: 0 }}
              extra={<Typography.Text type="secondary">{dayjs(m.createdAt).format('MM-DD HH:mm')}</Typography.Text>}
            >
              <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6 }}>
                <Badge status={m.readState === 0 ? 'error' : 'default'} />
                <Typography.Link ellipsis style={{ flex: 1, minWidth: 0 }} onClick={() => navigate('/message')}>
                  {m.title}
                </Typography.Link>
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
      )}
    </Widget>
  );
}
