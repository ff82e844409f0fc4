import type { OssFile } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Result, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { chinaYear } from '@/app/format';
import { BackButton } from '@/components/BackButton';
import { YearPicker } from '@/components/DatePickers';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { FileUploader } from '@/components/upload';
import { proposalApi, proposalKeys } from '../api';
import { unitApi } from './api';
import { LIST, useSummary } from './yearSummaryShared';

interface FormValues {
  year?: number;
  title?: string;
  content?: string;
  files?: OssFile[];
}

/** yearSummary/form: 修改 with an id, 提交 without (spec 001 §2.5); 暂存 keeps a draft, 提交 sends it to the office. */
export function YearSummaryFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const summary = useSummary(id);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  const [filesReady, setFilesReady] = useState(!id);

  useEffect(() => {
    const s = summary.data;
    if (!s) return;
    form.setFieldsValue({ year: s.year, title: s.title, content: s.content });
    let live = true;
    proposalApi
      .files(s.fileIds)
      .then((files) => live && form.setFieldsValue({ files }))
      .finally(() => live && setFilesReady(true));
    return () => {
      live = false;
    };
  }, [summary.data, form]);

  const save = async (submit: boolean) => {
    let v: FormValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(submit ? 'submit' : 'draft');
    try {
      const fileIds = (v.files ?? []).map((f) => f.id);
      const body = { year: v.year as number, title: (v.title ?? '').trim(), content: v.content ?? '', fileIds, submit };
      if (id) await unitApi.yearSummaryUpdate({ id, ...body });
      else await unitApi.yearSummaryAdd(body);
      message.success(submit ? '提交成功' : '保存成功');
      await client.invalidateQueries({ queryKey: proposalKeys.all });
      navigate(LIST);
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(null);
    }
  };

  if (id && summary.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (id && !summary.data) return <Result status="404" title="年度总结不存在" extra={<BackButton fallback={LIST} />} />;
  if (summary.data?.state === 1) return <Result status="info" title="年度总结已提交，不能修改" extra={<BackButton fallback={LIST} />} />;

  return (
    <FormCard
      title={id ? '修改' : '提交'}
      extra={<BackButton fallback={LIST} />}
      footer={
        <>
          <Button onClick={() => navigate(LIST)}>取消</Button>
          <Button onClick={() => save(false)} loading={saving === 'draft'} disabled={!!saving || !filesReady}>
            暂存
          </Button>
          <Button type="primary" onClick={() => save(true)} loading={saving === 'submit'} disabled={!!saving || !filesReady}>
            提交
          </Button>
        </>
      }
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={{ year: chinaYear(), files: [] }} autoComplete="off">
        <Space size={24} wrap style={{ display: 'flex' }}>
          <FormItem label="年度" name="year" required>
            <YearPicker valueType="number" style={{ width: 160 }} />
          </FormItem>
          <FormItem label="标题" name="title" required>
            <Input maxLength={100} showCount placeholder="请输入标题" style={{ width: 520 }} />
          </FormItem>
        </Space>
        <Form.Item label="总结内容" name="content" rules={[richRequiredRule('总结内容')]}>
          <RichEditor placeholder="请输入总结内容" intelligent={false} />
        </Form.Item>
        <FormItem label="附件" name="files">
          <FileUploader />
        </FormItem>
      </Form>
    </FormCard>
  );
}
