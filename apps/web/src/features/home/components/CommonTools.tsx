import { BellOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { Widget } from '@/app/widgets/WidgetCard';

/** 常用工具: the account tools every user has. */
export default function CommonTools() {
  const navigate = useNavigate();
  return (
    <Widget title="常用工具">
      <Space wrap>
        <Button icon={<BellOutlined />} onClick={() => navigate('/message')}>
          消息中心
        </Button>
        <Button icon={<UserOutlined />} onClick={() => navigate('/personal/center')}>
          个人中心
        </Button>
        <Button icon={<KeyOutlined />} onClick={() => navigate('/personal/password')}>
          修改密码
        </Button>
      </Space>
    </Widget>
  );
}
