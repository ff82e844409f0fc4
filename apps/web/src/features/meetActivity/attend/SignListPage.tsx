import {
  attendResultLabel,
  attendSourceLabel,
  attendWillLabel,
  type MeetAttendRow,
  type MeetKind,
  MeetPage,
  meetKindLabel,
  meetPerm,
  signModeLabel,
  signWayLabel,
} from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, InputNumber, Modal, Radio, Row, Select, Space, Statistic, Switch, Tag, Typography } from 'antd';
import { type Key, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type DataTableHandle, type TableQuery } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { type PickedPerson, PickerDialog, personTabs } from '@/components/picker';
import { SearchBar, type SearchValues } from '@/components/SearchBar';
import { attendApi, attendKeys } from './api';

const RESULT_COLOR: Record<number, string> = { 1: 'green', 0: 'orange', 2: 'red' };

/** The attendee table's columns (姓名, 来源, 参加意向, 签到时间, 方式, 距离, 出席情况). */
export const signListColumns: KindColumn<MeetAttendRow>[] = [
  { title: '姓名', dataIndex: 'userName', kind: 'name' },
  { title: '来源', dataIndex: 'source', kind: 'status', render: (v: number) => attendSourceLabel[v] ?? '' },
  {
    title: '参加意向',
    dataIndex: 'will',
    kind: 'status',
    render: (v: number, r) => <span title={r.willRemark ?? undefined}>{attendWillLabel[v] ?? ''}</span>,
  },
  {
    title: '签到时间',
    dataIndex: 'signedAt',
    kind: 'minute',
    render: (v: string | null) => (v ? formatDateTime(v, 'YYYY-MM-DD HH:mm') : '未签到'),
  },
  { title: '方式', dataIndex: 'signWay', kind: 'status', render: (v: number | null) => (v ? signWayLabel[v] : '') },
  { title: '距离', dataIndex: 'signDistance', kind: 'number', render: (v: number | null) => (v === null ? '' : `${v} 米`) },
  {
    title: '出席情况',
    dataIndex: 'result',
    kind: 'status',
    render: (v: number | null) => (v === null ? <Tag>未登记</Tag> : <Tag color={RESULT_COLOR[v]}>{attendResultLabel[v]}</Tag>),
  },
];

type Filters = { id: string; name?: string; result?: number; signed?: boolean };

/**
 * /{kind}/signList?id= (签到管理): the attendees of a record with their will, sign-in and result,
 * the statistics on top; the organiser adds and removes people, signs them in, records results,
 * re-sends the notice by SMS and opens the QR code.
 */
