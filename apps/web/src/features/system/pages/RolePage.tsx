import {
  adminKindLabel,
  type DataScopeValue,
  dataScopeLabel,
  type RoleItem,
  type RolePageQuery,
  roleAddBody,
  SystemPerm,
} from '@cppcc/contracts';
import { Select, Tag } from 'antd';
import { type CrudConfig, CrudPage, enabledOptions, remarkField, selectFilter, sortField, switchField, textField } from '@/components/crud';
import { systemApi, systemKeys } from '../api';
import { dataScopeOptions, RoleGrantModal } from '../components/RoleGrantModal';
import { zodRule } from '../zodRule';

type RoleFilters = Pick<RolePageQuery, 'keyword' | 'enabled'>;

export interface RoleFormValues {
  code: string;
  name: string;
  remark?: string | null;
  sort?: number;
  enabled?: boolean;
  dataScope?: DataScopeValue;
}

export const roleConfig: CrudConfig<RoleItem, RoleFilters, RoleFormValues> = {
  label: '角色',
  queryKey: systemKeys.roles,
  alsoInvalidate: [systemKeys.roleOptions],
  source: { kind: 'page', fetch: systemApi.rolePage },
  api: {
    add: systemApi.roleAdd,
    update: (v) => systemApi.roleUpdate({ id: v.id, name: v.name, remark: v.remark, sort: v.sort, enabled: v.enabled }),
    remove: ([id]) => systemApi.roleDelete(id),
  },
  perms: { add: SystemPerm.roleAdd, edit: SystemPerm.roleEdit, remove: SystemPerm.roleDelete },
  search: { placeholder: '角色名称 / 编码', filters: [selectFilter('enabled', '状态', enabledOptions, 100)] },
  columns: [
    { key: 'name', title: '角色名称', kind: 'name', sorter: true },
    { key: 'code', title: '角色编码', kind: 'code', width: 130, sorter: true },
    {
      key: 'adminKind',
      title: '管理员类型',
      kind: 'tag',
      render: (r) => (r.adminKind ? <Tag color="orange">{adminKindLabel[r.adminKind]}</Tag> : '--'),
    },
    {
      key: 'dataScope',
      title: '数据范围',
      kind: 'short',
      text: (r) => dataScopeLabel[r.dataScope as DataScopeValue] ?? String(r.dataScope),
    },
    { key: 'userCount', title: '用户数', kind: 'count', width: 80 },
    {
      key: 'enabled',
      title: '状态',
      kind: 'tag',
      width: 80,
      render: (r) => <Tag color={r.enabled ? 'green' : 'default'}>{r.enabled ? '启用' : '停用'}</Tag>,
    },
    { key: 'remark', title: '备注', kind: 'text' },
    { key: 'createdAt', title: '创建时间', kind: 'datetime', sorter: true },
  ],
  actions: [
    'edit',
    {
      key: 'grant',
      label: '授权',
      perm: SystemPerm.roleGrant,
      dialog: ({ row, onClose, changed }) => (
        <RoleGrantModal
          role={row}
          onClose={onClose}
          onSubmit={async (body) => {
            await systemApi.roleGrant(body);
            await changed();
          }}
        />
      ),
    },
    'delete',
  ],
  deletable: (r) => !r.builtIn,
  form: {
    fields: [
      textField('code', '角色编码', 32, {
        required: true,
        noMaxRule: true,
        placeholder: '小写字母开头，如 proposal_staff',
        rules: [zodRule(roleAddBody.shape.code)],
        disabled: ({ item }) => !!item,
        extra: ({ item }) => (item ? '角色编码创建后不可修改' : undefined),
      }),
      textField('name', '角色名称', 50, { required: true, placeholder: '请输入角色名称' }),
      { name: 'dataScope', label: '数据范围', when: ({ item }) => !item, input: <Select options={dataScopeOptions} /> },
      sortField(999999),
      switchField(),
      remarkField({ rows: 3, showCount: true, placeholder: '请输入备注' }),
    ],
    toForm: (role) => ({ ...role, dataScope: role.dataScope as DataScopeValue }),
    defaults: { sort: 0, enabled: true, dataScope: 4 },
  },
};

export default function RolePage() {
  return <CrudPage config={roleConfig} />;
}
