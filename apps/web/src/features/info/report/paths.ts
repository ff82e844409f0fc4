import { InfoPage } from '@cppcc/contracts';

/** The page URLs of reporting and review (routes.tsv areas social and info). */
export const ReportPaths = {
  list: InfoPage.reportList,
  listAlias: '/info/reportPage',
  form: InfoPage.reportForm,
  formAlias: '/info/reportForm',
  joint: InfoPage.jointConfirm,
  jointAlias: '/info/jointConfirm',
  flows: InfoPage.flows,
  queue: '/info/check/list/:flowId',
  queueAll: InfoPage.checkList('all'),
  checkForm: '/info/check/list/:flowId/check',
  editCheckForm: '/info/check/list/:flowId/edit/check',
  finished: InfoPage.checkFinished,
  detail: '/info/infoDetail/:id',
} as const;

export const checkFormPath = (flowId: string, id: string, edit = false) =>
  `/info/check/list/${flowId}/${edit ? 'edit/check' : 'check'}?id=${id}`;
