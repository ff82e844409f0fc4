/**
 * # How to add a proposal list page
 *
 * A proposal list is configuration: the list (its server endpoint is `ProposalListApi[list]`; the sorts and
 * filters it offers are `proposalListOffers[list]` in @cppcc/contracts, shared with the server and the bench),
 * the columns (keys of the shared `proposalColumnSet` in ./columns, or your own column objects),
 * and the row and batch actions.
 *
 * ```tsx
 * export default function CheckListPage() {
 *   return (
 *     <ProposalListPage
 *       list="check"
 *       columns={['title', 'proposer', 'type', 'joint', 'state', 'submittedAt']}
 *       rowActions={(row, ctx) => [
 *         ctx.step('check', row),                 // the step has a page: a link to /proposal/checkForm?id=…
 *         ctx.step('sendBack', row),              // a form only: a button opening it in a dialog
 *       ]}
 *       batchActions={[{ key: 'mark', label: '设为重点', perm: ProposalPerm.mark, run: (ids) => markApi(ids) }]}
 *     />
 *   );
 * }
 * ```
 *
 * - Every row starts with 查看 (the detail page); `rowActions` adds more. Decide visibility with
 *   `visible` (the row's state) and `perm` (the user's button permissions): RowActions shows '-' when none is left.
 * - `ctx.step(key, row, { label?, visible?, perm? })` gives the row action of a step of the step table
 *   (./steps/table: withdraw, jointAnswer, receive, check, sendBack, merge, preAssign, assign, conclude, evaluate,
 *   remind, sign, reply …) with the step's permission: a link to the step's page when it has one, else a button
 *   opening its form in a dialog; after a dialog step the list reloads.
 * - Filters (`proposalListOffers[list].filters`): 'session' | 'year' | 'type' | 'state' | 'caseState' | 'isJoint' |
 *   'proposerName' | 'number' | 'handleLevel' | 'signState' | 'submitRange'. They appear in 高级查询 with 筛选配置
 *   (`searchModuleType`, default `SearchModule.proposal`); `stateCodes` limits the state filter's options;
 *   `fixedFilters` are sent always. A column sorts only where the list offers its key.
 * - `batchActions` show above the table; selection appears for holders of their permissions (and of `batchDelete.perm`).
 * - `exportUrl` adds the ExportButton with the current filters.
 * - Routes: add the page to the routes.tsx of its sub-folder, with its URL in the contracts' ProposalPage (routes.tsv).
 */
