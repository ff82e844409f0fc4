import { InfoPage } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Result, Row, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { editorTools } from '@/components/editorTools';
import { FormItem } from '@/components/FormItem';
import { InfoDetailView } from '../components/InfoDetailView';
import { useInfoRefresh } from '../components/InfoTable';
import { infoReportApi, infoReportKeys } from './api';
import { CheckFields, type CheckValues, checkBody, checkInitial } from './CheckFields';
import { EditingCheckFields, type EditingCheckValues, editingBody, isEditingStep } from './EditingCheckFields';

const CHECK_TOOLS = editorTools('Correction', 'AutoFormat');

/**
 * The review page (/info/check/list/{flowId}/check?id=): the item beside the check. With `edit`
 * (…/edit/check) the reviewer may change title and text first; the change is kept as a version.
 * An adopted item at the caller's editing level always shows the editor, with 通过 / 退回上一级.
 */
export default function CheckFormPage({ edit = false }: { edit?: boolean }) {
  const { flowId = 'all' } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const refresh = useInfoRefresh();
  const { message } = App.useApp();
  const [form] = Form.useForm<CheckValues>();
  const [busy, setBusy] = useState(false);
  const detail = useQuery({ queryKey: infoReportKeys.detail(id), queryFn: () => infoReportApi.detail(id), enabled: !!id });
  const queue = InfoPage.checkList(flowId);
  const back = <BackButton fallback={queue} />;
  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const item = detail.data;
  if (!item) return <Result status="404" title="信息不存在或无权查看" extra={back} />;
  const editing = isEditingStep(item.actions);
  if (!item.actions.includes('pass') && !editing) return <Result status="info" title="该信息不在您的待审环节" extra={back} />;

  const submit = async () => {
    let v: CheckValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const body = checkBody(item.id, v);
      if (editing) await infoReportApi.editCheck(editingBody(item.id, v as EditingCheckValues));
      else if (edit) await infoReportApi.editCheck({ ...body, title: (v.title ?? '').trim(), content: v.content ?? '' });
      else await infoReportApi.check(body);
      message.success('审核成功');
      await refresh();
      navigate(queue);
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={14}>
        <InfoDetailView item={item} />
      </Col>
      <Col xs={24} xl={10}>
        <Card title={editing ? '编辑审核' : edit ? '修改并审核' : '信息审核'} extra={back}>
          <Form<CheckValues>
            form={form}
            layout="vertical"
            initialValues={{ ...checkInitial, title: item.title, content: item.content }}
            autoComplete="off"
          >
            {editing && <EditingCheckFields />}
            {edit && !editing && (
              <>
                <FormItem label="信息标题" name="title" required>
                  <Input maxLength={100} showCount />
                </FormItem>
                <Form.Item label="信息内容" name="content" required rules={[richRequiredRule('信息内容')]}>
                  <RichEditor tools={CHECK_TOOLS} uploadModule="info" />
                </Form.Item>
              </>
            )}
            {!editing && <CheckFields />}
            <Button type="primary" block loading={busy} onClick={() => void submit()}>
              提交审核
            </Button>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
