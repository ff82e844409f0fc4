import { ShellPage } from '@cppcc/contracts';
import { App as AntApp } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'nprogress/nprogress.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installIconLabels } from './app/a11y/icon-labels';
import { onSessionExpired } from './app/api/client';
import { loadSessionData } from './app/auth/session';
import { bindMessageInstance } from './app/feedback';
import { Themed } from './app/layout/Themed';
import { closeRealtime, connectRealtime } from './app/realtime';
import { createAppRouter } from './app/router';
import { goTo } from './app/router/navigator';
import { useAppStore } from './app/store';

dayjs.locale('zh-cn');
// icons carry English names; screen readers get Chinese or nothing (app/a11y/icon-labels.ts)
installIconLabels();

const router = createAppRouter();

// spec 002 §4: a lost session closes the socket and returns to sign-in with the wanted page
onSessionExpired((redirect) => {
  closeRealtime();
  goTo(redirect ? `${ShellPage.login}?redirect=${encodeURIComponent(redirect)}` : ShellPage.login, { replace: true });
});

// a page refresh keeps the place but brings menus, permissions and the unread count up to date
if (useAppStore.getState().user) {
  connectRealtime();
  void loadSessionData().catch(() => undefined);
}

function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => bindMessageInstance(message), [message]);
  return null;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Themed>
      <AntApp>
        <MessageBridge />
        <RouterProvider router={router} />
      </AntApp>
    </Themed>
  </StrictMode>,
);
