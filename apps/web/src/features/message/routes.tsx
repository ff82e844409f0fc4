import { ShellPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const MessageCentrePage = lazy(() => import('./pages/MessageCentrePage'));

export const routes: AppRoute[] = [{ path: ShellPage.message, element: <MessageCentrePage />, title: '消息中心' }];
