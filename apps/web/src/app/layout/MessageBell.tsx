import { BellOutlined } from '@ant-design/icons';
import { ShellPage } from '@cppcc/contracts';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { useAppStore } from '../store';

/** Unread messages: the count is kept live by the socket (realtime.ts). */
export function MessageBell() {
  const count = useAppStore((s) => s.unreadCount);
  const navigate = useNavigate();
  return (
    <Tooltip title={count ? `${count}条未读消息` : '消息中心'}>
      <Badge count={count} overflowCount={99} size="small">
        <Button
          type="text"
          aria-label="消息中心"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          onClick={() => navigate(ShellPage.message)}
        />
      </Badge>
    </Tooltip>
  );
}
