import { DOWNLOAD_DESCRIPTION_MAX, DOWNLOAD_TITLE_MAX, type DownloadDetail, type DownloadSaveBody, type OssFile } from '@cppcc/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { PersonPicker, type PickedPerson } from '@/components/picker';
import { SwitchField } from '@/components/SwitchField';
import { FileUploader } from '@/components/upload';
import { useDownloadTypes } from './api';
import { type OnlineDoc, OnlineDocField } from './OnlineDocField';

/** attachments are uploaded under their own module, whose file policy follows the item's visibility */
export const DOWNLOAD_FILE_MODULE = 'download';

export interface DownloadFormValues {
  title: string;
  typeCode: string;
  description?: string | null;
  files?: OssFile[];
  doc?: OnlineDoc | null;
  visible?: PickedPerson[];
  published: boolean;
  sort: number;
}

export function toSaveBody(v: DownloadFormValues): DownloadSaveBody {
  return {
    title: v.title,
    typeCode: v.typeCode,
    description: v.description ?? null,
    fileIds: (v.files ?? []).map((f) => f.id),
    docFileId: v.doc?.fileId ?? null,
    visibleUserIds: (v.visible ?? []).map((p) => p.userId),
    published: v.published,
    sort: v.sort ?? 0,
  };
}

export function toFormValues(d: DownloadDetail): DownloadFormValues {
  return {
    title: d.title,
    typeCode: d.typeCode,
    description: d.description,
    files: d.files,
    doc: d.docFileId ? { fileId: d.docFileId, title: d.docTitle ?? '在线文档' } : null,
    visible: d.visiblePeople.map((p) => ({ userId: p.userId, userType: p.userType, name: p.name })),
    published: d.published,
    sort: d.sort,
  };
}

export interface DownloadFormModalProps {
  open: boolean;
  /** the item being edited; none = add */
  item?: DownloadDetail | null;
  onClose: () => void;
  onSubmit: (body: DownloadSaveBody) => Promise<unknown>;
}

/** 新增 / 编辑 a download item (the downloadForm of spec 001 §2.11, as a dialog of the list). */
export function DownloadFormModal({ open, item, onClose, onSubmit }: DownloadFormModalProps) {
  const [form] = Form.useForm<DownloadFormValues>();
  const types = useDownloadTypes();
  const typeOptions = (types.data ?? []).map((t) => ({ value: t.code, label: t.name }));
  // a type stopped after the item was filed stays choosable for it
  if (item && !typeOptions.some((o) => o.value === item.typeCode)) typeOptions.push({ value: item.typeCode, label: item.typeName });
  const initialValues: Partial<DownloadFormValues> = item
    ? toFormValues(item)
    : { files: [], doc: null, visible: [], published: true, sort: 0 };

  return (
    <FormModal<DownloadFormValues>
      open={open}
      title={item ? '编辑下载资料' : '新增下载资料'}
      form={form}
      width={760}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(v) => onSubmit(toSaveBody(v))}
    >
      <FormItem label="标题" name="title" required rules={[{ max: DOWNLOAD_TITLE_MAX, message: `标题不能超过${DOWNLOAD_TITLE_MAX}个字` }]}>
        <Input maxLength={DOWNLOAD_TITLE_MAX} placeholder="请输入标题" showCount />
      </FormItem>
      <FormItem label="下载类型" name="typeCode" required>
        <Select
          options={typeOptions}
          loading={types.isLoading}
          placeholder="请选择下载类型"
          aria-label="下载类型"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </FormItem>
      <FormItem
        label="说明"
        name="description"
        rules={[{ max: DOWNLOAD_DESCRIPTION_MAX, message: `说明不能超过${DOWNLOAD_DESCRIPTION_MAX}个字` }]}
      >
        <Input.TextArea rows={3} maxLength={DOWNLOAD_DESCRIPTION_MAX} showCount placeholder="请输入说明" />
      </FormItem>
      <FormItem
        label="附件"
        name="files"
        dependencies={['doc']}
        rules={[
          {
            validator: async (_, files: OssFile[] | undefined) => {
              if (!files?.length && !form.getFieldValue('doc')) throw new Error('请上传附件或新建在线文档');
            },
          },
        ]}
      >
        <FileUploader module={DOWNLOAD_FILE_MODULE} />
      </FormItem>
      <FormItem label="在线文档" name="doc">
        <OnlineDocField />
      </FormItem>
      <FormItem label="可见人员" name="visible" extra="不选择则所有委员和机关工作人员可见">
        <PersonPicker sources={['member', 'staff']} title="选择可见人员" placeholder="全部人员" allowEmpty />
      </FormItem>
      <FormItem label="发布状态" name="published">
        <SwitchField<boolean> checkedValue={true} uncheckedValue={false} checkedText="发布" uncheckedText="不发布" label="发布状态" />
      </FormItem>
      <FormItem label="排序" name="sort" required rules={[{ type: 'number', min: 0, max: 9999, message: '排序为0到9999的整数' }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} aria-label="排序" />
      </FormItem>
    </FormModal>
  );
}
