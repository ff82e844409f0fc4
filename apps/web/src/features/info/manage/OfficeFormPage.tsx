import { countDocChars, type InfoFullDetail, InfoReportApi, infoEditTitle, InfoManagePage as MP, type OssFile } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, Result, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '@/app/api/client';
import { BackButton } from '@/components/BackButton';
import { InfoTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { PersonPicker, type PickedPerson } from '@/components/picker';
import { FileUploader } from '@/components/upload';
import { useInfoRefresh } from '../components/InfoTable';
import { infoManageApi } from './api';

interface OfficeValues {
  reporter?: PickedPerson[];
  title?: string;
  typeId?: string;
  content?: string;
  writerNames?: string;
  contactPhone?: string;
  files?: OssFile[];
  skipReview?: boolean;
}

export const OfficeFormText = { addTitle: '信息录入', recordTitle: infoEditTitle.supplement, editTitle: infoEditTitle.modify } as const;

/**
 * The office's item form: /info/infoMgt/sysForm and allForm enter an item for a reporter,
 * recordForm 补录 one already reviewed elsewhere (straight to 待采用); updateForm and
 * /info/edit/checkForm ?id= 修改 an item's text, which keeps the original as version 1.
 */
export default function OfficeFormPage({ mode }: { mode: 'add' | 'record' | 'edit' }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useQuery({
    queryKey: ['info', 'detail', id ?? ''],
    queryFn: () => api.post<InfoFullDetail>(InfoReportApi.detail(id ?? '')),
    enabled: mode === 'edit' && !!id,
  });
  if (mode === 'edit') {
    if (!id) return <Result status="404" title="请从信息列表选择要修改的信息" extra={<BackButton fallback={MP.all} />} />;
    if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
    if (!detail.data) return <Result status="404" title="信息不存在或无权查看" extra={<BackButton fallback={MP.all} />} />;
  }
  return <OfficeForm mode={mode} item={detail.data ?? null} />;
}

function OfficeForm({ mode, item }: { mode: 'add' | 'record' | 'edit'; item: InfoFullDetail | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useInfoRefresh();
  const [form] = Form.useForm<OfficeValues>();
  const [busy, setBusy] = useState(false);
  const content = Form.useWatch('content', form) ?? '';
  const title = mode === 'edit' ? OfficeFormText.editTitle : mode === 'record' ? OfficeFormText.recordTitle : OfficeFormText.addTitle;
  const initial: OfficeValues = item
    ? {
        title: item.title,
        typeId: item.typeId,
        content: item.content,
        writerNames: item.writerNames ?? undefined,
        contactPhone: item.contactPhone ?? undefined,
        files: item.attachments,
      }
    : { reporter: [], files: [], skipReview: mode === 'record' };

  const save = async (submit: boolean) => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const v = form.getFieldsValue(true) as OfficeValues;
    const fields = {
      typeId: v.typeId ?? '',
      title: (v.title ?? '').trim(),
      content: v.content ?? '',
      writerNames: v.writerNames?.trim() || null,
      contactPhone: v.contactPhone?.trim() || null,
      fileIds: (v.files ?? []).map((f) => f.id),
    };
    setBusy(true);
    try {
      if (item) await infoManageApi.sysUpdate({ id: item.id, ...fields });
      else await infoManageApi.sysAdd({ ...fields, reporterId: v.reporter?.[0]?.userId ?? '', skipReview: !!v.skipReview, submit });
      message.success('保存成功');
      void refresh();
      navigate(item ? MP.all : MP.sys);
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<OfficeValues> form={form} layout="horizontal" labelCol={{ flex: '110px' }} initialValues={initial} autoComplete="off">
      <FormCard
        title={title}
        extra={<BackButton fallback={item ? MP.all : MP.sys} />}
        footer={
          <>
            {!item && (
              <Button onClick={() => void save(false)} loading={busy}>
                保存草稿
              </Button>
            )}
            <Button type="primary" onClick={() => void save(true)} loading={busy}>
              {item ? '保存' : '保存并报送'}
            </Button>
          </>
        }
      >
        {!item && (
          <FormItem
            label="上报人"
            name="reporter"
            required
            rules={[
              {
                validator: async (_r, v: PickedPerson[] | undefined) => void (v?.length ? null : Promise.reject(new Error('请选择上报人'))),
              },
            ]}
            extra="委员、集体用户或信息直报点；信息计入其名下"
          >
            <PersonPicker sources={['member', 'infoCollective', 'collective']} title="选择上报人" />
          </FormItem>
        )}
        <FormItem label="信息标题" name="title" required>
          <Input maxLength={100} showCount placeholder="请输入信息标题" />
        </FormItem>
        <FormItem label="信息类别" name="typeId" required>
          <InfoTypeTreeSelect leafOnly placeholder="请选择信息类别" />
        </FormItem>
        <Form.Item
          label="信息内容"
          name="content"
          required
          rules={[richRequiredRule('信息内容')]}
          extra={<span>已输入{countDocChars(new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '')}字</span>}
        >
          <RichEditor maxCount={50_000} counter={countDocChars} placeholder="请输入信息内容" uploadModule="info" />
        </Form.Item>
        <FormItem label="执笔人" name="writerNames">
          <Input maxLength={100} placeholder="多人以顿号分隔" />
        </FormItem>
        <FormItem label="联系电话" name="contactPhone">
          <Input maxLength={30} />
        </FormItem>
        <FormItem label="附件" name="files">
          <FileUploader module="info" />
        </FormItem>
        {!item && (
          <FormItem label=" " colon={false} name="skipReview" valuePropName="checked">
            <Checkbox>已在别处审核，直接进入待采用（补录）</Checkbox>
          </FormItem>
        )}
      </FormCard>
    </Form>
  );
}
