import type { KindTypeAuthOptions, KindTypeItem } from '@cppcc/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, Select, TreeSelect } from 'antd';
import { api } from '@/app/api/client';
import type { CrudDialogProps } from '@/components/crud';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';

type OrgOption = KindTypeAuthOptions['orgs'][number];
interface OrgTreeNode {
  value: string;
  title: string;
  children: OrgTreeNode[];
}

function orgTree(orgs: OrgOption[]): OrgTreeNode[] {
  const nodes = new Map(orgs.map((o) => [o.id, { value: o.id, title: o.name, children: [] as OrgTreeNode[] }]));
  const roots: OrgTreeNode[] = [];
  for (const o of orgs) {
    const parent = o.parentId ? nodes.get(o.parentId) : undefined;
    const node = nodes.get(o.id);
    if (node) (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** 授权 of a granted type: the roles and organisations whose users may use it (none: everybody). */
export function KindGrantDialog({
  row,
  onClose,
  changed,
  label,
  prefix,
  queryKey,
}: CrudDialogProps<KindTypeItem> & { label: string; prefix: string; queryKey: QueryKey }) {
  const grantable = useQuery({
    queryKey: [...queryKey, 'authOptions'],
    queryFn: () => api.get<KindTypeAuthOptions>(`${prefix}/auth/options`),
    enabled: !!row,
    staleTime: 60_000,
  });
  return (
    <FormModal<{ roleCodes: string[]; orgIds: string[] }>
      open={!!row}
      title={`${label}授权：${row?.name ?? ''}`}
      initialValues={{ roleCodes: row?.grantRoleCodes ?? [], orgIds: row?.grantOrgIds ?? [] }}
      successText="授权成功"
      onClose={onClose}
      onSubmit={async (v) => {
        await api.post(`${prefix}/auth`, { id: row?.id ?? '', roleCodes: v.roleCodes ?? [], orgIds: v.orgIds ?? [] });
        await changed();
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="持有所选角色、或属于所选机构（含下级机构）的用户可以使用该类型；都不选则所有用户都可以使用。"
      />
      <FormItem label="授权角色" name="roleCodes" choice>
        <Select
          mode="multiple"
          allowClear
          loading={grantable.isFetching}
          placeholder="请选择角色"
          optionFilterProp="label"
          options={(grantable.data?.roles ?? []).map((r) => ({ value: r.code, label: r.name }))}
        />
      </FormItem>
      <FormItem label="授权机构" name="orgIds" choice>
        <TreeSelect
          multiple
          allowClear
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          treeCheckStrictly={false}
          placeholder="请选择机构"
          listHeight={400}
          treeNodeFilterProp="title"
          treeData={orgTree(grantable.data?.orgs ?? [])}
        />
      </FormItem>
    </FormModal>
  );
}
