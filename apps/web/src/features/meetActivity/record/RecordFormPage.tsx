import {
  type MeetDetail,
  type MeetKind,
  MeetState,
  meetKindLabel,
  type OssFile,
  SIGN_RADIUS,
  SignMode,
  signModeLabel,
} from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, InputNumber, Radio, Result, Row, Select, Spin, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fromWallClock, toWallClock } from '@/app/format';
import { BackButton } from '@/components/BackButton';
import { RichEditor } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { PersonPicker, type PickedPerson } from '@/components/picker';
import { RangePicker } from '@/components/RangePicker';
import { FileUploader } from '@/components/upload';
import { type RecordBody, recordApi, recordKeys } from './api';
import { useRecordPaths } from './paths';

type Range = [Dayjs | null, Dayjs | null] | null;

export interface RecordValues {
  typeId?: string;
  title?: string;
  time?: Range;
  address?: string;
  organizer?: string;
  contact?: string;
  contactPhone?: string;
  content?: string;
  enter?: Range;
  enterLimit?: number;
  signMode?: number;
  latitude?: number | null;
  longitude?: number | null;
  signRadius?: number;
  sign?: Range;
  attendees?: PickedPerson[];
  plenary?: boolean;
  parentId?: string;
  smsNotice?: boolean;
  remindMinutes?: number;
  files?: OssFile[];
}

const range = (from: string | null, to: string | null): Range =>
  from || to ? [from ? toWallClock(from) : null, to ? toWallClock(to) : null] : null;
const instant = (d: Dayjs | null | undefined): string | null => (d ? fromWallClock(d.second(0).millisecond(0)) : null);

function valuesOf(d: MeetDetail | null): RecordValues {
  if (!d)
    return {
      signMode: SignMode.qr,
      signRadius: SIGN_RADIUS.default,
      enterLimit: 0,
      remindMinutes: 0,
      smsNotice: false,
      attendees: [],
      files: [],
    };
  return {
    typeId: d.typeId,
    title: d.title,
    time: range(d.startTime, d.endTime),
    address: d.address ?? undefined,
    organizer: d.organizer ?? undefined,
    contact: d.contact ?? undefined,
    contactPhone: d.contactPhone ?? undefined,
    content: d.content ?? '',
    enter: range(d.enterStart, d.enterEnd),
    enterLimit: d.enterLimit,
    signMode: d.signMode,
    latitude: d.latitude,
    longitude: d.longitude,
    signRadius: d.signRadius,
    sign: range(d.signStart, d.signEnd),
    attendees: d.attendees.map((a) => ({ userId: a.userId, name: a.userName, userType: 1 })),
    plenary: d.plenary,
    parentId: d.parentId ?? undefined,
    smsNotice: d.smsNotice,
    remindMinutes: d.remindMinutes,
    files: d.files,
  };
}

/** The api body of the form's values. */
export function bodyOf(v: RecordValues): RecordBody {
  return {
    typeId: v.typeId ?? '',
    title: (v.title ?? '').trim(),
    content: v.content || null,
    address: v.address?.trim() || null,
    startTime: instant(v.time?.[0]) ?? '',
    endTime: instant(v.time?.[1]) ?? '',
    enterStart: instant(v.enter?.[0]),
    enterEnd: instant(v.enter?.[1]),
    enterLimit: v.enterLimit ?? 0,
    signMode: v.signMode ?? SignMode.qr,
    signStart: instant(v.sign?.[0]),
    signEnd: instant(v.sign?.[1]),
    latitude: v.latitude ?? null,
    longitude: v.longitude ?? null,
    signRadius: v.signRadius ?? SIGN_RADIUS.default,
    organizer: v.organizer?.trim() || null,
    contact: v.contact?.trim() || null,
    contactPhone: v.contactPhone?.trim() || null,
    attendeeIds: (v.attendees ?? []).map((p) => p.userId),
    parentId: v.plenary ? null : v.parentId || null,
    smsNotice: !!v.smsNotice,
    remindMinutes: v.remindMinutes ?? 0,
    fileIds: (v.files ?? []).map((f) => f.id),
  };
}

