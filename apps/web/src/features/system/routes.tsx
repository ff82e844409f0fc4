import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const UserPage = lazy(() => import('./pages/UserPage'));
const OrgPage = lazy(() => import('./pages/OrgPage'));
const RolePage = lazy(() => import('./pages/RolePage'));
const MenuPage = lazy(() => import('./pages/MenuPage'));
const DictPage = lazy(() => import('./pages/DictPage'));
const SecurityPage = lazy(() => import('./pages/SecurityPage'));
const OnlinePage = lazy(() => import('./pages/OnlinePage'));
const LoginLogPage = lazy(() => import('./pages/LoginLogPage'));
const AuditLogPage = lazy(() => import('./pages/AuditLogPage'));
const SmsOutboxPage = lazy(() => import('./pages/SmsOutboxPage'));
const MessageAdminPage = lazy(() => import('./pages/MessageAdminPage'));
const MessageTemplatePage = lazy(() => import('./pages/MessageTemplatePage'));
const ExportTemplatePage = lazy(() => import('./pages/ExportTemplatePage'));
const MessageAccountPage = lazy(() => import('./pages/MessageAccountPage'));
const SensitiveWordPage = lazy(() => import('./pages/SensitiveWordPage'));

/** docs/system-api.md: the menu URLs of the 系统管理 directory. */
export const routes: AppRoute[] = [
  { path: '/system/user', element: <UserPage /> },
  { path: '/system/org', element: <OrgPage /> },
  { path: '/system/role', element: <RolePage /> },
  { path: '/system/menu', element: <MenuPage /> },
  { path: '/system/dict', element: <DictPage /> },
  { path: '/system/security', element: <SecurityPage /> },
  { path: '/system/online', element: <OnlinePage /> },
  { path: '/system/loginLog', element: <LoginLogPage /> },
  { path: '/system/auditLog', element: <AuditLogPage /> },
  { path: '/system/smsOutbox', element: <SmsOutboxPage /> },
  { path: '/system/msg', element: <MessageAdminPage /> },
  { path: '/system/msgTpl', element: <MessageTemplatePage /> },
  { path: '/system/exportTpl', element: <ExportTemplatePage /> },
  { path: '/system/msgAccount', element: <MessageAccountPage /> },
  { path: '/system/sensitive', element: <SensitiveWordPage /> },
];
