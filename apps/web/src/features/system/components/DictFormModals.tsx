import { type DictItem, type DictTypeItem, typeNameSchema } from '@cppcc/contracts';
import { Input, InputNumber, Switch } from 'antd';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '../zodRule';

export interface DictTypeFormValues {
  typeName: string;
  title: string;
  remark?: string | null;
}

export function DictTypeFormModal(props: {
  state: { type?: DictTypeItem } | null;
  onClose: () => void;
  onSubmit: (v: DictTypeFormValues) => Promise<unknown>;
}) {
  const type = props.state?.type;
  return (
    <FormModal<DictTypeFormValues>
      open={!!props.state}
      title={type ? '编辑字典类型' : '新增字典类型'}
      initialValues={type}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      width={560}
    >
      <FormItem label="字典类型" name="typeName" required rules={[zodRule(typeNameSchema)]}>
        <Input maxLength={64} placeholder="字母开头，如 sex" disabled={!!type} />
      </FormItem>
      <FormItem label="字典名称" name="title" required rules={[{ max: 50, message: '字典名称不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入字典名称" />
      </FormItem>
      <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
        <Input.TextArea rows={3} maxLength={200} placeholder="请输入备注" />
      </FormItem>
    </FormModal>
  );
}

export interface DictItemFormValues {
  paramCode: string;
  paramName: string;
  easyName?: string | null;
  sort?: number;
  enabled?: boolean;
  remark?: string | null;
}

export function DictItemFormModal(props: {
  state: { item?: DictItem } | null;
  onClose: () => void;
  onSubmit: (v: DictItemFormValues) => Promise<unknown>;
}) {
  const item = props.state?.item;
  return (
    <FormModal<DictItemFormValues>
      open={!!props.state}
      title={item ? '编辑字典项' : '新增字典项'}
      initialValues={item ?? { sort: 0, enabled: true }}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      width={560}
    >
      <FormItem label="字典编码" name="paramCode" required rules={[{ max: 32, message: '字典编码不能超过32个字符' }]}>
        <Input maxLength={32} placeholder="请输入字典编码" />
      </FormItem>
      <FormItem label="字典名称" name="paramName" required rules={[{ max: 100, message: '字典名称不能超过100个字' }]}>
        <Input maxLength={100} placeholder="请输入字典名称" />
      </FormItem>
      <FormItem label="简称" name="easyName" rules={[{ max: 50, message: '简称不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入简称" />
      </FormItem>
      <FormItem label="排序" name="sort">
        <InputNumber min={0} max={999999} precision={0} style={{ width: 160 }} />
      </FormItem>
      <FormItem label="启用" name="enabled" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </FormItem>
      <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
        <Input.TextArea rows={2} maxLength={200} placeholder="请输入备注" />
      </FormItem>
    </FormModal>
  );
}
