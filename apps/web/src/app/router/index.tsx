import type { QueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, ScrollRestoration } from 'react-router';
import { featureRoutes } from '@/features';
import { abortPending } from '../api/navigation';
import { AppLayout } from '../layout/AppLayout';
import { setNavigator } from './navigator';
import { progress } from './progress';
import { RouteGuard } from './RouteGuard';

const LoginPage = lazy(() => import('../login/LoginPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const QrConfirmPage = lazy(() => import('../pages/QrConfirmPage'));

function page(node: ReactNode) {
  return (
    <Suspense
      fallback={
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      }
    >
      {node}
    </Suspense>
  );
}

export function appRoutes(): RouteObject[] {
  return [
    {
      // the window scrolls the page (the shell's sider and header are sticky): each new page opens at its top,
      // back and forward return to where the user was on that page
      element: (
        <>
          <ScrollRestoration />
          <RouteGuard />
        </>
      ),
      children: [
        { path: '/', element: <Navigate to="/login" replace />, handle: { public: true } },
        { path: '/login', element: page(<LoginPage />), handle: { title: '登录', public: true } },
        { path: '/qrcode/confirm', element: page(<QrConfirmPage />), handle: { title: '扫码登录确认' } },
        {
          element: <AppLayout />,
          children: featureRoutes.map((r) => ({ path: r.path, element: page(r.element), handle: { title: r.title, parent: r.parent } })),
        },
        { path: '/404', element: page(<NotFoundPage />), handle: { title: '页面不存在', public: true } },
        { path: '*', element: page(<NotFoundPage />), handle: { title: '页面不存在', public: true } },
      ],
    },
  ];
}

/**
 * The browser router. Its subscription sees a new location before the new page
 * renders: that is where the previous page's requests are cancelled
 * (001 §2.2) and the queries waiting on them released.
 */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes());
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state === 'loading') progress.start();
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    progress.start();
    abortPending();
    void queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== 'dict' && q.queryKey[0] !== 'shell' });
  });
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}
