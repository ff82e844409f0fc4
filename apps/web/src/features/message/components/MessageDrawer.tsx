import { type ImMessage, msgBizTypeLabel, msgTypeLabel } from '@cppcc/contracts';
import { Button, Descriptions, Drawer, Grid, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { orDash } from '@/app/format';
import { formatDateTime } from '@/components/format';

export function MessageDrawer({ message, onClose }: { message: ImMessage | null; onClose: () => void }) {
  const navigate = useNavigate();
  // a phone gets the whole width rather than a panel wider than its screen
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Drawer
      title="消息详情"
      open={!!message}
      onClose={onClose}
      size={wide ? 560 : '100%'}
      extra={
        message?.url ? (
          <Button type="primary" onClick={() => navigate(message.url as string)}>
            去处理
          </Button>
        ) : null
      }
    >
      {message && (
        <>
          <Typography.Title level={4}>{message.title}</Typography.Title>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="消息类型">{msgTypeLabel[message.msgType] ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="业务类型">{message.bizType ? (msgBizTypeLabel[message.bizType] ?? '--') : '--'}</Descriptions.Item>
            <Descriptions.Item label="发送人">{orDash(message.senderName)}</Descriptions.Item>
            <Descriptions.Item label="发送时间">{formatDateTime(message.createdAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15, lineHeight: 1.9 }}>{message.content}</Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}
