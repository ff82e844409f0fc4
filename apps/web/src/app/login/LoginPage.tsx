import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AccountLoginForm } from './AccountLoginForm';
import { LoginTabs } from './LoginTabs';
import './login.css';

// the other two ways of signing in load when their tab is opened: the first screen shows the password form only
const SmsLoginForm = lazy(() => import('./SmsLoginForm').then((m) => ({ default: m.SmsLoginForm })));
const QrLogin = lazy(() => import('./QrLogin').then((m) => ({ default: m.QrLogin })));
const loading = <Spin style={{ display: 'block', padding: 24 }} />;

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <div className="login-page">
      <header className="login-top">
        <span className="login-emblem">政</span>
        <div>
          <h1 className="login-title">政协履职服务平台</h1>
          <div className="login-subtitle">中国人民政治协商会议 · 委员履职与机关办公</div>
        </div>
      </header>
      <main className="login-main">
        <section className="login-intro">
          <h2>协商民主 · 履职为民</h2>
          <p>提案办理、社情民意、会议活动、委员履职，一站式服务政协委员与机关干部。</p>
          <ul>
            <li>提案全流程办理与跟踪</li>
            <li>社情民意信息报送与采编</li>
            <li>会议活动通知、报名与签到</li>
            <li>委员履职记录与年度统计</li>
          </ul>
        </section>
        <section className="login-card" aria-label="用户登录">
          <h3 className="login-card-title">用户登录</h3>
          <LoginTabs
            tabs={[
              { key: 'account', label: '账号登录', render: () => <AccountLoginForm redirect={redirect} /> },
              {
                key: 'sms',
                label: '短信登录',
                render: () => (
                  <Suspense fallback={loading}>
                    <SmsLoginForm redirect={redirect} />
                  </Suspense>
                ),
              },
              {
                key: 'qr',
                label: '扫码登录',
                render: () => (
                  <Suspense fallback={loading}>
                    <QrLogin redirect={redirect} />
                  </Suspense>
                ),
              },
            ]}
          />
        </section>
      </main>
      <footer className="login-footer">政协履职服务平台 · 建议使用最新版 Chrome、Edge 或国产浏览器访问</footer>
    </div>
  );
}
