import { collectiveTypeLabel, SelectorApi, type SelectPerson, type SelectTreeNode, type SelectUnit, userTypeLabel } from '@cppcc/contracts';
import type { ColumnsType } from 'antd/es/table';
import { api } from '@/app/api/client';
import { orDash } from '@/app/format';
import { MEMBER_USER_TYPE, type PickerWording, pickerWording } from './constants';
import type { PickedPerson, PickedUnit } from './value';

/** One tab of the dialog: where its tree and rows come from and how a row becomes a picked value. */
export interface PickerTab<Row, Picked> {
  key: string;
  label: string;
  /** the kind listed (1 member …): 全会分组 and the extra columns show only for 1 (spec 000 §2) */
  userType: number | null;
  /** what the loads depend on, for the query cache (the tab key and its request options) */
  queryKey: readonly unknown[];
  loadTree: () => Promise<SelectTreeNode[]>;
  loadRows: (code: string, keyword: string) => Promise<Row[]>;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string;
  toPicked: (row: Row) => Picked;
  /** the search texts: of people or of units */
  wording: PickerWording;
}

export type PersonTab = PickerTab<SelectPerson, PickedPerson>;
export type PersonSource = 'member' | 'staff' | 'collective' | 'infoCollective';

export interface PersonSourceOptions {
  /** members of this term or yearly session; the current term when absent */
  sessionId?: string;
  /** collective tabs: only these collective types … */
  collectiveTypes?: number[];
  /** … or all but these (spec 000 §9: 9 and 15) */
  excludeCollectiveTypes?: number[];
}

const text = (v: string | number | null | undefined) => orDash(v);
const nameColumn = { title: '姓名', dataIndex: 'username', key: 'username', width: 120, ellipsis: true };
const mobileColumn = { title: '手机号', dataIndex: 'mobile', key: 'mobile', width: 130, render: text };

function personColumns(userType: number | null, extra: ColumnsType<SelectPerson>): ColumnsType<SelectPerson> {
  const memberOnly: ColumnsType<SelectPerson> =
    userType === MEMBER_USER_TYPE
      ? [
          { title: '界别', dataIndex: 'sector', key: 'sector', width: 150, ellipsis: true, render: text },
          { title: '专委会', dataIndex: 'committee', key: 'committee', width: 150, ellipsis: true, render: text },
          { title: '职务', dataIndex: 'duty', key: 'duty', width: 220, ellipsis: true, render: text },
        ]
      : [];
  return [nameColumn, ...memberOnly, ...extra, mobileColumn];
}

export const toPickedPerson = (p: SelectPerson): PickedPerson => ({
  userId: p.userId,
  userType: p.userType,
  name: p.username,
  duty: p.duty,
  sector: p.sector,
  committee: p.committee,
  internalOrganization: p.internalOrganization,
  unitName: p.unitName,
  collectiveType: p.collectiveType,
});

const personTab = (
  key: string,
  label: string,
  userType: number | null,
  left: string,
  right: string,
  body: object,
  extra: ColumnsType<SelectPerson>,
): PersonTab => ({
  key,
  label,
  userType,
  queryKey: [key, body],
  loadTree: () => api.post<SelectTreeNode[]>(`/${left}`, body),
  loadRows: (code, keyword) => api.post<SelectPerson[]>(`/${right}`, { ...body, code, keyword: keyword || undefined }),
  columns: personColumns(userType, extra),
  rowKey: (p) => p.userId,
  toPicked: toPickedPerson,
  wording: pickerWording.person,
});

const collectiveColumns: ColumnsType<SelectPerson> = [
  { title: '单位名称', dataIndex: 'unitName', key: 'unitName', width: 220, ellipsis: true, render: text },
  {
    title: '单位类型',
    dataIndex: 'collectiveType',
    key: 'collectiveType',
    width: 120,
    render: (t: number | null) => (t === null ? '--' : (collectiveTypeLabel[t] ?? String(t))),
  },
];

/** The tabs the caller asks for, in the order given. */
export function personTabs(sources: PersonSource[], opts: PersonSourceOptions = {}): PersonTab[] {
  const typeFilter = { collectiveTypes: opts.collectiveTypes, excludeCollectiveTypes: opts.excludeCollectiveTypes };
  const build: Record<PersonSource, () => PersonTab> = {
    member: () =>
      personTab(
        'member',
        userTypeLabel[1],
        1,
        SelectorApi.memberSessionLeft,
        SelectorApi.memberSessionRight,
        { sessionId: opts.sessionId },
        [],
      ),
    staff: () =>
      personTab('staff', userTypeLabel[2], 2, SelectorApi.userInfoLeft, SelectorApi.userInfoRight, {}, [
        { title: '所属部门', dataIndex: 'internalOrganization', key: 'internalOrganization', width: 200, ellipsis: true, render: text },
        { title: '职务', dataIndex: 'duty', key: 'duty', width: 160, ellipsis: true, render: text },
      ]),
    collective: () =>
      personTab('collective', userTypeLabel[3], 3, SelectorApi.collectiveLeft, SelectorApi.collectiveRight, typeFilter, collectiveColumns),
    infoCollective: () =>
      personTab(
        'infoCollective',
        '报送单位',
        3,
        SelectorApi.infoCollectiveLeft,
        SelectorApi.infoCollectiveRight,
        typeFilter,
        collectiveColumns,
      ),
  };
  return sources.map((s) => build[s]());
}

export type UnitTab = PickerTab<SelectUnit, PickedUnit>;

/** Handling units by type (承办单位 7, 承办系统 8 by default). */
export function unitTab(collectiveTypes: number[] = [7, 8]): UnitTab {
  return {
    key: 'unit',
    label: '承办单位',
    userType: null,
    queryKey: ['unit', collectiveTypes],
    loadTree: () => api.post<SelectTreeNode[]>(`/${SelectorApi.assignedUnitTypeLeft}`, { collectiveTypes }),
    loadRows: (code, keyword) =>
      api.get<SelectUnit[]>(`/${SelectorApi.unitLeft}`, {
        collectiveType: code === 'all' ? collectiveTypes.join(',') : code,
        keyword: keyword || undefined,
      }),
    columns: [
      { title: '单位名称', dataIndex: 'name', key: 'name', width: 260, ellipsis: true },
      {
        title: '单位类型',
        dataIndex: 'collectiveType',
        key: 'collectiveType',
        width: 120,
        render: (t: number) => collectiveTypeLabel[t] ?? String(t),
      },
      { title: '上级单位', dataIndex: 'parentName', key: 'parentName', width: 200, ellipsis: true, render: text },
    ],
    rowKey: (u) => u.unitId,
    toPicked: (u) => ({ unitId: u.unitId, name: u.name, collectiveType: u.collectiveType, parentName: u.parentName }),
    wording: pickerWording.unit,
  };
}
