import type { KindTypeAddBody, KindTypeItem, KindTypePageQuery } from '@cppcc/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { Tag } from 'antd';
import {
  type CrudConfig,
  CrudPage,
  enabledOptions,
  remarkField,
  restCrud,
  selectFilter,
  sortField,
  switchField,
  textField,
} from '@/components/crud';
import { Ellipsis } from '@/components/Ellipsis';
import { KindGrantDialog } from './KindGrantDialog';

export interface KindTypePerms {
  list: string;
  add: string;
  edit: string;
  remove: string;
  auth: string;
}

export interface KindTypePageProps {
  /** 活动类型, 会议类型, 学习栏目 */
  label: string;
  /** API prefix of the family, from the area's contract (MEET_TYPE_API_PREFIX, STUDY_COLUMN_API_PREFIX, …) */
  prefix: string;
  queryKey: QueryKey;
  perms: KindTypePerms;
}

type Filters = Pick<KindTypePageQuery, 'keyword' | 'enabled'>;

/** Who a type is granted to, in words. */
export function grantText(t: Pick<KindTypeItem, 'grantRoleNames' | 'grantOrgNames'>): string {
  const parts = [...t.grantRoleNames, ...t.grantOrgNames];
  return parts.length ? parts.join('、') : '不限';
}

/** A granted type list page (activity types, meet types, study columns): list, add, edit, enable, grant, delete. */
export function kindTypeConfig({ label, prefix, queryKey, perms }: KindTypePageProps) {
  const api = restCrud<KindTypeItem, KindTypeAddBody>(prefix);
  const config: CrudConfig<KindTypeItem, Filters, KindTypeAddBody> = {
    label,
    queryKey,
    source: { kind: 'page', fetch: api.page },
    api,
    perms,
    batchDelete: true,
    search: { placeholder: '名称 / 类型编码', filters: [selectFilter('enabled', '状态', enabledOptions)] },
    columns: [
      { key: 'name', title: '名称', kind: 'name', sorter: true },
      { key: 'typeCode', title: '类型编码', kind: 'code', sorter: true },
      {
        key: 'grants',
        title: '可使用范围',
        kind: 'text',
        render: (r) => (r.grantRoleNames.length || r.grantOrgNames.length ? <Ellipsis text={grantText(r)} /> : <Tag>不限</Tag>),
      },
      { key: 'sort', title: '排序', kind: 'sort', sorter: true },
      {
        key: 'enabled',
        title: '状态',
        kind: 'status',
        status: { perm: perms.edit, toggle: (r, on) => api.enable(r.id, on), label: (r) => `${r.name}启用状态` },
      },
      { key: 'remark', title: '备注', kind: 'text' },
    ],
    actions: [
      'edit',
      {
        key: 'auth',
        label: '授权',
        perm: perms.auth,
        dialog: (p) => <KindGrantDialog {...p} label={label} prefix={prefix} queryKey={queryKey} />,
      },
      'delete',
    ],
    form: {
      fields: [
        textField('name', '名称', 50, { required: true, placeholder: `请输入${label}名称` }),
        textField('typeCode', '类型编码', 32, {
          required: true,
          noMaxRule: true,
          placeholder: '如：qthy',
          tooltip: '页面地址中使用的编码，如 qthy',
          rules: [{ pattern: /^[A-Za-z][A-Za-z0-9_-]{0,31}$/, message: '类型编码只能包含字母、数字、_ 和 -，且以字母开头' }],
        }),
        sortField(),
        switchField(),
        remarkField({ rows: 3, showCount: true }),
      ],
      defaults: { sort: 0, enabled: true },
    },
  };
  return config;
}

export function KindTypePage(props: KindTypePageProps) {
  return <CrudPage config={kindTypeConfig(props)} />;
}