import type { ProposalFilterKey, ProposalListItem, ProposalListName, ProposalPageQuery } from '@cppcc/contracts';
import { handleLevelLabel, ProposalListApi, proposalListOffers, proposalSortKeys, signStateLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnType } from 'antd';
import { App, Button, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { type Key, type ReactNode, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ProposalTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { actionColumnWidth, type KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type DataTableHandle, type TableQuery } from '@/components/DataTable';
import { ChinaDatePicker, DATE_FORMAT, YearPicker } from '@/components/DatePickers';
import { ExportButton } from '@/components/ExportButton';
import { SearchModule } from '@/components/FieldConfig';
import { type RowAction, RowActions } from '@/components/RowActions';
import { type AdvancedField, SearchBar, type SearchValues } from '@/components/SearchBar';
import { proposalApi, proposalKeys } from '../api';
import { detailPath } from '../paths';
import { type ProposalColumnKey, pickColumns } from './columns';
import { caseStates, PROPOSAL_STATE_CODES, stateOptions } from './stateLabels';
import type { ProposalStepKey } from './steps/table';
import { type StepRowOptions, useProposalSteps } from './steps/useProposalSteps';

export interface ProposalRowContext {
  reload: () => void;
  /** a row action taking the step `key` (./steps/table): a link to its page, else a button opening its form */
  step: (key: ProposalStepKey, row: ProposalListItem, opts?: StepRowOptions) => RowAction;
}

export interface ProposalBatchAction {
  key: string;
  label: string;
  perm: string | string[];
  /** resolve: 操作成功 and a reload; reject: the api client has shown the message */
  run: (ids: string[], rows: ProposalListItem[]) => Promise<unknown>;
  /** asked before running */
  confirm?: string;
  danger?: boolean;
}

export interface ProposalListPageProps {
  /** the list (its endpoint is ProposalListApi[list]; its sorts and filters are proposalListOffers[list]) */
  list: ProposalListName;
  columns: (ProposalColumnKey | TableColumnType<ProposalListItem>)[];
  /** options of the state filter (default: every display state) */
  stateCodes?: readonly number[];
  /** always sent with the query (e.g. { state: 11 }) */
  fixedFilters?: Partial<ProposalPageQuery>;
  rowActions?: (row: ProposalListItem, ctx: ProposalRowContext) => RowAction[];
  /** width of the action column (DEFAULT_ACTION_WIDTH: 查看 and a four-character step; more buttons wrap) */
  actionWidth?: number;
  batchActions?: ProposalBatchAction[];
  batchDelete?: { perm: string; onDelete: (keys: Key[]) => Promise<unknown>; text?: string };
  rowSelectable?: (row: ProposalListItem) => boolean;
  /** buttons left of the batch buttons (新增 …) */
  toolbar?: ReactNode;
  exportUrl?: string;
  exportPerm?: string | string[];
  searchModuleType?: number;
  placeholder?: string;
  /** shown above the search bar */
  header?: ReactNode;
  /** the least width before the table scrolls sideways (by default what its columns need) */
  scrollX?: number;
}

/** 查看 and one step of up to four characters on a line */
export const DEFAULT_ACTION_WIDTH = actionColumnWidth(['查看', '申请退回']);

const yesNo = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

function filterFields(keys: readonly ProposalFilterKey[], stateCodes: readonly number[], sessions: { value: string; label: string }[]) {
  const byKey: Record<ProposalFilterKey, AdvancedField> = {
    session: {
      name: 'sessionId',
      label: '届次',
      input: <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={sessions} placeholder="请选择届次" />,
    },
    year: { name: 'year', label: '年度', input: <YearPicker valueType="number" /> },
    type: { name: 'typeId', label: '提案类别', input: <ProposalTypeTreeSelect /> },
    state: { name: 'state', label: '状态', input: <Select allowClear options={stateOptions(stateCodes)} placeholder="请选择状态" /> },
    caseState: {
      name: 'caseState',
      label: '立案状态',
      input: (
        <Select
          allowClear
          placeholder="请选择立案状态"
          options={Object.entries(caseStates).map(([k, v]) => ({ value: Number(k), label: v.label }))}
        />
      ),
    },
    isJoint: { name: 'isJoint', label: '是否联名', input: <Select allowClear options={yesNo} placeholder="请选择" /> },
    proposerName: { name: 'proposerName', label: '提案人', input: <Input allowClear maxLength={50} placeholder="请输入提案人" /> },
    number: {
      name: 'number',
      label: '案号',
      input: <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="请输入案号" />,
    },
    handleLevel: {
      name: 'handleLevel',
      label: '办理结果',
      input: (
        <Select
          allowClear
          placeholder="请选择办理结果"
          options={Object.entries(handleLevelLabel).map(([k, v]) => ({ value: k, label: `${k}类：${v}` }))}
        />
      ),
    },
    signState: {
      name: 'signState',
      label: '签收状态',
      input: (
        <Select
          allowClear
          placeholder="请选择签收状态"
          options={Object.entries(signStateLabel).map(([k, v]) => ({ value: Number(k), label: v }))}
        />
      ),
    },
    // China's today is the marked day; its days are Beijing wall clocks, read back as YYYY-MM-DD below
    submitRange: {
      name: 'submitRange',
      label: '提交时间',
      input: <ChinaDatePicker.RangePicker format={DATE_FORMAT} style={{ width: '100%' }} />,
    },
  };
  return keys.map((k) => byKey[k]);
}

/** Search values → the list query: the submission range becomes from/to (YYYY-MM-DD). */
export function toProposalQuery(v: SearchValues): Partial<ProposalPageQuery> {
  const { submitRange, field: _field, ...rest } = v as SearchValues & { submitRange?: [Dayjs | null, Dayjs | null] };
  const out: Record<string, unknown> = { ...rest };
  if (Array.isArray(submitRange)) {
    if (submitRange[0]) out.from = submitRange[0].format(DATE_FORMAT);
    if (submitRange[1]) out.to = submitRange[1].format(DATE_FORMAT);
  }
  return out as Partial<ProposalPageQuery>;
}

/** The proposal session options for filters and forms (newest first). */
export function useProposalSessions() {
  return useQuery({ queryKey: proposalKeys.sessions, queryFn: proposalApi.sessionOptions, staleTime: 5 * 60_000 });
}

const sortKeys: readonly string[] = proposalSortKeys;
/** A column sorts where the list offers its key (the server sorts by nothing else). */
function withOfferedSorter<C extends TableColumnType<ProposalListItem>>(c: C, sorts: readonly string[]): C {
  const key = String(c.key ?? '');
  return sortKeys.includes(key) || c.sorter ? { ...c, sorter: sorts.includes(key) } : c;
}

/** A config-driven proposal list: search bar, filters, table, row and batch actions (see the comment at the top). */
export function ProposalListPage(props: ProposalListPageProps) {
  const { fixedFilters } = props;
  const endpoint = ProposalListApi[props.list];
  const { sorts, filters: filterKeys } = proposalListOffers[props.list];
  const { message, modal } = App.useApp();
  const can = useAuthority();
  const table = useRef<DataTableHandle>(null);
  const [filters, setFilters] = useState<Partial<ProposalPageQuery>>({});
  const [selection, setSelection] = useState<{ keys: Key[]; rows: ProposalListItem[] }>({ keys: [], rows: [] });
  const needsSessions = filterKeys.includes('session');
  const sessions = useQuery({
    queryKey: proposalKeys.sessions,
    queryFn: proposalApi.sessionOptions,
    staleTime: 5 * 60_000,
    enabled: needsSessions,
  });
  const sessionOptions = useMemo(() => (sessions.data ?? []).map((s) => ({ value: s.id, label: s.name })), [sessions.data]);
  const advancedFields = filterFields(filterKeys, props.stateCodes ?? PROPOSAL_STATE_CODES, sessionOptions);

  const reload = () => table.current?.reload();
  const steps = useProposalSteps(reload);
  const ctx: ProposalRowContext = { reload, step: steps.rowAction };

  const columns: KindColumn<ProposalListItem>[] = [
    ...pickColumns(props.columns).map((c) => withOfferedSorter(c, sorts)),
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      width: props.actionWidth ?? DEFAULT_ACTION_WIDTH,
      fixed: 'right',
      render: (_: unknown, row) => (
        <RowActions
          actions={[
            {
              key: 'view',
              node: (
                <Link to={detailPath(row.id)} className="ant-btn-link" style={{ padding: '0 7px' }}>
                  查看
                </Link>
              ),
            },
            ...(props.rowActions?.(row, ctx) ?? []),
          ]}
        />
      ),
    },
  ];

  const batchPerms = [...(props.batchActions ?? []).flatMap((b) => (Array.isArray(b.perm) ? b.perm : [b.perm]))];
  if (props.batchDelete) batchPerms.push(props.batchDelete.perm);

  const runBatch = (b: ProposalBatchAction) => {
    if (!selection.keys.length) {
      message.warning(`请在列表中选择需要${b.label}的记录！`);
      return;
    }
    const go = async () => {
      try {
        await b.run(selection.keys.map(String), selection.rows);
        message.success('操作成功');
        table.current?.clearSelection();
        reload();
      } catch {
        // the api client has shown the server's message
      }
    };
    if (b.confirm) modal.confirm({ title: '提示', content: b.confirm, okText: '确定', cancelText: '取消', onOk: go });
    else void go();
  };

  const query = { ...filters, ...fixedFilters };
  const toolbar =
    props.toolbar || props.batchActions?.length ? (
      <>
        {props.toolbar}
        {props.batchActions?.map((b) => (
          <Authority key={b.key} perm={b.perm}>
            <Button danger={b.danger} onClick={() => runBatch(b)}>
              {b.label}
            </Button>
          </Authority>
        ))}
      </>
    ) : undefined;

  return (
    <div className="proposal-list-page">
      {props.header}
      <SearchBar
        placeholder={props.placeholder ?? '请输入标题、提案人或案号'}
        onSearch={(v) => setFilters(toProposalQuery(v))}
        advancedFields={advancedFields.length ? advancedFields : undefined}
        searchModuleType={advancedFields.length ? (props.searchModuleType ?? SearchModule.proposal) : undefined}
        extra={
          props.exportUrl && (!props.exportPerm || can(props.exportPerm)) ? (
            <ExportButton url={props.exportUrl} filters={() => query} perm={props.exportPerm} />
          ) : undefined
        }
      />
      <DataTable<ProposalListItem, Partial<ProposalPageQuery>>
        queryKey={proposalKeys.list(endpoint)}
        fetch={(q: TableQuery & Partial<ProposalPageQuery>) => proposalApi.page(endpoint, q as ProposalPageQuery)}
        filters={query}
        rowKey="id"
        columns={columns}
        handleRef={table}
        selectionPerms={batchPerms.length ? batchPerms : undefined}
        batchDelete={props.batchDelete}
        rowSelectable={props.rowSelectable}
        onSelectionChange={(keys, rows) => setSelection({ keys, rows })}
        toolbar={toolbar}
        scrollX={props.scrollX}
      />
      {steps.dialog}
    </div>
  );
}
