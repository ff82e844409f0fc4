import { BellOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { ShellPage } from '@cppcc/contracts';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { Widget } from '@/app/widgets/WidgetCard';

/** 常用工具: the account tools every user has. */
export default function CommonTools() {
  const navigate = useNavigate();
  return (
    <Widget title="常用工具">
      <Space wrap>
        <Button icon={<BellOutlined />} onClick={() => navigate(ShellPage.message)}>
          消息中心
        </Button>
        <Button icon={<UserOutlined />} onClick={() => navigate(ShellPage.personalCenter)}>
          个人中心
        </Button>
        <Button icon={<KeyOutlined />} onClick={() => navigate(ShellPage.changePassword)}>
          修改密码
        </Button>
      </Space>
    </Widget>
  );
}
