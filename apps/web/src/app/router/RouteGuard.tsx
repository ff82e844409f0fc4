import { AuthApi, type LoginResult, ShellPage } from '@cppcc/contracts';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { api } from '../api/client';
import { completeLogin } from '../auth/session';
import { notify } from '../feedback';
import { closeRealtime } from '../realtime';
import { useAppStore } from '../store';
import { decide } from './guard';
import { progress } from './progress';
import type { RouteHandle } from './types';

const APP_NAME = '政协履职服务平台';

/** The root route: spec 001 §2.2 guard, 002 §2 breadcrumb, title and progress bar. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as RouteHandle & { public?: boolean };
  const user = useAppStore((s) => s.user);
  const token = useAppStore((s) => s.token);
  const menu = useAppStore((s) => s.menu);
  const isUpdatePwd = useAppStore((s) => s.isUpdatePwd);
  const exchanging = useRef<string | null>(null);

  const decision = decide({
    path: location.pathname,
    search: location.search,
    routeTitle: handle.title,
    routeParent: handle.parent,
    isPublic: handle.public,
    user,
    token,
    menu,
    isUpdatePwd,
  });

  // A passive effect, not a layout one: on the first render RouterProvider subscribes to the
  // router in its own layout effect, after ours, and would miss an earlier navigate().
  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard runs once per navigation, not on store changes
  useEffect(() => {
    const s = useAppStore.getState();
    if (decision.action === 'allow') {
      s.setBreadcrumb(decision.crumbs, decision.title);
      document.title = decision.title || APP_NAME;
      s.rememberUrl(location.pathname, location.pathname + location.search);
      progress.done();
      return;
    }
    if (decision.action === 'redirect') {
      if (decision.warn) notify.warning(decision.warn);
      if (decision.signOut) {
        closeRealtime();
        if (s.user) s.clearSession();
      }
      navigate(decision.to, { replace: true });
      return;
    }
    // an access_token in the URL is exchanged for a session first (001 §2.2, §7.1)
    if (exchanging.current === decision.ticket) return;
    exchanging.current = decision.ticket;
    api
      .post<LoginResult>(AuthApi.iamLogin, { token: decision.ticket, appLoginTag: 'PC' }, { detached: true })
      .then((result) => completeLogin(result, decision.target))
      .then((ok) => {
        if (!ok) navigate(ShellPage.login, { replace: true });
      })
      .catch(() => navigate(`${ShellPage.login}?redirect=${encodeURIComponent(decision.target)}`, { replace: true }))
      .finally(() => {
        exchanging.current = null;
      });
  }, [location.key, location.pathname, location.search]);

  if (decision.action === 'allow') return <Outlet />;
  return (
    <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin />
    </div>
  );
}
