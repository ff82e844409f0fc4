import type { OssFile } from '@cppcc/contracts';
import { ProposalPage } from '@cppcc/contracts';
import { App, Button, Form, Input, Result, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { ProposalTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { FileUploader } from '@/components/upload';
import { proposalApi } from '../api';
import { StateTag } from '../components/columns';
import { useRouteProposal } from '../components/RouteProposal';
import { proposalStates } from '../components/stateLabels';
import { useProposalRefresh } from '../components/useProposal';
import { afterApi } from './api';

const LIST = ProposalPage.allList;

interface Values {
  title?: string;
  typeId?: string | null;
  content?: string;
  files?: OssFile[];
}

/**
 * allProposalListForm: the office corrects a proposal's title, category, content and attachments
 * (a typo, a wrong category); its state changes only through the steps of the flow.
 */
export default function AllProposalListFormPage() {
  const { id, detail } = useRouteProposal();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useProposalRefresh();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const p = detail.data;
    if (!p) return;
    form.setFieldsValue({ title: p.title, typeId: p.typeId, content: p.content });
    let live = true;
    proposalApi.files(p.fileIds).then((files) => live && form.setFieldsValue({ files }));
    return () => {
      live = false;
    };
  }, [detail.data, form]);

  if (!id) return <Result status="warning" title="请从列表中选择提案" extra={<BackButton fallback={LIST} />} />;
  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const p = detail.data;
  if (!p) return <Result status="404" title="提案不存在或无权查看" extra={<BackButton fallback={LIST} />} />;
  if (!p.actions.includes('officeEdit')) return <Result status="info" title="该提案当前不能修改" extra={<BackButton fallback={LIST} />} />;

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const fileIds = (v.files ?? []).map((f) => f.id);
      await afterApi.officeUpdate({ id: p.id, title: (v.title ?? '').trim(), content: v.content ?? '', typeId: v.typeId ?? null, fileIds });
      message.success('保存成功');
      void refresh();
      navigate(LIST);
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormCard
      title={
        <Space>
          <span>修改提案</span>
          <StateTag table={proposalStates} code={p.state} />
        </Space>
      }
      extra={<BackButton fallback={LIST} />}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ files: [] }} onFinish={submit} autoComplete="off">
        <FormItem label="提案标题" name="title" required>
          <Input maxLength={100} showCount placeholder="请输入提案标题" />
        </FormItem>
        <FormItem label="提案类别" name="typeId">
          <ProposalTypeTreeSelect allowClear leafOnly style={{ width: 320 }} placeholder="请选择提案类别" />
        </FormItem>
        <Form.Item label="提案内容" name="content" rules={[richRequiredRule('提案内容')]}>
          <RichEditor placeholder="请输入提案内容" />
        </Form.Item>
        <FormItem label="附件" name="files">
          <FileUploader />
        </FormItem>
        <Form.Item style={{ marginBottom: 0 }}>
          <Space style={{ display: 'flex', justifyContent: 'center' }}>
            <Button onClick={() => navigate(LIST)}>取消</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </FormCard>
  );
}
