import { type DataScopeValue, dataScopeLabel, type RoleItem, roleAddBody } from '@cppcc/contracts';
import { Input, InputNumber, Select, Switch } from 'antd';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '../zodRule';

export interface RoleFormValues {
  code: string;
  name: string;
  remark?: string | null;
  sort?: number;
  enabled?: boolean;
  dataScope?: DataScopeValue;
}

export const dataScopeOptions = (Object.entries(dataScopeLabel) as [string, string][]).map(([value, label]) => ({
  value: Number(value) as DataScopeValue,
  label,
}));

export interface RoleFormModalProps {
  /** null = closed; `role` set = edit */
  state: { role?: RoleItem } | null;
  onClose: () => void;
  onSubmit: (values: RoleFormValues) => Promise<unknown>;
}

export function RoleFormModal({ state, onClose, onSubmit }: RoleFormModalProps) {
  const role = state?.role;
  return (
    <FormModal<RoleFormValues>
      open={!!state}
      title={role ? '编辑角色' : '新增角色'}
      initialValues={role ? { ...role, dataScope: role.dataScope as DataScopeValue } : { sort: 0, enabled: true, dataScope: 4 }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormItem
        label="角色编码"
        name="code"
        required
        rules={[zodRule(roleAddBody.shape.code)]}
        extra={role ? '角色编码创建后不可修改' : undefined}
      >
        <Input maxLength={32} placeholder="小写字母开头，如 proposal_staff" disabled={!!role} />
      </FormItem>
      <FormItem label="角色名称" name="name" required rules={[{ max: 50, message: '角色名称不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入角色名称" />
      </FormItem>
      {!role && (
        <FormItem label="数据范围" name="dataScope">
          <Select options={dataScopeOptions} />
        </FormItem>
      )}
      <FormItem label="排序" name="sort">
        <InputNumber min={0} max={999999} precision={0} style={{ width: 160 }} />
      </FormItem>
      <FormItem label="启用" name="enabled" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </FormItem>
      <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入备注" />
      </FormItem>
    </FormModal>
  );
}
