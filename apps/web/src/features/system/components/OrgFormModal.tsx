import { OrgKind, type OrgKindValue, type OrgNode, orgKindLabel } from '@cppcc/contracts';
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { OrgTreeSelect } from './OrgTreeSelect';
import { collectiveTypeOptions } from './UserFormModal';

export interface OrgFormValues {
  parentId?: string | null;
  name: string;
  easyName?: string | null;
  kind: OrgKindValue;
  collectiveType?: number | null;
  address?: string | null;
  phone?: string | null;
  sort?: number;
  enabled?: boolean;
}

export interface OrgFormModalProps {
  /** null = closed; `org` set = edit; otherwise add under `parentId` */
  state: { org?: OrgNode; parentId?: string | null } | null;
  onClose: () => void;
  onSubmit: (values: OrgFormValues) => Promise<unknown>;
}

export function OrgFormModal({ state, onClose, onSubmit }: OrgFormModalProps) {
  const [form] = Form.useForm<OrgFormValues>();
  const kind = Form.useWatch('kind', form);
  const org = state?.org;
  const initialValues: Partial<OrgFormValues> = org
    ? { ...org, parentId: org.parentId ?? undefined }
    : { parentId: state?.parentId ?? undefined, kind: OrgKind.internal, sort: 0, enabled: true };
  return (
    <FormModal<OrgFormValues>
      open={!!state}
      title={org ? '编辑机构' : '新增机构'}
      form={form}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(v) =>
        onSubmit({ ...v, parentId: v.parentId ?? null, collectiveType: v.kind === OrgKind.unit ? (v.collectiveType ?? null) : null })
      }
    >
      <FormItem label="上级机构" name="parentId" choice>
        <OrgTreeSelect excludeId={org?.id} placeholder="不选则为顶级机构" />
      </FormItem>
      <FormItem label="机构名称" name="name" required rules={[{ max: 100, message: '机构名称不能超过100个字' }]}>
        <Input maxLength={100} placeholder="请输入机构名称" />
      </FormItem>
      <FormItem label="简称" name="easyName" rules={[{ max: 50, message: '简称不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入简称" />
      </FormItem>
      <FormItem label="机构类别" name="kind" required>
        <Radio.Group options={Object.entries(orgKindLabel).map(([value, label]) => ({ value, label }))} />
      </FormItem>
      {kind === OrgKind.unit && (
        <FormItem label="集体用户类型" name="collectiveType" required>
          <Select options={collectiveTypeOptions} placeholder="请选择集体用户类型" />
        </FormItem>
      )}
      <FormItem label="地址" name="address" rules={[{ max: 200, message: '地址不能超过200个字' }]}>
        <Input maxLength={200} placeholder="请输入地址" />
      </FormItem>
      <FormItem label="电话" name="phone" rules={[{ max: 50, message: '电话不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入电话" />
      </FormItem>
      <FormItem label="排序" name="sort">
        <InputNumber min={0} max={999999} precision={0} style={{ width: 160 }} />
      </FormItem>
      <FormItem label="启用" name="enabled" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </FormItem>
    </FormModal>
  );
}
