import { InfoManagePage as MP } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const ManageListPage = lazy(() => import('./ManageListPage'));
const OfficeFormPage = lazy(() => import('./OfficeFormPage'));
const MergeSelectPage = lazy(() => import('./MergePages').then((m) => ({ default: m.MergeSelectPage })));
const MergeListPage = lazy(() => import('./MergePages').then((m) => ({ default: m.MergeListPage })));
const MergeFormPage = lazy(() => import('./MergePages').then((m) => ({ default: m.MergeFormPage })));
const MergeViewPage = lazy(() => import('./MergePages').then((m) => ({ default: m.MergeViewPage })));
const OriginalLibraryPage = lazy(() => import('./LibraryPages').then((m) => ({ default: m.OriginalLibraryPage })));
const CollectPage = lazy(() => import('./LibraryPages').then((m) => ({ default: m.CollectPage })));
const TakeFeedbackPage = lazy(() => import('./LibraryPages').then((m) => ({ default: m.TakeFeedbackPage })));

/** The information office's pages (spec 001 §2.6 social/info, §2.7 infoMgt, select, originalLibrary, feedback). */
export const routes: AppRoute[] = [
  { path: MP.today, element: <ManageListPage list="today" /> },
  { path: MP.all, element: <ManageListPage list="all" /> },
  { path: MP.sys, element: <ManageListPage list="sys" /> },
  { path: MP.discard, element: <ManageListPage list="discard" /> },
  { path: MP.adopt, element: <ManageListPage list="adopt" /> },
  { path: MP.adopted, element: <ManageListPage list="adopted" /> },
  { path: MP.firstAdopt, element: <ManageListPage list="firstAdopt" />, parent: MP.adopted, title: '待编号信息' },
  { path: MP.socialUnread, element: <ManageListPage list="unread" />, parent: MP.all, title: '未读信息' },
  { path: MP.socialAll, element: <ManageListPage list="all" />, parent: MP.all, title: '全部信息' },
  { path: MP.socialAdd, element: <ManageListPage list="sys" />, parent: MP.sys, title: '信息录入' },
  { path: MP.sysForm, element: <OfficeFormPage mode="add" />, parent: MP.sys, title: '信息录入' },
  { path: MP.allForm, element: <OfficeFormPage mode="add" />, parent: MP.all, title: '信息录入' },
  { path: MP.recordForm, element: <OfficeFormPage mode="record" />, parent: MP.sys, title: '补录' },
  { path: MP.updateForm, element: <OfficeFormPage mode="edit" />, parent: MP.all, title: '修改' },
  { path: MP.socialAddForm, element: <OfficeFormPage mode="add" />, parent: MP.sys, title: '信息录入' },
  { path: MP.socialUpdateForm, element: <OfficeFormPage mode="edit" />, parent: MP.all, title: '修改' },
  { path: MP.editing, element: <CollectPage /> },
  { path: MP.editCheckForm, element: <OfficeFormPage mode="edit" />, parent: MP.editing, title: '修改' },
  { path: MP.collect, element: <CollectPage /> },
  { path: MP.socialCollect, element: <CollectPage />, parent: MP.collect, title: '收编信息' },
  { path: MP.select, element: <MergeSelectPage /> },
  { path: MP.mergeList, element: <MergeListPage />, parent: MP.select, title: '合并记录' },
  { path: MP.mergeForm, element: <MergeFormPage />, parent: MP.select, title: '信息合并' },
  { path: MP.checkForm, element: <MergeViewPage />, parent: MP.select, title: '合并信息' },
  { path: MP.original, element: <OriginalLibraryPage /> },
  { path: MP.socialOriginal, element: <OriginalLibraryPage />, parent: MP.original, title: '原稿库' },
  { path: MP.takeFeedback, element: <TakeFeedbackPage /> },
];
