import { MEET_KINDS, type MeetKind, meetKindLabel, type OssFile } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Radio, Select, Spin } from 'antd';
import { useState } from 'react';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { formatDateTime } from '@/components/format';
import { FileUploader } from '@/components/upload';
import { listAffairFiles } from '@/components/upload/ossApi';
import { resultApi, resultKeys } from './api';

type Values = { kind: MeetKind; recordId?: string; title?: string; content?: string; files?: OssFile[] };

export interface ResultFormProps {
  /** the kind; the member's form lets them choose it (会议 or 活动) */
  kind: MeetKind;
  /** staff record a result of any record they may open; a member reports for one they attended */
  member?: boolean;
  /** the record it belongs to, fixed when the form was opened from the record's results */
  recordId?: string;
  /** editing an existing result */
  resultId?: string;
  /** after saving or cancelling */
  onDone: (saved: boolean) => void;
}

/** The result form (成果): the record, a title, the rich-text content and attachments. */
export function ResultForm({ kind: initialKind, member = false, recordId, resultId, onDone }: ResultFormProps) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const kind = (Form.useWatch('kind', form) ?? initialKind) as MeetKind;
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const r = resultApi(kind);
  const existing = useQuery({
    queryKey: resultKeys.detail(initialKind, resultId ?? ''),
    queryFn: async () => {
      const [d, files] = await Promise.all([
        resultApi(initialKind).detail(resultId as string),
        listAffairFiles(resultId as string).catch(() => []),
      ]);
      form.setFieldsValue({ kind: initialKind, recordId: d.recordId, title: d.title, content: d.content, files });
      return d;
    },
    enabled: !!resultId,
  });
  const attended = useQuery({ queryKey: resultKeys.attended(kind), queryFn: r.attended, enabled: member });
  const found = useQuery({
    queryKey: ['meetActivity', 'results', kind, 'find', keyword],
    queryFn: () => r.findRecords(keyword),
    enabled: !member && !recordId,
  });
  const options = member
    ? (attended.data ?? []).map((x) => ({ value: x.id, label: `${x.title}（${formatDateTime(x.startTime, 'YYYY-MM-DD')}）` }))
    : (found.data?.list ?? []).map((x) => ({ value: x.id, label: `${x.title}（${formatDateTime(x.startTime, 'YYYY-MM-DD')}）` }));
  if (existing.data && !options.some((o) => o.value === existing.data.recordId))
    options.unshift({ value: existing.data.recordId, label: existing.data.recordTitle });

  const save = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const body = {
      recordId: recordId ?? v.recordId ?? '',
      title: (v.title ?? '').trim(),
      content: v.content ?? '',
      fileIds: (v.files ?? []).map((f) => f.id),
    };
    setSaving(true);
    try {
      if (resultId) await r.update({ id: resultId, ...body });
      else await r.add(body);
      message.success(member && !resultId ? '成果已上报' : '保存成功');
      await qc.invalidateQueries({ queryKey: resultKeys.all });
      onDone(true);
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  if (resultId && existing.isLoading) return <Spin />;
  return (
    <Form form={form} labelCol={{ flex: '110px' }} initialValues={{ kind: initialKind, recordId }}>
      <FormCard
        title={resultId ? '编辑成果' : member ? '上报成果' : '新增成果'}
        footer={
          <>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {member && !resultId ? '上报' : '保存'}
            </Button>
            <Button onClick={() => onDone(false)}>取消</Button>
          </>
        }
      >
        {member && !resultId ? (
          <Form.Item name="kind" label="类别">
            <Radio.Group
              options={MEET_KINDS.map((k) => ({ value: k, label: meetKindLabel[k] }))}
              onChange={() => form.setFieldValue('recordId', undefined)}
            />
          </Form.Item>
        ) : null}
        {recordId ? null : (
          <FormItem
            name="recordId"
            label={`所属${meetKindLabel[kind]}`}
            required
            extra={member ? `只能为本人出席的${meetKindLabel[kind]}上报成果` : undefined}
          >
            <Select
              showSearch
              placeholder={`请选择${meetKindLabel[kind]}`}
              filterOption={member ? (input, o) => String(o?.label ?? '').includes(input) : false}
              onSearch={member ? undefined : setKeyword}
              loading={attended.isLoading || found.isFetching}
              options={options}
              notFoundContent={member ? `暂无出席的${meetKindLabel[kind]}` : undefined}
            />
          </FormItem>
        )}
        <FormItem name="title" label="成果标题" required>
          <Input maxLength={200} />
        </FormItem>
        <Form.Item label="成果内容" name="content" required rules={[richRequiredRule('成果内容')]}>
          <RichEditor placeholder="请输入成果内容" uploadModule={kind} />
        </Form.Item>
        <FormItem label="附件" name="files">
          <FileUploader module={kind} />
        </FormItem>
      </FormCard>
    </Form>
  );
}
