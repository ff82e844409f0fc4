import type { CodeAddBody, CodeItem, CodePageQuery } from '@cppcc/contracts';
import type { QueryKey } from '@tanstack/react-query';
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

export interface CodeListPageProps {
  /** 下载类型, 新闻栏目 */
  label: string;
  /** API prefix of the admin family, from the area's contract (NEWS_COLUMN_API_PREFIX, DOWNLOAD_TYPE_API_PREFIX) */
  prefix: string;
  queryKey: QueryKey;
  /** other caches to refresh after a change (the options other pages read) */
  alsoInvalidate?: QueryKey[];
  perms: { list: string; add: string; edit: string; remove: string };
}

type Filters = Pick<CodePageQuery, 'keyword' | 'enabled'>;

/** A coded list page (download types, news columns): list, add, edit, enable, delete. */
export function codeListConfig({ label, prefix, queryKey, alsoInvalidate, perms }: CodeListPageProps) {
  const api = restCrud<CodeItem, CodeAddBody>(prefix);
  const config: CrudConfig<CodeItem, Filters, CodeAddBody> = {
    label,
    queryKey,
    alsoInvalidate,
    source: { kind: 'page', fetch: api.page },
    api,
    perms,
    batchDelete: true,
    search: { placeholder: '编码 / 名称', filters: [selectFilter('enabled', '状态', enabledOptions)] },
    columns: [
      { key: 'code', title: '编码', kind: 'code', sorter: true },
      { key: 'name', title: '名称', kind: 'name', sorter: true },
      { key: 'sort', title: '排序', kind: 'sort', sorter: true },
      {
        key: 'enabled',
        title: '状态',
        kind: 'status',
        status: { perm: perms.edit, toggle: (r, on) => api.enable(r.id, on), label: (r) => `${r.name}启用状态` },
      },
      { key: 'remark', title: '备注', kind: 'text' },
    ],
    form: {
      fields: [
        textField('code', '编码', 32, {
          required: true,
          noMaxRule: true,
          placeholder: '请输入编码',
          rules: [{ pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, message: '编码只能包含字母、数字、_ 和 -' }],
        }),
        textField('name', '名称', 50, { required: true, placeholder: `请输入${label}名称` }),
        sortField(),
        switchField(),
        remarkField({ rows: 3, showCount: true }),
      ],
      defaults: { sort: 0, enabled: true },
    },
  };
  return config;
}

export function CodeListPage(props: CodeListPageProps) {
  return <CrudPage config={codeListConfig(props)} />;
}
