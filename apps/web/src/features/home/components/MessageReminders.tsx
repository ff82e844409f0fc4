import { ReadState, ShellPage } from '@cppcc/contracts';
import { Badge, Button, Empty, List, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WidgetProps } from '@/app/widgets/types';
import { Widget } from '@/app/widgets/WidgetCard';
import { DictCheckboxGroup } from '@/components/DictCheckboxGroup';
import { useDictOptions } from '@/components/dictOptions';
import { formatDateTime } from '@/components/format';

/** 消息提醒: the newest messages and the unread count; the 消息类型 boxes (dictionary messageType) choose which kinds show. */
export default function MessageReminders({ data }: WidgetProps) {
  const navigate = useNavigate();
  const kinds = useDictOptions('messageType', { valueType: 'number' });
  // null: every kind (also the kinds of a dictionary still loading)
  const [chosen, setChosen] = useState<number[] | null>(null);
  const shown = chosen ? data.latestMessages.filter((m) => chosen.includes(m.msgType)) : data.latestMessages;
  return (
    <Widget
      title="消息提醒"
      extra={
        <Button type="link" size="small" onClick={() => navigate(ShellPage.message)}>
          更多{data.unreadCount ? `（${data.unreadCount}条未读）` : ''}
        </Button>
      }
    >
      {kinds.length > 1 && (
        <DictCheckboxGroup
          dict="messageType"
          valueType="number"
          aria-label="消息类型"
          style={{ marginBottom: 4 }}
          value={chosen ?? kinds.map((k) => k.value as number)}
          onChange={(v) => setChosen(v as number[])}
        />
      )}
      {shown.length ? (
        <List
          size="small"
          dataSource={shown}
          renderItem={(m) => (
            <List.Item
              style={{ paddingInline: 0 }}
              extra={<Typography.Text type="secondary">{formatDateTime(m.createdAt, 'MM-DD HH:mm')}</Typography.Text>}
            >
              <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6 }}>
                <Badge status={m.readState === ReadState.unread ? 'error' : 'default'} />
                <Typography.Link ellipsis style={{ flex: 1, minWidth: 0 }} onClick={() => navigate(ShellPage.message)}>
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
