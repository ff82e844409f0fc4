import { type AppraiseKind, AppraisePerm, AppraiseState, appraiseKindLabel, appraiseTargetLabel } from '@cppcc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { chinaYear, fromWallClock, toWallClock } from '@/app/format';
import { BackButton } from '@/components/BackButton';
import { YearPicker } from '@/components/DatePickers';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { RangePicker } from '@/components/RangePicker';
import { statsApi, statsKeys } from '../stats/api';
import { appraiseApi, appraiseKeys, type Option, pathOf } from './api';

/** A multiple select that searches the server as the user types. */
function RemoteSelect({
  value,
  onChange,
  load,
  initial,
  placeholder,
  label,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  load: (keyword?: string) => Promise<Option[]>;
  initial: Option[];
  placeholder: string;
  label: string;
}) {
  const [keyword, setKeyword] = useState('');
  const q = useQuery({
    queryKey: ['proposal', 'appraise', 'options', label, keyword],
    queryFn: () => load(keyword || undefined),
    staleTime: 30_000,
  });
  const [known, setKnown] = useState<Map<string, Option>>(new Map());
  useEffect(() => {
    setKnown((m) => {
      const next = new Map(m);
      for (const o of [...initial, ...(q.data ?? [])]) next.set(o.id, o);
      return next;
    });
  }, [initial, q.data]);
  const options = useMemo(() => {
    const shown = new Map((q.data ?? []).map((o) => [o.id, o]));
    for (const id of value ?? []) if (!shown.has(id) && known.has(id)) shown.set(id, known.get(id)!);
    return [...shown.values()].map((o) => ({ value: o.id, label: o.extra ? `${o.name}（${o.extra}）` : o.name }));
  }, [q.data, value, known]);
  return (
    <Select
      mode="multiple"
      aria-label={label}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={q.isFetching}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={placeholder}
      notFoundContent={q.isFetching ? '加载中…' : '暂无数据'}
    />
  );
}

interface FormValues {
  title: string;
  year: number;
  sessionId?: string;
  range: [Dayjs, Dayjs];
  description?: string;
  targetIds: string[];
  who: 'all' | 'chosen';
  participantIds: string[];
}

/** mgt/form: new (no id) or edit a draft (?id=). */
export function MgtFormPage({ kind }: { kind: AppraiseKind }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const a = appraiseApi(kind);
  const detail = useQuery({ queryKey: appraiseKeys.detail(kind, id ?? ''), queryFn: () => a.detail(id!), enabled: !!id });
  const sessions = useQuery({ queryKey: statsKeys.sessions, queryFn: statsApi.sessions, staleTime: 60_000 });
  const who = Form.useWatch('who', form);
  const d = detail.data;
  useEffect(() => {
    if (!d) return;
    form.setFieldsValue({
      title: d.title,
      year: d.year,
      sessionId: d.sessionId ?? undefined,
      range: [toWallClock(d.startTime), toWallClock(d.endTime)],
      description: d.description ?? undefined,
      targetIds: d.targets.map((x) => x.targetId),
      who: d.allMembers ? 'all' : 'chosen',
      participantIds: d.allMembers ? [] : d.participants.map((p) => p.userId),
    });
  }, [d, form]);
  const save = useMutation({
    mutationFn: async (v: FormValues) => {
      const body = {
        title: v.title,
        year: v.year,
        sessionId: v.sessionId,
        startTime: fromWallClock(v.range[0]),
        endTime: fromWallClock(v.range[1]),
        description: v.description,
        targetIds: v.targetIds ?? [],
        participantIds: v.who === 'chosen' ? (v.participantIds ?? []) : [],
      };
      if (id) await a.update({ id, ...body });
      else await a.add(body);
    },
    onSuccess: () => {
      message.success('保存成功');
      void qc.invalidateQueries({ queryKey: appraiseKeys.all(kind) });
      navigate(pathOf(kind, 'mgt/list'));
    },
  });
  const readOnly = !!d && d.state !== AppraiseState.draft;
  const targetInitial = useMemo(() => (d?.targets ?? []).map((x) => ({ id: x.targetId, name: x.name, extra: x.extra })), [d]);
  const memberInitial = useMemo(() => (d?.participants ?? []).map((x) => ({ id: x.userId, name: x.username, extra: null })), [d]);
  return (
    <Form<FormValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 16 }}
      initialValues={{ year: chinaYear(), who: 'all', targetIds: [], participantIds: [] }}
      onFinish={(v) => save.mutate(v)}
      disabled={readOnly}
    >
      <FormCard
        title={id ? `修改${appraiseKindLabel[kind]}` : `新增${appraiseKindLabel[kind]}`}
        loading={!!id && detail.isLoading}
        extra={<BackButton fallback={pathOf(kind, 'mgt/list')} />}
        footer={
          <Authority perm={AppraisePerm[kind].edit}>
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={readOnly}>
              保存
            </Button>
          </Authority>
        }
      >
        {readOnly && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="已发布的测评不能修改" />}
        <FormItem label="标题" name="title" required>
          <Input maxLength={100} showCount />
        </FormItem>
        <FormItem label="年度" name="year" required>
          <YearPicker valueType="number" />
        </FormItem>
        <FormItem label="提案届次" name="sessionId">
          <Select allowClear options={(sessions.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
        </FormItem>
        <FormItem label="测评时间" name="range" required choice>
          <RangePicker />
        </FormItem>
        <FormItem label="说明" name="description">
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </FormItem>
        <FormItem label={appraiseTargetLabel[kind]} name="targetIds" required choice>
          <RemoteSelect
            load={a.targetOptions}
            initial={targetInitial}
            label={appraiseTargetLabel[kind]}
            placeholder={kind === 'proposal' ? '输入标题、提案人或案号搜索已立案的提案' : '输入名称搜索承办单位'}
          />
        </FormItem>
        <FormItem label="参评委员" name="who">
          <Radio.Group
            options={[
              { value: 'all', label: '本届全体委员（发布时确定）' },
              { value: 'chosen', label: '指定委员' },
            ]}
          />
        </FormItem>
        {who === 'chosen' && (
          <FormItem label="指定委员" name="participantIds" required choice>
            <RemoteSelect load={a.memberOptions} initial={memberInitial} label="指定委员" placeholder="输入姓名搜索委员" />
          </FormItem>
        )}
      </FormCard>
    </Form>
  );
}
