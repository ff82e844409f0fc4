import {
  countDocChars,
  DEFAULT_SIMILAR_THRESHOLD,
  type InfoFullDetail,
  InfoPage,
  InfoReportApi,
  InfoState,
  type OssFile,
  type RecommendResult,
  ReporterRole,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Result, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '@/app/api/client';
import { useAppStore } from '@/app/store';
import { BackButton } from '@/components/BackButton';
import { InfoTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { editorTools } from '@/components/editorTools';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { DuplicateDrawer, IntellectProvider } from '@/components/intellect';
import { PersonPicker, type PickedPerson } from '@/components/picker';
import { FileUploader } from '@/components/upload';
import { useInfoRefresh } from '../components/InfoTable';
import { infoReportApi, infoReportKeys } from './api';

export interface ReportValues {
  title?: string;
  typeId?: string;
  content?: string;
  writerNames?: string;
  contactPhone?: string;
  joints?: PickedPerson[];
  files?: OssFile[];
}

export const ReportText = {
  addTitle: '报送信息',
  editTitle: '修改信息',
  noFlow: '该信息类别尚未设置审核流程',
  selfJoint: '不能选择本人作为联名人',
} as const;

const EDITOR_TOOLS = editorTools('Duplicate', 'Correction', 'AutoFormat', 'Polishing', 'Quote');
const CONTENT_MAX = 50_000;

/** /social/reportForm (also /info/reportForm): ?id= edits a draft or a returned item. */
export default function ReportFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useQuery({ queryKey: infoReportKeys.detail(id ?? ''), queryFn: () => infoReportApi.detail(id!), enabled: !!id });
  const back = <BackButton fallback={InfoPage.reportList} />;
  if (id && detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (id && !detail.data) return <Result status="404" title="信息不存在或无权查看" extra={back} />;
  if (detail.data && !detail.data.actions.includes('save')) return <Result status="info" title="该信息当前不能修改" extra={back} />;
  return <ReportForm item={detail.data ?? null} />;
}

function valuesOf(item: InfoFullDetail | null): ReportValues {
  if (!item) return { joints: [], files: [] };
  return {
    title: item.title,
    typeId: item.typeId,
    content: item.content,
    writerNames: item.writerNames ?? undefined,
    contactPhone: item.contactPhone ?? undefined,
    joints: item.reporters
      .filter((r) => r.role === ReporterRole.joint && r.joint !== 0)
      .map((r) => ({ userId: r.userId, userType: 3, name: r.name })),
    files: item.attachments,
  };
}

/**
 * Title, category (with a recommendation from the text), the rich text with the intelligent
 * tools and a word count, writer and phone, co-reporters, attachments. 报送 shows the duplicate
 * check first; 确定提交 in it sends the item into review.
 */
export function ReportForm({ item }: { item: InfoFullDetail | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useInfoRefresh();
  const me = useAppStore((s) => s.user);
  const [form] = Form.useForm<ReportValues>();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [checking, setChecking] = useState(false);
  const [suggested, setSuggested] = useState<RecommendResult | null>(null);
  // thresholdInfo (spec 002 §5): the office sets it; until it answers, the platform's default
  const setting = useQuery({ queryKey: infoReportKeys.setting, queryFn: infoReportApi.setting });
  const threshold = setting.data?.thresholdInfo ?? DEFAULT_SIMILAR_THRESHOLD;
  const content = Form.useWatch('content', form) ?? '';
  const returned = item?.state === InfoState.returned;

  const save = async (submit: boolean) => {
    const v = form.getFieldsValue(true) as ReportValues;
    const body = {
      typeId: v.typeId ?? '',
      title: (v.title ?? '').trim(),
      content: v.content ?? '',
      writerNames: v.writerNames?.trim() || null,
      contactPhone: v.contactPhone?.trim() || null,
      jointUserIds: (v.joints ?? []).map((j) => j.userId),
      fileIds: (v.files ?? []).map((f) => f.id),
      submit,
    };
    setBusy(submit ? 'submit' : 'save');
    try {
      if (item) await infoReportApi.update({ id: item.id, ...body });
      else await infoReportApi.add(body);
      message.success(submit ? '报送成功' : '保存成功');
      void refresh();
      navigate(InfoPage.reportList);
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(null);
      setChecking(false);
    }
  };

  const valid = async () => {
    try {
      await form.validateFields();
      return true;
    } catch {
      return false;
    }
  };

  const onSubmit = async () => {
    if (!(await valid())) return;
    const typeId = form.getFieldValue('typeId') as string;
    const flow = await infoReportApi.hasFlow(typeId).catch(() => null);
    if (flow && !flow.exists) {
      message.error(ReportText.noFlow);
      return;
    }
    setChecking(true);
  };

  const recommend = async () => {
    const v = form.getFieldsValue(['title', 'content']) as ReportValues;
    if (!v.content) {
      message.warning('请先填写信息内容');
      return;
    }
    setSuggested(await api.post<RecommendResult>(InfoReportApi.typeRecommend, { title: v.title ?? '', content: v.content, limit: 3 }));
  };

  return (
    <IntellectProvider kind="info" threshold={threshold} excludeId={item?.id ?? null}>
      <Form<ReportValues> form={form} layout="horizontal" labelCol={{ flex: '110px' }} initialValues={valuesOf(item)} autoComplete="off">
        <FormCard
          title={item ? ReportText.editTitle : ReportText.addTitle}
          extra={<BackButton fallback={InfoPage.reportList} />}
          footer={
            <>
              <Button
                onClick={async () => {
                  if (await valid()) await save(false);
                }}
                loading={busy === 'save'}
                disabled={!!busy && busy !== 'save'}
              >
                {returned ? '保存' : '保存草稿'}
              </Button>
              <Button type="primary" onClick={() => void onSubmit()} loading={busy === 'submit'} disabled={!!busy && busy !== 'submit'}>
                {returned ? '重新报送' : '报送'}
              </Button>
            </>
          }
        >
          {returned && item?.backReason && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} title={`退回理由：${item.backReason}`} />
          )}
          <FormItem label="信息标题" name="title" required>
            <Input maxLength={100} showCount placeholder="请输入信息标题" />
          </FormItem>
          <Form.Item
            label="信息类别"
            required
            extra={suggested && <Suggestions result={suggested} onPick={(typeId) => form.setFieldValue('typeId', typeId)} />}
          >
            <Space.Compact style={{ width: '100%' }}>
              <FormItem name="typeId" noStyle required ruleLabel="信息类别">
                <InfoTypeTreeSelect leafOnly placeholder="请选择信息类别" />
              </FormItem>
              <Button onClick={() => void recommend()}>推荐类别</Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            label="信息内容"
            name="content"
            required
            rules={[richRequiredRule('信息内容')]}
            extra={<span>已输入{countDocChars(new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '')}字</span>}
          >
            <RichEditor
              maxCount={CONTENT_MAX}
              counter={countDocChars}
              tools={EDITOR_TOOLS}
              placeholder="请输入信息内容"
              uploadModule="info"
            />
          </Form.Item>
          <FormItem label="执笔人" name="writerNames">
            <Input maxLength={100} placeholder="多人以顿号分隔" />
          </FormItem>
          <FormItem label="联系电话" name="contactPhone">
            <Input maxLength={30} />
          </FormItem>
          <FormItem
            label="联名人"
            name="joints"
            extra="报送后联名人确认同意方计入联名"
            rules={[
              {
                validator: async (_r, v: PickedPerson[] | undefined) => {
                  if (me && v?.some((p) => p.userId === me.userId)) throw new Error(ReportText.selfJoint);
                },
              },
            ]}
          >
            <PersonPicker sources={['member', 'infoCollective', 'collective']} title="选择联名人" allowEmpty />
          </FormItem>
          <FormItem label="附件" name="files">
            <FileUploader module="info" />
          </FormItem>
          <Typography.Paragraph type="secondary" style={{ marginLeft: 110 }}>
            报送前将进行信息查重；草稿仅本人可见。
          </Typography.Paragraph>
        </FormCard>
      </Form>
      <DuplicateDrawer
        open={checking}
        onClose={() => setChecking(false)}
        content={content}
        kind="info"
        threshold={threshold}
        excludeId={item?.id ?? null}
        onConfirm={() => void save(true)}
      />
    </IntellectProvider>
  );
}

function Suggestions({ result, onPick }: { result: RecommendResult; onPick: (typeId: string) => void }) {
  if (!result.list.length) return <Typography.Text type="secondary">暂无推荐类别</Typography.Text>;
  return (
    <Space size={4} wrap>
      <Typography.Text type="secondary">推荐：</Typography.Text>
      {result.list.map((r) => (
        <Tag key={r.id} color="blue" style={{ cursor: 'pointer' }} onClick={() => onPick(r.id)}>
          {r.name}
        </Tag>
      ))}
    </Space>
  );
}
