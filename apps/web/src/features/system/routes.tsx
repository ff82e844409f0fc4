import { SystemPage } from '@cppcc/contracts';
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
  { path: SystemPage.user, element: <UserPage /> },
  { path: SystemPage.org, element: <OrgPage /> },
  { path: SystemPage.role, element: <RolePage /> },
  { path: SystemPage.menu, element: <MenuPage /> },
  { path: SystemPage.dict, element: <DictPage /> },
  { path: SystemPage.security, element: <SecurityPage /> },
  { path: SystemPage.online, element: <OnlinePage /> },
  { path: SystemPage.loginLog, element: <LoginLogPage /> },
  { path: SystemPage.auditLog, element: <AuditLogPage /> },
  { path: SystemPage.smsOutbox, element: <SmsOutboxPage /> },
  { path: SystemPage.msg, element: <MessageAdminPage /> },
  { path: SystemPage.msgTpl, element: <MessageTemplatePage /> },
  { path: SystemPage.exportTpl, element: <ExportTemplatePage /> },
  { path: SystemPage.msgAccount, element: <MessageAccountPage /> },
  { path: SystemPage.sensitive, element: <SensitiveWordPage /> },
];