/** /{kind}/add (and …/list/:typeId/:typeCode/add): a new record, or ?id= to edit a draft or released one. */
export default function RecordFormPage({ kind }: { kind: MeetKind }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const paths = useRecordPaths(kind);
  const a = useMemo(() => recordApi(kind), [kind]);
  const detail = useQuery({ queryKey: recordKeys.detail(kind, id ?? ''), queryFn: () => a.detail(id!), enabled: !!id });
  const back = <BackButton fallback={paths.list} />;
  if (id && detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (id && !detail.data) return <Result status="404" title={`${meetKindLabel[kind]}不存在或无权查看`} extra={back} />;
  if (detail.data && !detail.data.actions.includes('save'))
    return <Result status="info" title={`该${meetKindLabel[kind]}当前不能修改`} extra={back} />;
  return <RecordForm kind={kind} record={detail.data ?? null} />;
}

/**
 * 类型 (granted ones), 标题, 时间, 地点, 组织单位/联系人/电话, 内容, 报名, 签到, 参加人员,
 * (meetings) 全体会议 and 所属全体会议, 短信通知, 会前提醒, 附件. A clash of attendees is shown
 * after the save, which stands.
 */
export function RecordForm({ kind, record }: { kind: MeetKind; record: MeetDetail | null }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const paths = useRecordPaths(kind);
  const a = useMemo(() => recordApi(kind), [kind]);
  const label = meetKindLabel[kind];
  const [form] = Form.useForm<RecordValues>();
  const [busy, setBusy] = useState(false);
  const types = useQuery({ queryKey: recordKeys.types(kind, true), queryFn: a.grantedTypes });
  const plenaries = useQuery({
    queryKey: [...recordKeys.plenary(kind), 'options'],
    queryFn: () => a.plenary({ pageSize: 40 }),
    enabled: kind === 'meet',
  });
  const signMode = Form.useWatch('signMode', form);
  const plenary = Form.useWatch('plenary', form);
  const initial = useMemo(() => {
    const v = valuesOf(record);
    if (!record && paths.typeId) v.typeId = paths.typeId;
    return v;
  }, [record, paths.typeId]);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const v = form.getFieldsValue(true) as RecordValues;
    setBusy(true);
    try {
      const body = bodyOf(v);
      const res = record ? await a.update({ ...body, id: record.id }) : await a.add(body);
      if (kind === 'meet' && !!v.plenary !== (record?.plenary ?? false)) await a.setPlenary(res.id, !!v.plenary);
      await qc.invalidateQueries({ queryKey: recordKeys.all(kind) });
      if (res.warning) modal.warning({ title: '已保存，请注意参加人员时间冲突', content: res.warning });
      else message.success('保存成功');
      navigate(`${paths.detail}?id=${res.id}`);
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const released = record?.state === MeetState.released;
  return (
    <Form<RecordValues> form={form} layout="horizontal" labelCol={{ flex: '120px' }} initialValues={initial} autoComplete="off">
      <FormCard
        title={record ? `编辑${label}` : `新增${label}`}
        extra={<BackButton fallback={paths.list} />}
        footer={
          <Button type="primary" onClick={() => void save()} loading={busy}>
            {released ? '保存并通知参加人员' : '保存'}
          </Button>
        }
      >
        <FormItem label={`${label}类型`} name="typeId" required>
          <Select
            placeholder="请选择类型"
            options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            notFoundContent="您没有可组织的类型"
          />
        </FormItem>
        <FormItem label={`${label}标题`} name="title" required>
          <Input maxLength={200} showCount placeholder="请输入标题" />
        </FormItem>
        <FormItem label={`${label}时间`} name="time" required ruleLabel="时间">
          <RangePicker style={{ width: '100%' }} />
        </FormItem>
        <FormItem label={`${label}地点`} name="address">
          <Input maxLength={200} />
        </FormItem>
        <Row gutter={12}>
          <Col span={10}>
            <FormItem label="组织单位" name="organizer">
              <Input maxLength={100} />
            </FormItem>
          </Col>
          <Col span={7}>
            <FormItem label="联系人" name="contact" labelCol={{ flex: '70px' }}>
              <Input maxLength={50} />
            </FormItem>
          </Col>
          <Col span={7}>
            <FormItem label="联系电话" name="contactPhone" labelCol={{ flex: '80px' }}>
              <Input maxLength={30} />
            </FormItem>
          </Col>
        </Row>
        <Form.Item label={`${label}内容`} name="content">
          <RichEditor placeholder="请输入内容" uploadModule={kind} minHeight={160} maxCount={50_000} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={14}>
            <FormItem label="报名时间" name="enter" extra="不设置报名时间则只由组织者邀请参加人员">
              <RangePicker style={{ width: '100%' }} />
            </FormItem>
          </Col>
          <Col span={10}>
            <FormItem label="报名上限" name="enterLimit" labelCol={{ flex: '80px' }} extra="0 表示不限">
              <InputNumber min={0} max={100000} style={{ width: 140 }} addonAfter="人" />
            </FormItem>
          </Col>
        </Row>
        <FormItem label="签到方式" name="signMode" required>
          <Radio.Group options={Object.entries(signModeLabel).map(([value, l]) => ({ value: Number(value), label: l }))} />
        </FormItem>
        {signMode && signMode !== SignMode.qr ? (
          <Row gutter={12}>
            <Col span={8}>
              <FormItem label="纬度" name="latitude" required>
                <InputNumber min={-90} max={90} step={0.0001} style={{ width: '100%' }} />
              </FormItem>
            </Col>
            <Col span={8}>
              <FormItem label="经度" name="longitude" required labelCol={{ flex: '60px' }}>
                <InputNumber min={-180} max={180} step={0.0001} style={{ width: '100%' }} />
              </FormItem>
            </Col>
            <Col span={8}>
              <FormItem label="签到范围" name="signRadius" required labelCol={{ flex: '80px' }}>
                <InputNumber min={SIGN_RADIUS.min} max={SIGN_RADIUS.max} step={50} style={{ width: '100%' }} addonAfter="米" />
              </FormItem>
            </Col>
          </Row>
        ) : null}
        <FormItem label="签到时间" name="sign" extra="默认开始前1小时至结束">
          <RangePicker style={{ width: '100%' }} />
        </FormItem>
        <FormItem label="参加人员" name="attendees">
          <PersonPicker sources={['member', 'staff']} title="选择参加人员" allowEmpty />
        </FormItem>
        {kind === 'meet' ? (
          <Row gutter={12}>
            <Col span={8}>
              <FormItem label="全体会议" name="plenary" valuePropName="checked" extra="全体会议下可设分组会议">
                <Switch />
              </FormItem>
            </Col>
            <Col span={16}>
              <FormItem label="所属全体会议" name="parentId" labelCol={{ flex: '110px' }}>
                <Select
                  allowClear
                  disabled={!!plenary}
                  placeholder="分组会议请选择所属全体会议"
                  options={(plenaries.data?.list ?? []).filter((p) => p.id !== record?.id).map((p) => ({ value: p.id, label: p.title }))}
                />
              </FormItem>
            </Col>
          </Row>
        ) : null}
        <Row gutter={12}>
          <Col span={8}>
            <FormItem label="短信通知" name="smsNotice" valuePropName="checked" extra="通知时同时发送短信">
              <Switch />
            </FormItem>
          </Col>
          <Col span={16}>
            <FormItem label="会前提醒" name="remindMinutes" labelCol={{ flex: '110px' }} extra="开始前多少分钟提醒参加人员，0 表示不提醒">
              <InputNumber min={0} max={10080} style={{ width: 160 }} addonAfter="分钟" />
            </FormItem>
          </Col>
        </Row>
        <FormItem label="附件" name="files">
          <FileUploader module={kind} />
        </FormItem>
      </FormCard>
    </Form>
  );
}
