import { type DictTypeItem, typeNameSchema } from '@cppcc/contracts';
import { Input } from 'antd';
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
