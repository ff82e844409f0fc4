import { EnvironmentOutlined } from '@ant-design/icons';
import { type MeetKind, type MeetSignMine, meetKindLabel, meetPerm, SignMode, signWayLabel } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, QRCode, Result, Space, Spin, Statistic, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/app/api/client';
import { useAuthority } from '@/app/auth/Authority';
import { formatDateTime } from '@/components/format';
import { attendApi, attendKeys } from './api';

const minute = (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
const errorText = (e: unknown) => (e instanceof Error ? e.message : '签到失败，请稍后重试');
/** the code on screen is renewed every minute (it is good for two); the count every 15 s */
const CODE_RENEW_MS = 60_000;
const COUNT_POLL_MS = 15_000;

/**
 * /{kind}/sign/:id. The organiser sees a big QR code of the sign-in URL (renewed every minute) and
 * a live count; anyone else (GET attend/qr answers 403) is an attendee: opened from the QR with
 * `?code=` the page signs them in at once and shows the outcome, and it offers 定位签到 when the
 * record allows it. Works at phone width.
 */
export default function SignPage({ kind }: { kind: MeetKind }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  const can = useAuthority();
  const a = useMemo(() => attendApi(kind), [kind]);
  const mayOrganise = can(meetPerm(kind).manage);
  const qr = useQuery({
    queryKey: attendKeys.qr(kind, id),
    queryFn: () => a.qr(id),
    enabled: mayOrganise && !!id,
    retry: false,
    refetchInterval: (q) => (q.state.error ? false : COUNT_POLL_MS),
  });
  const forbidden = qr.error instanceof ApiError && qr.error.status === 403;
  if (mayOrganise && qr.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (mayOrganise && !forbidden) {
    if (qr.error) return <Result status="warning" title={errorText(qr.error)} />;
    if (qr.data) return <OrganiserView kind={kind} data={qr.data} />;
  }
  return <AttendeeView kind={kind} id={id} code={code} />;
}

function OrganiserView({ kind, data }: { kind: MeetKind; data: NonNullable<Awaited<ReturnType<ReturnType<typeof attendApi>['qr']>>> }) {
  const [shown, setShown] = useState<{ url: string; at: number } | null>(null);
  useEffect(() => {
    if (!shown || Date.now() - shown.at >= CODE_RENEW_MS - 5_000) setShown({ url: data.url, at: Date.now() });
  }, [data, shown]);
  const url = `${window.location.origin}${shown?.url ?? data.url}`;
  return (
    <Card style={{ maxWidth: 720, margin: '0 auto', textAlign: 'center' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {data.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {minute(data.startTime)} 至 {minute(data.endTime)}
        {data.address ? ` · ${data.address}` : ''}
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center', margin: '12px 0' }}>
        <QRCode type="svg" value={url} size={Math.min(360, Math.round(window.innerWidth * 0.8))} bordered={false} />
      </div>
      <Typography.Paragraph>
        请参加人员使用手机扫描二维码签到（二维码每分钟更新；签到时间 {minute(data.signFrom)} 至 {minute(data.signTo)}）
      </Typography.Paragraph>
      <Space size={48}>
        <Statistic title="已签到" value={data.signedCount} suffix="人" />
        <Statistic title="应到" value={data.attendeeCount} suffix="人" />
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {meetKindLabel[kind]}签到方式：
        {data.signMode === SignMode.both ? '扫码或定位签到' : data.signMode === SignMode.location ? '定位签到' : '扫码签到'}
      </Typography.Paragraph>
    </Card>
  );
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

function signedText(m: Pick<MeetSignMine, 'signedAt' | 'signWay' | 'signDistance'>): string {
  const way = m.signWay ? signWayLabel[m.signWay] : '';
  const far = m.signDistance !== null ? `，距签到地点约 ${m.signDistance} 米` : '';
  return `${m.signedAt ? minute(m.signedAt) : ''} ${way}${far}`.trim();
}

/** The attendee's side: signs in with the scanned code at once, or by the device's position. */
export function AttendeeView({ kind, id, code }: { kind: MeetKind; id: string; code?: string }) {
  const a = useMemo(() => attendApi(kind), [kind]);
  const qc = useQueryClient();
  const mine = useQuery({ queryKey: attendKeys.mine(kind, id), queryFn: () => a.mine(id), retry: false, enabled: !!id });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const tried = useRef(false);

  const sign = async (body: { code?: string; latitude?: number; longitude?: number }) => {
    setBusy(true);
    try {
      const r = await a.sign({ id, ...body });
      setOutcome({ ok: true, text: r.already ? '您已签到' : '签到成功' });
      await qc.invalidateQueries({ queryKey: attendKeys.mine(kind, id) });
    } catch (e) {
      setOutcome({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  const m = mine.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: sign once, when the record has loaded
  useEffect(() => {
    if (!code || !m || m.signedAt || tried.current) return;
    tried.current = true;
    void sign({ code });
  }, [code, m]);

  const locate = () => {
    if (!navigator.geolocation) {
      setOutcome({ ok: false, text: '当前设备不支持定位，请扫描现场二维码签到' });
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => void sign({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
      () => {
        setBusy(false);
        setOutcome({ ok: false, text: '无法获取您的位置，请允许定位后重试，或扫描现场二维码签到' });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  };

  if (mine.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (mine.error || !m) return <Result status="403" title="无法签到" subTitle={errorText(mine.error)} />;
  const canLocate = (m.signMode & SignMode.location) !== 0 && m.hasPlace;
  const canScan = (m.signMode & SignMode.qr) !== 0;
  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }} styles={{ body: { padding: 16 } }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {m.title}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="时间">
          {minute(m.startTime)} 至 {minute(m.endTime)}
        </Descriptions.Item>
        {m.address ? <Descriptions.Item label="地点">{m.address}</Descriptions.Item> : null}
        <Descriptions.Item label="签到时间">
          {minute(m.signFrom)} 至 {minute(m.signTo)}
        </Descriptions.Item>
      </Descriptions>
      {m.signedAt ? (
        <Result status="success" title={outcome?.ok ? outcome.text : '您已签到'} subTitle={signedText(m)} />
      ) : (
        <>
          {outcome && !outcome.ok ? <Alert type="error" showIcon title={outcome.text} style={{ margin: '12px 0' }} /> : null}
          {busy ? <Spin style={{ display: 'block', margin: '16px auto' }} tip="正在签到…" /> : null}
          <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
            {canLocate ? (
              <Button type="primary" size="large" block icon={<EnvironmentOutlined />} loading={busy} onClick={locate}>
                定位签到
              </Button>
            ) : null}
            {canScan && !code ? (
              <Typography.Text type="secondary">请扫描会场的签到二维码{canLocate ? '，或使用定位签到' : ''}。</Typography.Text>
            ) : null}
            {canLocate ? <Typography.Text type="secondary">须在签到地点 {m.signRadius} 米范围内。</Typography.Text> : null}
          </Space>
        </>
      )}
    </Card>
  );
}
