import { ShellPage } from '@cppcc/contracts';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useAppStore } from '../store';

export default function NotFoundPage() {
  const user = useAppStore((s) => s.user);
  const firstPath = useAppStore((s) => s.firstPath);
  const home = user ? firstPath || ShellPage.homeOf(user.homeType) : ShellPage.login;
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f6fa' }}>
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在或您没有访问权限"
        extra={
          <Link to={home}>
            <Button type="primary">{user ? '返回首页' : '返回登录'}</Button>
          </Link>
        }
      />
    </div>
  );
}