export default function SignListPage({ kind }: { kind: MeetKind }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const perm = meetPerm(kind);
  const a = useMemo(() => attendApi(kind), [kind]);
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const [search, setSearch] = useState<Omit<Filters, 'id'>>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const table = useRef<DataTableHandle>(null);
  const [picking, setPicking] = useState(false);
  const [resultOpen, setResultOpen] = useState(false);
  const [smsOpen, setSmsOpen] = useState(false);
  const [resultForm] = Form.useForm<{ result: number }>();
  const [smsForm] = Form.useForm<{ smsNotice: boolean; remindMinutes: number }>();
  const tabs = useMemo(() => personTabs(['member', 'staff']), []);
  const record = useQuery({ queryKey: attendKeys.record(kind, id), queryFn: () => a.record(id), enabled: !!id });
  const stats = useQuery({ queryKey: attendKeys.stats(kind, id), queryFn: () => a.stats(id), enabled: !!id });
  const refresh = () => qc.invalidateQueries({ queryKey: attendKeys.all(kind, id) });
  const ids = selected.map(String);
  const label = meetKindLabel[kind];

  const needSelection = () => {
    if (ids.length) return true;
    message.warning('请在列表中选择人员');
    return false;
  };
  const run = async (work: () => Promise<unknown>, done: string) => {
    await work();
    message.success(done);
    // the table keeps its own ticks: clear them with the page's, or a row would look chosen that is not
    table.current?.clearSelection();
    setSelected([]);
    await refresh();
  };

  const onSearch = (v: SearchValues) =>
    setSearch({
      name: v.keyword || undefined,
      result: v.result === undefined ? undefined : Number(v.result),
      signed: v.signed === undefined ? undefined : v.signed === 'true',
    });

  if (!id) return <Card>缺少{label}编号</Card>;
  const s = stats.data;
  const r = record.data;
  return (
    <Card>
      {r ? (
        <div style={{ marginBottom: 8 }}>
          <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ tooltip: r.title }}>
            {r.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {formatDateTime(r.startTime, 'YYYY-MM-DD HH:mm')} 至 {formatDateTime(r.endTime, 'YYYY-MM-DD HH:mm')}
            {r.address ? ` · ${r.address}` : ''} · 签到方式：{signModeLabel[r.signMode] ?? ''}
          </Typography.Text>
        </div>
      ) : null}
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col span={4}>
          <Statistic title="应到" value={s?.invited ?? 0} suffix="人" />
        </Col>
        <Col span={4}>
          <Statistic title="出席" value={s?.present ?? 0} suffix="人" />
        </Col>
        <Col span={4}>
          <Statistic title="请假" value={s?.leave ?? 0} suffix="人" />
        </Col>
        <Col span={4}>
          <Statistic title="缺席" value={s?.absent ?? 0} suffix="人" />
        </Col>
        <Col span={4}>
          <Statistic title="未登记" value={s?.unknown ?? 0} suffix="人" />
        </Col>
        <Col span={4}>
          <Statistic title="出席率" value={s?.rate ?? 0} precision={1} suffix="%" />
        </Col>
      </Row>
      <SearchBar
        placeholder="请输入姓名"
        onSearch={onSearch}
        filters={
          <>
            <Form.Item name="result" label="出席情况">
              <Select
                allowClear
                style={{ width: 110 }}
                placeholder="全部"
                options={[
                  { value: 1, label: '出席' },
                  { value: 0, label: '请假' },
                  { value: 2, label: '缺席' },
                  { value: -1, label: '未登记' },
                ]}
              />
            </Form.Item>
            <Form.Item name="signed" label="签到">
              <Select
                allowClear
                style={{ width: 100 }}
                placeholder="全部"
                options={[
                  { value: 'true', label: '已签到' },
                  { value: 'false', label: '未签到' },
                ]}
              />
            </Form.Item>
          </>
        }
      />
      <DataTable<MeetAttendRow, Filters>
        queryKey={attendKeys.list(kind, id)}
        fetch={(q: TableQuery & Filters) => a.attendUserPage(q)}
        filters={{ id, ...search }}
        columns={signListColumns}
        rowKey="userId"
        handleRef={table}
        selectionPerms={[perm.manage]}
        onSelectionChange={setSelected}
        toolbar={
          <Authority perm={perm.manage}>
            <Space wrap size={8}>
              <Button type="primary" onClick={() => setPicking(true)}>
                添加人员
              </Button>
              <Button
                onClick={() =>
                  needSelection() &&
                  modal.confirm({
                    title: '移除参加人员',
                    content: `确定将所选 ${ids.length} 人移出参加人员名单吗？已签到的人员不能移除。`,
                    onOk: () => run(() => a.remove(id, ids), '移除成功'),
                  })
                }
              >
                移除
              </Button>
              <Button onClick={() => needSelection() && run(() => a.signAll(id, ids), '代签到成功')}>代签到</Button>
              <Button onClick={() => needSelection() && setResultOpen(true)}>登记出席情况</Button>
              <Button
                onClick={() =>
                  modal.confirm({
                    title: '补发短信',
                    content: ids.length ? `向所选 ${ids.length} 人补发短信通知？` : '向全部登记了手机号码的参加人员补发短信通知？',
                    onOk: async () => {
                      const r = await a.reissueSms(id, ids.length ? ids : undefined);
                      message.success(`已向 ${r.count} 人发送短信`);
                      await refresh();
                    },
                  })
                }
              >
                补发短信
              </Button>
              <Button onClick={() => setSmsOpen(true)}>短信设置</Button>
              <Button onClick={() => window.open(MeetPage.sign(kind, id), '_blank')}>显示签到码</Button>
            </Space>
          </Authority>
        }
      />
      <PickerDialog
        open={picking}
        title="添加参加人员"
        tabs={tabs}
        value={[]}
        pickedKey={(p: PickedPerson) => p.userId}
        pickedName={(p: PickedPerson) => p.name}
        onCancel={() => setPicking(false)}
        onOk={async (picked) => {
          setPicking(false);
          const r = await a.add(
            id,
            picked.map((p) => p.userId),
          );
          if (r.warning) modal.warning({ title: `已添加 ${r.added} 人，请注意时间冲突`, content: r.warning });
          else message.success(r.added ? `已添加 ${r.added} 人` : '所选人员已在名单中');
          await refresh();
        }}
      />
      <Modal
        title="登记出席情况"
        open={resultOpen}
        destroyOnHidden
        onCancel={() => setResultOpen(false)}
        onOk={async () => {
          const v = await resultForm.validateFields();
          await run(() => a.result(id, ids, v.result), '登记成功');
          setResultOpen(false);
        }}
      >
        <Form form={resultForm} preserve={false} initialValues={{ result: 1 }}>
          <Form.Item name="result" label={`所选 ${ids.length} 人`} rules={[{ required: true, message: '请选择出席情况' }]}>
            <Radio.Group
              options={[
                { value: 1, label: '出席' },
                { value: 0, label: '请假' },
                { value: 2, label: '缺席' },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="短信设置"
        open={smsOpen}
        destroyOnHidden
        onCancel={() => setSmsOpen(false)}
        onOk={async () => {
          const v = await smsForm.validateFields();
          await a.smsUpdate(id, { smsNotice: !!v.smsNotice, remindMinutes: v.remindMinutes ?? 0 });
          message.success('保存成功');
          setSmsOpen(false);
          await refresh();
        }}
      >
        <Form
          form={smsForm}
          preserve={false}
          initialValues={{ smsNotice: r?.smsNotice ?? false, remindMinutes: r?.remindMinutes ?? 0 }}
          labelCol={{ span: 6 }}
        >
          <Form.Item name="smsNotice" label="短信通知" valuePropName="checked" extra="通知参加人员时同时发送短信">
            <Switch />
          </Form.Item>
          <Form.Item name="remindMinutes" label="会前提醒" extra="0 表示不提醒">
            <InputNumber min={0} max={7 * 24 * 60} addonAfter="分钟" style={{ width: 180 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
