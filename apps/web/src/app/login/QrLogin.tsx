import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { AuthApi, type LoginResult } from '@cppcc/contracts';
import { Button, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/client';
import { completeLogin } from '../auth/session';

type QrState = 'waiting' | 'scanned' | 'confirmed' | 'expired';
const POLL = 2000;

/** 扫码登录: the phone app (a signed-in user) scans and confirms; this page polls every 2 s. */
export function QrLogin({ redirect }: { redirect: string | null }) {
  const [qr, setQr] = useState<{ qrId: string; image: string } | null>(null);
  const [state, setState] = useState<QrState>('waiting');
  const [failed, setFailed] = useState(false);
  const alive = useRef(true);

  const load = useCallback(async () => {
    setFailed(false);
    setQr(null);
    setState('waiting');
    try {
      const r = await api.get<{ qrId: string; image: string; expiresIn: number }>(AuthApi.qrcode, undefined, {
        detached: true,
        silent: true,
      });
      if (alive.current) setQr(r);
    } catch {
      if (alive.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  useEffect(() => {
    if (!qr || state === 'expired' || state === 'confirmed') return;
    const t = setTimeout(async () => {
      try {
        const r = await api.post<{ state: QrState; login: LoginResult | null }>(
          AuthApi.qrcodeQuery,
          { qrId: qr.qrId },
          { detached: true, silent: true },
        );
        if (!alive.current) return;
        setState(r.state);
        if (r.state === 'confirmed' && r.login) await completeLogin(r.login, redirect);
      } catch {
        if (alive.current) setState('expired');
      }
    }, POLL);
    return () => clearTimeout(t);
  }, [qr, state, redirect]);

  return (
    <div className="qr-box">
      <div className="qr-frame">
        {qr ? <img src={qr.image} alt="登录二维码" width={180} height={180} /> : failed ? null : <Spin />}
        {(state === 'expired' || failed) && (
          <div className="qr-mask">
            <Typography.Text strong>{failed ? '二维码加载失败' : '二维码已过期'}</Typography.Text>
            <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={() => void load()}>
              刷新
            </Button>
          </div>
        )}
        {state === 'scanned' && (
          <div className="qr-mask">
            <CheckCircleFilled style={{ color: '#389e0d', fontSize: 32 }} />
            <Typography.Text strong>已扫码</Typography.Text>
            <Typography.Text type="secondary">请在手机上确认登录</Typography.Text>
          </div>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        请使用已登录的手机端扫描二维码登录
      </Typography.Paragraph>
    </div>
  );
}
