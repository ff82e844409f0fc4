import { ShellPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const PersonalCenterPage = lazy(() => import('./pages/PersonalCenterPage'));
const ChangePasswordPage = lazy(() => import('./pages/ChangePasswordPage'));

export const routes: AppRoute[] = [
  { path: ShellPage.personalCenter, element: <PersonalCenterPage />, title: '个人中心' },
  { path: ShellPage.changePassword, element: <ChangePasswordPage />, title: '修改密码' },
];
