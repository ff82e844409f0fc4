import {
  countDocChars,
  type OssFile,
  ProposalPerm as P,
  type ProposalDetail,
  ProposalPage,
  type ProposalSessionInfo,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { useAppStore } from '@/app/store';
import { BackButton } from '@/components/BackButton';
import { ProposalTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { editorTools } from '@/components/editorTools';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { DuplicateDrawer, IntellectProvider } from '@/components/intellect';
import { PersonPicker, type PickedPerson } from '@/components/picker';
import { FileUploader } from '@/components/upload';
import { proposalApi, proposalKeys } from '../api';
import { useProposalFiles } from '../components/ProposalFiles';
import { useProposalDetail, useProposalRefresh } from '../components/useProposal';

/** member: member/addProposal; collective: addProposal (collective users, and office staff entering for a proposer); sendBack: sendBackProposal/editProposal. */
export type DraftMode = 'member' | 'collective' | 'sendBack';

export interface DraftValues {
  title?: string;
  typeId?: string;
  content?: string;
  joints?: PickedPerson[];
  files?: OssFile[];
  proposer?: PickedPerson[];
  sms?: boolean;
}

export const DraftText = {
  tooLong: (limit: number, words: number) => `提案内容不能超过${limit}字，当前${words}字`,
  selfJoint: '不能选择本人作为联名人',
  oneProposer: '只能选择一位提案人',
  notOpen: (name: string) => `「${name}」未开放提案提交`,
  noSession: '暂无提案届次，请联系提案委员会办公室',
} as const;

/** Plain text of editor HTML, entities decoded; counted as the server counts (white space out, a run of digits or letters = 1). */
export function proposalWords(html: string | null | undefined): number {
  if (!html) return 0;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return countDocChars(text);
}

const listOf: Record<DraftMode, string> = {
  member: ProposalPage.myList,
  collective: ProposalPage.myList,
  sendBack: ProposalPage.sendBackList,
};

const EDITOR_TOOLS = editorTools('Duplicate', 'Correction', 'AutoFormat', 'Polishing', 'Detection', 'Quote');

/**
 * Drafting and revising a proposal: title, category, content (rich text with the
 * intelligent tools; the session's word limit), co-signers, attachments.
 * 保存草稿 keeps it as a draft; 提交 checks every rule and, when the session asks for it
 * (isOpenCheckSimilar 1), shows the duplicate-check report first: 确定提交 submits.
 */
export default function ProposalDraftPage({ mode }: { mode: DraftMode }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useProposalDetail(id);
  const session = useQuery({
    queryKey: proposalKeys.sessionInfo(detail.data?.sessionId),
    queryFn: () => proposalApi.sessionInfo(detail.data?.sessionId),
    enabled: !id || !!detail.data,
    staleTime: 60_000,
  });

  if ((id && detail.isLoading) || session.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const back = <BackButton fallback={listOf[mode]} />;
  if (id && !detail.data) return <Result status="404" title="提案不存在或无权查看" extra={back} />;
  if (!session.data) return <Result status="warning" title={DraftText.noSession} extra={back} />;
  if (detail.data && !detail.data.actions.includes('save')) return <Result status="info" title="该提案当前不能修改" extra={back} />;
  return <DraftForm mode={mode} session={session.data} proposal={detail.data ?? null} />;
}

/**
 * A new proposal's page is titled as its menu entry, 提交提案, whoever opens it (the breadcrumb says the same);
 * the office's 代录 shows in the form (the proposer it is entered for), not in a title of its own.
 */
const SUBMIT_TITLE = '提交提案';

function DraftForm({ mode, session, proposal }: { mode: DraftMode; session: ProposalSessionInfo; proposal: ProposalDetail | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useAuthority();
  const refresh = useProposalRefresh();
  const me = useAppStore((s) => s.user);
  const [form] = Form.useForm<DraftValues>();
  const intent = useRef<'save' | 'submit'>('save');
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [checking, setChecking] = useState(false);
  const content = Form.useWatch('content', form) ?? '';
  const joints = Form.useWatch('joints', form) ?? [];
  const files = useProposalFiles(proposal?.fileIds);
  // office staff entering a proposal for a member or a collective (代录)
  const onBehalf = mode === 'collective' && !proposal && me?.userType === 2 && can(P.officeAdd);
  const wordLimit = session.wordLimit;
  // co-signers are members; the picker is not open to collective accounts (docs/selector.md), whose proposals are their own
  const canJoint = me?.userType !== 3;
  const sentBackOpinion = proposal?.state === -1 ? [...proposal.history].reverse().find((h) => h.action === 'sendBack')?.opinion : null;
  const listPath = onBehalf ? ProposalPage.receiveList : listOf[mode];

  useEffect(() => {
    if (files.data) form.setFieldValue('files', files.data);
  }, [files.data, form]);

  const initialValues: DraftValues = proposal
    ? {
        title: proposal.title,
        typeId: proposal.typeId ?? undefined,
        content: proposal.content,
        joints: proposal.joints.filter((j) => j.state !== 0).map((j) => ({ userId: j.userId, userType: 1, name: j.username })),
        files: [],
      }
    : { joints: [], files: [] };

  const save = async (submit: boolean) => {
    const v = form.getFieldsValue(true) as DraftValues;
    const body = {
      sessionId: proposal?.sessionId ?? session.id,
      title: (v.title ?? '').trim(),
      content: v.content ?? '',
      typeId: v.typeId ?? null,
      isJoint: (v.joints?.length ?? 0) > 0,
      jointUserIds: (v.joints ?? []).map((j) => j.userId),
      fileIds: (v.files ?? []).map((f) => f.id),
      proposerId: onBehalf ? (v.proposer?.[0]?.userId ?? null) : undefined,
      submit,
      sms: !!v.sms,
    };
    setBusy(submit ? 'submit' : 'save');
    try {
      if (proposal) await proposalApi.update({ id: proposal.id, ...body });
      else await proposalApi.add(body);
      message.success(submit ? '提交成功' : '保存成功');
      void refresh();
      navigate(listPath);
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(null);
      setChecking(false);
    }
  };

  const validate = async (submit: boolean) => {
    intent.current = submit ? 'submit' : 'save';
    try {
      await form.validateFields();
      return true;
    } catch {
      return false;
    }
  };

  const onSaveDraft = async () => {
    if (await validate(false)) await save(false);
  };

  const onSubmit = async () => {
    if (!(await validate(true))) return;
    if (session.isOpenReport !== 1) {
      message.error(DraftText.notOpen(session.name));
      return;
    }
    if (session.isOpenCheckSimilar === 1) setChecking(true);
    else await save(true);
  };

  const words = proposalWords(content);
  return (
    <IntellectProvider
      kind="proposal"
      threshold={session.threshold}
      excludeId={proposal?.id ?? null}
      sessionId={proposal?.sessionId ?? session.id}
    >
      <Form<DraftValues> form={form} layout="horizontal" labelCol={{ flex: '110px' }} initialValues={initialValues} autoComplete="off">
        <FormCard
          title={proposal ? (mode === 'sendBack' ? '修改提案' : '编辑提案') : SUBMIT_TITLE}
          extra={<BackButton fallback={listPath} />}
          footer={
            <>
              <Button onClick={onSaveDraft} loading={busy === 'save'} disabled={!!busy && busy !== 'save'}>
                {mode === 'sendBack' ? '保存' : '保存草稿'}
              </Button>
              <Button type="primary" onClick={onSubmit} loading={busy === 'submit'} disabled={!!busy && busy !== 'submit'}>
                {mode === 'sendBack' ? '重新提交' : '提交'}
              </Button>
            </>
          }
        >
          <Typography.Paragraph type="secondary">
            届次：{proposal?.sessionName ?? session.name}　字数限制：{wordLimit}字{onBehalf && '　代录：提案以所选提案人的名义提交'}
          </Typography.Paragraph>
          {session.isOpenReport !== 1 && (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={DraftText.notOpen(session.name)} />
          )}
          {sentBackOpinion && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={`退回意见：${sentBackOpinion}`} />}
          {onBehalf && (
            <FormItem
              label="提案人"
              name="proposer"
              required
              choice
              rules={[
                {
                  validator: async (_r, v: PickedPerson[] | undefined) => {
                    if (!v?.length) throw new Error('请选择提案人');
                    if (v.length > 1) throw new Error(DraftText.oneProposer);
                  },
                },
              ]}
            >
              <PersonPicker sources={['member', 'collective']} title="选择提案人" />
            </FormItem>
          )}
          <FormItem label="提案标题" name="title" required>
            <Input maxLength={100} showCount placeholder="请输入提案标题" />
          </FormItem>
          <FormItem label="提案类别" name="typeId" required>
            <ProposalTypeTreeSelect leafOnly />
          </FormItem>
          <Form.Item
            label="提案内容"
            name="content"
            required
            rules={[
              richRequiredRule('提案内容'),
              {
                validator: async (_r, v: string | undefined) => {
                  const n = proposalWords(v);
                  if (intent.current === 'submit' && n > wordLimit) throw new Error(DraftText.tooLong(wordLimit, n));
                },
              },
            ]}
            extra={
              <Typography.Text type={words > wordLimit ? 'danger' : undefined}>
                已输入{words}字，最多{wordLimit}字
              </Typography.Text>
            }
          >
            <RichEditor
              maxCount={wordLimit}
              counter={countDocChars}
              tools={EDITOR_TOOLS}
              placeholder="请输入提案内容"
              uploadModule="proposal"
            />
          </Form.Item>
          {canJoint && (
            <FormItem
              label="联名人"
              name="joints"
              rules={[
                {
                  validator: async (_r, v: PickedPerson[] | undefined) => {
                    if (me && v?.some((p) => p.userId === me.userId)) throw new Error(DraftText.selfJoint);
                  },
                },
              ]}
              extra="选择联名人后为联名提案，提交后联名人确认同意方可联名"
            >
              <PersonPicker sources={['member']} sessionId={session.cppccSessionId} title="选择联名人" allowEmpty />
            </FormItem>
          )}
          {joints.length > 0 && (
            <Form.Item name="sms" valuePropName="checked" label="短信通知">
              <Checkbox>提交时同时发送短信邀请联名人</Checkbox>
            </Form.Item>
          )}
          <FormItem label="附件" name="files">
            <FileUploader module="proposal" />
          </FormItem>
        </FormCard>
      </Form>
      <DuplicateDrawer
        open={checking}
        onClose={() => setChecking(false)}
        content={content}
        kind="proposal"
        threshold={session.threshold}
        excludeId={proposal?.id ?? null}
        sessionId={proposal?.sessionId ?? session.id}
        onConfirm={() => void save(true)}
      />
    </IntellectProvider>
  );
}
