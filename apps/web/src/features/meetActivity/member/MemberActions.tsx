import {
  ApplyState,
  AttendWill,
  applyStateLabel,
  attendResultLabel,
  attendWillLabel,
  enterStateLabel,
  type MaScheduleRow,
  MeetPage,
  MeetState,
  meetKindLabel,
  ScheduleState,
  SignMode,
  scheduleStateLabel,
} from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/app/api/client';
import { RowActions } from '@/components/RowActions';
import { memberApi, memberKeys } from './api';

const scheduleColor: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

/** 会议 / 活动 */
export const KindTag = ({ row }: { row: Pick<MaScheduleRow, 'kind'> }) => (
  <Tag color={row.kind === 'meet' ? 'geekblue' : 'purple'}>{meetKindLabel[row.kind]}</Tag>
);

/** 未开始 / 进行中 / 已结束 (a record open for sign-up not yet mine: its sign-up state). */
export function ScheduleTag({ row }: { row: MaScheduleRow }) {
  if (!row.onList && row.enterState !== null) return <Tag color="orange">{enterStateLabel[row.enterState]}</Tag>;
  if (row.state === MeetState.closed) return <Tag>已结束</Tag>;
  return <Tag color={scheduleColor[row.scheduleState]}>{scheduleStateLabel[row.scheduleState]}</Tag>;
}

/** The caller's own state on the record: result, signed in, leave, will, or not signed up. */
export function MyStateTag({ row }: { row: MaScheduleRow }) {
  if (!row.onList) return <Tag>未报名</Tag>;
  if (row.result !== null)
    return <Tag color={row.result === 1 ? 'green' : row.result === 0 ? 'orange' : 'red'}>{attendResultLabel[row.result]}</Tag>;
  if (row.signedAt) return <Tag color="green">已签到</Tag>;
  if (row.applyState === ApplyState.pending || row.applyState === ApplyState.approved)
    return <Tag color="orange">请假{applyStateLabel[row.applyState]}</Tag>;
  const will = row.will ?? AttendWill.unknown;
  return <Tag color={will === AttendWill.attend ? 'blue' : will === AttendWill.absent ? 'red' : 'gold'}>{attendWillLabel[will]}</Tag>;
}

export const detailPath = (row: Pick<MaScheduleRow, 'kind' | 'id'>, from: 'schedule' | 'enters' = 'schedule') =>
  `${from === 'enters' ? MeetPage.entersDetail : MeetPage.scheduleDetail}?kind=${row.kind}&id=${row.id}`;

/** The device's position, or a Chinese reason why there is none. */
export function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error('当前浏览器不支持定位，请使用手机扫码签到'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => reject(new Error(e.code === 1 ? '未允许获取位置，无法定位签到' : '定位失败，请稍后重试')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
}

/**
 * What an attendee may do with a record, as buttons: 参加 / 不参加, 签到 (by location), 请假, 报名 /
 * 取消报名 and 详情. The server decides (`canSign`, `canEnter`, …); the steps are the attend and apply
 * parts' calls, every one refreshing the member's lists.
 */
export function MemberActions({
  row,
  from = 'schedule',
  detail = true,
}: {
  row: MaScheduleRow;
  from?: 'schedule' | 'enters';
  detail?: boolean;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const refresh = () => client.invalidateQueries({ queryKey: memberKeys.all });
  const run = async (work: () => Promise<unknown>, ok: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      message.success(ok);
      await refresh();
      return true;
    } catch {
      // the api client has shown the server's message
      return false;
    } finally {
      setBusy(false);
    }
  };
  const sign = async () => {
    setBusy(true);
    try {
      const pos = await currentPosition();
      const r = await memberApi.sign(row.kind, { id: row.id, ...pos });
      message.success(r.already ? '您已签到' : `签到成功${r.signDistance !== null ? `（距签到地点约 ${r.signDistance} 米）` : ''}`);
      await refresh();
    } catch (e) {
      message.error(e instanceof ApiError || e instanceof Error ? e.message : '签到失败');
    } finally {
      setBusy(false);
    }
  };
  const open = row.state === MeetState.released && row.scheduleState !== ScheduleState.ended;
  const onLeave = row.applyState === ApplyState.pending || row.applyState === ApplyState.approved;
  const mayWill = row.onList && open && !row.signedAt && row.result === null && !onLeave;
  const locationSign = (row.signMode & SignMode.location) !== 0;
  const link = (text: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" disabled={busy} danger={danger} onClick={onClick}>
      {text}
    </Button>
  );
  return (
    <>
      <RowActions
        actions={[
          {
            key: 'attend',
            visible: mayWill && row.will !== AttendWill.attend,
            node: link('参加', () => void run(() => memberApi.will(row.kind, row.id, AttendWill.attend), '已回复参加')),
          },
          {
            key: 'absent',
            visible: mayWill && row.will !== AttendWill.absent,
            node: (
              <Popconfirm
                title={`确定不参加该${meetKindLabel[row.kind]}吗？`}
                onConfirm={() => run(() => memberApi.will(row.kind, row.id, AttendWill.absent), '已回复不参加')}
              >
                <Button type="link" size="small" disabled={busy}>
                  不参加
                </Button>
              </Popconfirm>
            ),
          },
          { key: 'sign', visible: row.canSign && locationSign, node: link('签到', () => void sign()) },
          { key: 'leave', visible: row.canApply, node: link('请假', () => setLeaveOpen(true)) },
          { key: 'enter', visible: row.canEnter, node: link('报名', () => void run(() => memberApi.enter(row.kind, row.id), '报名成功')) },
          {
            key: 'cancelEnter',
            visible: row.canCancelEnter,
            node: (
              <Popconfirm title="确定取消报名吗？" onConfirm={() => run(() => memberApi.cancelEnter(row.kind, row.id), '已取消报名')}>
                <Button type="link" size="small" danger disabled={busy}>
                  取消报名
                </Button>
              </Popconfirm>
            ),
          },
          { key: 'detail', visible: detail, node: <Link to={detailPath(row, from)}>详情</Link> },
        ]}
      />
      <Modal
        title={`请假：${row.title}`}
        open={leaveOpen}
        destroyOnHidden
        okText="提交"
        confirmLoading={busy}
        onCancel={() => setLeaveOpen(false)}
        onOk={async () => {
          const values = await form.validateFields().catch(() => null);
          if (!values) return;
          if (await run(() => memberApi.apply(row.kind, row.id, values.reason.trim()), '请假申请已提交')) {
            setLeaveOpen(false);
            form.resetFields();
          }
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label="请假事由" rules={[{ required: true, whitespace: true, message: '请输入请假事由' }]}>
            <Input.TextArea rows={4} maxLength={500} showCount placeholder="请输入请假事由" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
