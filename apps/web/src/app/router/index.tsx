import { ShellPage } from '@cppcc/contracts';
import { Spin } from 'antd';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject, ScrollRestoration } from 'react-router';
import { abortPending } from '../api/navigation';
import { setNavigator } from './navigator';
import { page } from './page';
import { progress } from './progress';
import { RouteGuard } from './RouteGuard';

const loadLoginPage = () => import('../login/LoginPage');
const LoginPage = lazy(loadLoginPage);
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const QrConfirmPage = lazy(() => import('../pages/QrConfirmPage'));

const ROOT_ID = 'root';

export function appRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      // the window scrolls the page (the shell's sider and header are sticky): each new page opens at its top,
      // back and forward return to where the user was on that page
      element: (
        <>
          <ScrollRestoration />
          <RouteGuard />
        </>
      ),
      // the first load of a signed-in page waits for the shell's routes (shellRoutes.tsx)
      hydrateFallbackElement: (
        <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
          <Spin />
        </div>
      ),
      children: [
        { path: '/', element: <Navigate to={ShellPage.login} replace />, handle: { public: true } },
        { path: ShellPage.login, element: page(<LoginPage />), handle: { title: '登录', public: true } },
        { path: ShellPage.qrConfirm, element: page(<QrConfirmPage />), handle: { title: '扫码登录确认' } },
        { path: ShellPage.notFound, element: page(<NotFoundPage />), handle: { title: '页面不存在', public: true } },
        { path: '*', element: page(<NotFoundPage />), handle: { title: '页面不存在', public: true } },
      ],
    },
  ];
}

/**
 * The browser router. Its subscription sees a new location before the new page
 * renders: that is where the previous page's requests are cancelled
 * (001 §2.2) and the queries waiting on them released (once the shell, which
 * holds the query cache, has loaded).
 */
export function createAppRouter() {
  // the sign-in form is fetched while React makes its first render, not after it asked for the form
  if (window.location.pathname === '/' || window.location.pathname === ShellPage.login) void loadLoginPage();
  let releaseQueries = () => {};
  const router = createBrowserRouter(appRoutes(), {
    patchRoutesOnNavigation: addShellRoutes((shell) => {
      releaseQueries = shell.cancelPageQueries;
    }),
  });
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state === 'loading') progress.start();
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    progress.start();
    abortPending();
    releaseQueries();
  });
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}

/**
 * The shell and the feature pages join the route tree the first time a path is not matched by
 * the public routes alone (react-router asks whenever only a splat or a dynamic segment matched).
 */
function addShellRoutes(loaded: (shell: typeof import('./shellRoutes')) => void): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch, signal }) => {
    if (added) return;
    const shell = await import('./shellRoutes');
    if (added || signal.aborted) return;
    patch(ROOT_ID, shell.shellRoutes);
    loaded(shell);
    added = true;
  };
}
