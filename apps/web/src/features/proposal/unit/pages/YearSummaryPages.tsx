import { PlusOutlined } from '@ant-design/icons';
import { type OssFile, ProposalPerm as P } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { App, Button, Descriptions, Form, Input, Result, Select, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { FileUploader } from '@/components/upload';
import { proposalApi, proposalKeys } from '../../api';
import { ProposalFiles } from '../../components/ProposalFiles';
import { RichHtml } from '../../components/ProposalSections';
import { unitApi, unitKeys, type YearSummary, type YearSummaryQuery } from '../api';

const LIST = '/proposal/yearSummary';
const q = (id: string) => `?id=${encodeURIComponent(id)}`;
const dt = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
type Filters = Omit<YearSummaryQuery, 'pageNum' | 'pageSize'>;

export const yearSummaryStates: Record<number, { label: string; color: string }> = {
  0: { label: '暂存', color: 'default' },
  1: { label: '已提交', color: 'success' },
};
const StateText = ({ v }: { v: number }) => <Tag color={yearSummaryStates[v]?.color}>{yearSummaryStates[v]?.label ?? v}</Tag>;

/** yearSummary: units write one handling summary a year (draft, then submitted); the office reads the submitted ones. */
export function YearSummaryListPage() {
  const [filters, setFilters] = useState<Filters>({});
  const can = useAuthority();
  const client = useQueryClient();
  const isUnit = can(P.yearSummaryEdit);
  const columns: TableColumnsType<YearSummary> = [
    { title: '年度', dataIndex: 'year', key: 'year', width: 90 },
    {
      title: '标题',
      dataIndex: 'title',
      key: 'title',
      render: (v: string, r) => (
        <Link to={`/proposal/yearSummary/detail${q(r.id)}`}>
          <Ellipsis text={v} maxWidth={320} />
        </Link>
      ),
    },
    { title: '承办单位', dataIndex: 'unitName', key: 'unitName', width: 200, render: (v: string) => <Ellipsis text={v} /> },
    { title: '状态', dataIndex: 'state', key: 'state', width: 90, render: (v: number) => <StateText v={v} /> },
    { title: '提交时间', dataIndex: 'submittedAt', key: 'submittedAt', width: 160, render: dt },
    { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 160, render: dt },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'view', node: <Link to={`/proposal/yearSummary/detail${q(r.id)}`}>查看</Link> },
            {
              key: 'edit',
              perm: P.yearSummaryEdit,
              visible: r.state === 0,
              node: <Link to={`/proposal/yearSummary/form${q(r.id)}`}>修改</Link>,
            },
            {
              key: 'delete',
              perm: P.yearSummaryEdit,
              visible: r.state === 0,
              node: (
                <ConfirmDelete
                  onConfirm={async () => {
                    await unitApi.yearSummaryDelete([r.id]);
                    await client.invalidateQueries({ queryKey: unitKeys.yearSummaries });
                  }}
                />
              ),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <SearchBar
        placeholder="请输入标题"
        onSearch={(v) => setFilters(v as Filters)}
        filters={
          <>
            <FormItem name="year" label="年度">
              <YearPicker valueType="number" style={{ width: 120 }} />
            </FormItem>
            {isUnit && (
              <FormItem name="state" label="状态">
                <Select
                  allowClear
                  style={{ width: 120 }}
                  placeholder="全部"
                  options={Object.entries(yearSummaryStates).map(([k, v]) => ({ value: Number(k), label: v.label }))}
                />
              </FormItem>
            )}
          </>
        }
      />
      <DataTable<YearSummary, Filters>
        queryKey={unitKeys.yearSummaries}
        fetch={(query: TableQuery & Filters) => unitApi.yearSummaries(query)}
        filters={filters}
        rowKey="id"
        columns={columns}
        scrollX={1100}
        toolbar={
          <Authority perm={P.yearSummaryEdit}>
            <Link to="/proposal/yearSummary/form">
              <Button type="primary" icon={<PlusOutlined />}>
                新增
              </Button>
            </Link>
          </Authority>
        }
      />
    </>
  );
}

function useSummary(id: string) {
  return useQuery({ queryKey: unitKeys.yearSummary(id), queryFn: () => unitApi.yearSummary(id), enabled: !!id });
}

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
      let savedId = id;
      if (id) await unitApi.yearSummaryUpdate({ id, ...body });
      else savedId = (await unitApi.yearSummaryAdd(body)).id;
      await unitApi.bindFiles(savedId, fileIds);
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
      <Form<FormValues> form={form} layout="vertical" initialValues={{ year: new Date().getFullYear(), files: [] }} autoComplete="off">
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

/** yearSummary/detail: the summary as submitted (or the unit's draft). */
export function YearSummaryDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const summary = useSummary(id);
  const can = useAuthority();
  if (!id) return <Result status="warning" title="请从列表中选择年度总结" extra={<BackButton fallback={LIST} />} />;
  if (summary.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const s = summary.data;
  if (!s) return <Result status="404" title="年度总结不存在" extra={<BackButton fallback={LIST} />} />;
  return (
    <>
      <FormCard
        title={s.title}
        extra={
          <Space>
            {s.state === 0 && can(P.yearSummaryEdit) && (
              <Link to={`/proposal/yearSummary/form${q(s.id)}`}>
                <Button type="primary">修改</Button>
              </Link>
            )}
            <BackButton fallback={LIST} />
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="年度">{s.year}</Descriptions.Item>
          <Descriptions.Item label="承办单位">{s.unitName}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StateText v={s.state} />
          </Descriptions.Item>
          <Descriptions.Item label="提交时间">{dt(s.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{dt(s.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </FormCard>
      <FormCard title="总结内容">
        <RichHtml html={s.content} />
      </FormCard>
      <FormCard title="附件">
        <ProposalFiles ids={s.fileIds} />
      </FormCard>
    </>
  );
}
