import { type OssFile, ProposalPage, proposalStateLabel, ProposalState as S, UserType } from '@cppcc/contracts';
import { App, Button, Form, Input, InputNumber, Radio, Result, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { ProposalTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { DateInput } from '@/components/DatePickers';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { FileUploader } from '@/components/upload';
import { proposalApi } from '../api';
import { useProposalSessions } from '../components/ProposalListPage';
import { useProposalDetail, useProposalRefresh } from '../components/useProposal';
import type { RecordInput } from '../contractTypes';
import { afterApi } from './api';

const LIST = ProposalPage.recordList;
/** What a historical proposal became: concluded, or one of the not-filed destinations. */
const RECORD_STATES = [S.concluded, S.otherWay, S.toPublicOpinion, S.toMemberLetter] as const;
const MEMBER = UserType.member;
const COLLECTIVE = UserType.collective;

interface Values {
  sessionId?: string;
  number?: number | null;
  title?: string;
  proposerType?: typeof MEMBER | typeof COLLECTIVE;
  proposerName?: string;
  typeId?: string | null;
  state?: (typeof RECORD_STATES)[number];
  unitNames?: string;
  submittedAt?: string | null;
  content?: string;
  files?: OssFile[];
}

/**
 * recordProposalForm: staff enter a historical proposal (系统录入, `isRecord`) with its outcome
 * already known — concluded, or not filed and where it went. `?id=` edits an entered one.
 */
export default function RecordProposalFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useProposalDetail(id || null);
  const sessions = useProposalSessions();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useProposalRefresh();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const p = detail.data;
    if (!p) return;
    form.setFieldsValue({
      sessionId: p.sessionId,
      number: p.number,
      title: p.title,
      proposerType: p.proposerType === COLLECTIVE ? COLLECTIVE : MEMBER,
      proposerName: p.proposerName,
      typeId: p.typeId,
      state: (RECORD_STATES as readonly number[]).includes(p.state) ? (p.state as Values['state']) : S.concluded,
      unitNames: p.unitNames ?? '',
      submittedAt: p.submittedAt ? p.submittedAt.slice(0, 10) : null,
      content: p.content,
    });
    let live = true;
    proposalApi.files(p.fileIds).then((files) => live && form.setFieldsValue({ files }));
    return () => {
      live = false;
    };
  }, [detail.data, form]);

  if (id && detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (id && !detail.data) return <Result status="404" title="提案不存在或无权查看" extra={<BackButton fallback={LIST} />} />;
  if (id && detail.data && !detail.data.isRecord)
    return <Result status="warning" title="只能修改录入的历史提案" extra={<BackButton fallback={LIST} />} />;

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const fileIds = (v.files ?? []).map((f) => f.id);
      const body: RecordInput = {
        sessionId: v.sessionId as string,
        number: v.number ?? null,
        title: (v.title ?? '').trim(),
        content: v.content ?? '',
        typeId: v.typeId ?? null,
        proposerName: (v.proposerName ?? '').trim(),
        proposerType: v.proposerType ?? MEMBER,
        state: v.state ?? S.concluded,
        unitNames: v.unitNames?.trim() || null,
        submittedAt: v.submittedAt || null,
        fileIds,
      };
      if (id) await afterApi.recordUpdate({ id, ...body });
      else await afterApi.recordAdd(body);
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
    <FormCard title={id ? '修改历史提案' : '录入历史提案'} extra={<BackButton fallback={LIST} />}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ proposerType: MEMBER, state: S.concluded, files: [] }}
        onFinish={submit}
        autoComplete="off"
      >
        <Space size={24} wrap style={{ display: 'flex' }} align="start">
          <FormItem label="提案届次" name="sessionId" required>
            <Select
              style={{ width: 260 }}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="请选择提案届次"
              loading={sessions.isLoading}
              options={(sessions.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </FormItem>
          <FormItem label="案号" name="number" rules={[{ type: 'number', min: 1, message: '案号必须大于0' }]}>
            <InputNumber min={1} precision={0} style={{ width: 160 }} placeholder="请输入案号" />
          </FormItem>
          <FormItem label="提交日期" name="submittedAt">
            <DateInput style={{ width: 180 }} />
          </FormItem>
        </Space>
        <FormItem label="提案标题" name="title" required>
          <Input maxLength={100} showCount placeholder="请输入提案标题" />
        </FormItem>
        <Space size={24} wrap style={{ display: 'flex' }} align="start">
          <FormItem label="提案人类型" name="proposerType" required>
            <Radio.Group
              options={[
                { value: MEMBER, label: '委员' },
                { value: COLLECTIVE, label: '集体' },
              ]}
            />
          </FormItem>
          <FormItem label="提案人" name="proposerName" required extra="多人时用顿号分隔">
            <Input maxLength={200} style={{ width: 320 }} placeholder="请输入提案人" />
          </FormItem>
          <FormItem label="提案类别" name="typeId">
            <ProposalTypeTreeSelect allowClear style={{ width: 260 }} placeholder="请选择提案类别" />
          </FormItem>
        </Space>
        <Space size={24} wrap style={{ display: 'flex' }} align="start">
          <FormItem label="办理结果" name="state" required>
            <Select style={{ width: 200 }} options={RECORD_STATES.map((s) => ({ value: s, label: proposalStateLabel[s] }))} />
          </FormItem>
          <FormItem label="承办单位" name="unitNames" rules={[{ max: 500, message: '承办单位不能超过500个字' }]}>
            <Input maxLength={500} style={{ width: 480 }} placeholder="请输入承办单位，多个用顿号分隔" />
          </FormItem>
        </Space>
        <Form.Item label="提案内容" name="content" rules={[richRequiredRule('提案内容')]}>
          <RichEditor placeholder="请输入提案内容" intelligent={false} />
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
