import {
  caseStateLabel,
  exportTemplateChoice,
  ProposalPerm as P,
  type ProposalListItem,
  proposalPageQuery,
  proposalStateLabel,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { type ExportColumn, type ExportType, pagedRows } from '../../platform/export';
import { exportWithTemplate } from '../export';
import { pageProposals } from './lists';

const proposerTypeLabel: Record<string, string> = { 1: '委员', 3: '集体' };
const marksOf = (r: ProposalListItem) =>
  [r.isKey && '重点', r.isExcellent && '优秀', r.isGood && '良好'].filter((m): m is string => !!m).join('、');

/** The columns of the office's full list (allProposalList), in the order of its table. */
export const proposalExportColumns: ExportColumn<ProposalListItem>[] = [
  { key: 'number', title: '案号', width: 8 },
  { key: 'sessionName', title: '届次', width: 24 },
  { key: 'title', title: '提案标题', width: 44 },
  { key: 'proposerName', title: '提案人', width: 14 },
  { key: 'proposerType', title: '提案人类型', labels: proposerTypeLabel, width: 10 },
  { key: 'typeName', title: '提案类别', width: 14 },
  { key: 'isJoint', title: '联名提案', width: 8 },
  { key: 'jointNames', title: '联名人', width: 24 },
  { key: 'state', title: '状态', labels: proposalStateLabel, width: 12 },
  { key: 'caseState', title: '立案状态', labels: caseStateLabel, width: 10 },
  { key: 'unitNames', title: '承办单位', width: 36 },
  { key: 'marks', title: '标记', value: marksOf, width: 14 },
  { key: 'submittedAt', title: '提交时间', format: 'datetime', width: 18 },
  { key: 'filedAt', title: '立案时间', format: 'datetime', width: 18 },
  { key: 'assignedAt', title: '交办时间', format: 'datetime', width: 18 },
  { key: 'concludedAt', title: '办结时间', format: 'datetime', width: 18 },
];

/** Export type `proposal`, declared in the proposal manifest's `exports`. */
export const proposalExportType: ExportType<ProposalListItem> = { code: 'proposal', name: '提案', columns: proposalExportColumns };

const EXPORT_BATCH = 500;
const exportBody = proposalPageQuery.omit({ pageNum: true, pageSize: true }).extend(exportTemplateChoice.shape);

/**
 * POST /proposal/all/export: the office's full list with the list's filters as .xlsx (export type
 * `proposal`, so 系统管理 → 导出模板 can choose and order the columns). Rows are read page by page
 * through the list query itself, so the file holds exactly what the list shows.
 */
export const proposalExportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/proposal/all/export',
    {
      config: { permission: P.allList },
      schema: { tags: ['提案'], summary: '导出全部提案（allProposalList，xlsx，可选导出模板）', body: exportBody },
    },
    async (req, reply) => {
      const { templateId, ...filters } = req.body;
      const principal = principalOf(req);
      const batch = (offset: number, limit: number) =>
        pageProposals(ctx.db, principal, 'all', { ...filters, pageNum: offset / limit + 1, pageSize: limit }).then((r) => r.list);
      return exportWithTemplate(reply, {
        db: ctx.db,
        type: 'proposal',
        templateId,
        filename: '全部提案',
        rows: pagedRows(batch, EXPORT_BATCH),
      });
    },
  );
};
