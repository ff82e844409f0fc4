import { type OssFile, type SpeakDetail, SpeakPage, SpeakState, SpeakType, speakTypeLabel } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Radio, Result, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { DateInput } from '@/components/DatePickers';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { PersonPicker, type PickedPerson } from '@/components/picker';
import { FileUploader, useAffairFiles } from '@/components/upload';
import { speakApi, speakKeys } from './api';
import { MeetingSelect } from './MeetingSelect';

/** 'my': the member writes (/speak/myEdit); 'edit': the office edits (/speak/edit); 'supplement': the office enters one (补录). */
export type SpeakFormMode = 'my' | 'edit' | 'supplement';

export interface SpeakValues {
  meetId?: string;
  title?: string;
  speakType?: number;
  content?: string;
  files?: OssFile[];
  speaker?: PickedPerson[];
  speakTime?: string | null;
}

const TITLES: Record<SpeakFormMode, [string, string]> = {
  my: ['撰写发言', '修改发言'],
  edit: ['编辑发言', '编辑发言'],
  supplement: ['补录发言', '补录发言'],
};

/** ?id= edits one; ?meetId= presets the meeting (补录 from a meeting's speeches). `back` is the list to return to. */
export default function SpeakFormPage({ mode, back }: { mode: SpeakFormMode; back: string }) {
  const [params] = useSearchParams();
  const id = mode === 'supplement' ? null : params.get('id');
  const detail = useQuery({ queryKey: speakKeys.detail(id ?? ''), queryFn: () => speakApi.detail(id!), enabled: !!id });
  const files = useAffairFiles(id);
  const backButton = <BackButton fallback={back} />;
  if (mode === 'edit' && !id) return <Result status="404" title="请从发言列表选择要编辑的发言" extra={backButton} />;
  if (id && (detail.isLoading || files.loading)) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (id && !detail.data) return <Result status="404" title="发言不存在或无权查看" extra={backButton} />;
  const action = mode === 'my' ? 'save' : 'edit';
  if (detail.data && !detail.data.actions.includes(action)) return <Result status="info" title="该发言当前不能修改" extra={backButton} />;
  return <SpeakForm mode={mode} back={back} item={detail.data ?? null} files={files.files} meetId={params.get('meetId')} />;
}

export function SpeakForm({
  mode,
  back,
  item,
  files,
  meetId,
}: {
  mode: SpeakFormMode;
  back: string;
  item: SpeakDetail | null;
  files: OssFile[];
  meetId?: string | null;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<SpeakValues>();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const returned = item?.state === SpeakState.returned;

  const save = async (submit: boolean) => {
    let v: SpeakValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const all = { ...(form.getFieldsValue(true) as SpeakValues), ...v };
    const body = {
      meetId: all.meetId || undefined,
      title: (all.title ?? '').trim(),
      content: all.content ?? '',
      speakType: all.speakType ?? SpeakType.written,
      fileIds: (all.files ?? []).map((f) => f.id),
    };
    setBusy(submit ? 'submit' : 'save');
    try {
      let id = item?.id;
      if (mode === 'supplement') {
        const speaker = all.speaker?.[0];
        await speakApi.supplement({ ...body, speakerId: speaker?.userId ?? '', speakTime: all.speakTime || undefined });
        message.success('补录成功');
      } else if (mode === 'edit' && id) {
        await speakApi.edit({ ...body, id });
        message.success('保存成功');
      } else {
        if (id) await speakApi.update({ ...body, id });
        else id = (await speakApi.add(body)).id;
        if (submit) await speakApi.submit(id);
        message.success(submit ? '提交成功' : '保存成功');
      }
      await qc.invalidateQueries({ queryKey: speakKeys.all });
      navigate(back);
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(null);
    }
  };

  const initial: SpeakValues = {
    meetId: item?.meetId ?? meetId ?? undefined,
    title: item?.title,
    speakType: item?.speakType ?? SpeakType.written,
    content: item?.content ?? '',
    files,
    speaker: [],
  };
  const [addTitle, editTitle] = TITLES[mode];
  return (
    <Form<SpeakValues> form={form} layout="horizontal" labelCol={{ flex: '100px' }} initialValues={initial} autoComplete="off">
      <FormCard
        title={item ? editTitle : addTitle}
        extra={<BackButton fallback={back} />}
        footer={
          mode === 'my' ? (
            <>
              <Button onClick={() => void save(false)} loading={busy === 'save'} disabled={!!busy}>
                保存草稿
              </Button>
              <Button type="primary" onClick={() => void save(true)} loading={busy === 'submit'} disabled={!!busy}>
                {returned ? '重新提交' : '提交'}
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={() => void save(false)} loading={busy === 'save'}>
              保存
            </Button>
          )
        }
      >
        {returned && item?.opinion && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={`退回理由：${item.opinion}`} />}
        {mode === 'edit' && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="保存为发言管理人员的修改稿，发言人原稿将保留，发言材料汇编使用修改稿。"
          />
        )}
        {mode === 'supplement' && (
          <FormItem
            label="发言人"
            name="speaker"
            required
            rules={[
              {
                validator: async (_r, v?: PickedPerson[]) => {
                  if (!v?.length) throw new Error('请选择发言人');
                  if (v.length > 1) throw new Error('只能选择一位发言人');
                },
              },
            ]}
          >
            <PersonPicker sources={['member']} title="选择发言人" />
          </FormItem>
        )}
        <FormItem label="会议" name="meetId" required={mode === 'supplement'} ruleLabel="会议">
          <MeetingSelect
            source={mode === 'my' ? 'mine' : 'all'}
            currentTitle={item?.meetTitle}
            placeholder={mode === 'supplement' ? '请选择会议' : '请选择会议（可不选）'}
          />
        </FormItem>
        <FormItem label="发言标题" name="title" required>
          <Input maxLength={200} showCount placeholder="请输入发言标题" />
        </FormItem>
        <FormItem label="发言类型" name="speakType" required>
          <Radio.Group options={Object.entries(speakTypeLabel).map(([k, v]) => ({ value: Number(k), label: v }))} />
        </FormItem>
        {mode === 'supplement' && (
          <FormItem label="发言日期" name="speakTime">
            <DateInput placeholder="默认为会议开始时间" />
          </FormItem>
        )}
        <Form.Item label="发言内容" name="content" required rules={[richRequiredRule('发言内容')]}>
          <RichEditor maxCount={50_000} placeholder="请输入发言内容" uploadModule="speak" />
        </Form.Item>
        <FormItem label="附件" name="files">
          <FileUploader module="speak" />
        </FormItem>
      </FormCard>
    </Form>
  );
}

export const speakFormBack = {
  my: SpeakPage.myList,
  edit: SpeakPage.allList,
  supplement: SpeakPage.allSupplementary,
} as const;
