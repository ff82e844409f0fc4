import { AuthApi } from '@cppcc/contracts';
import { Button, Card, Result, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/client';
import { useAppStore } from '../store';

type Step = 'ask' | 'done' | 'failed';

/** Opened on the phone by a signed-in user who scanned the sign-in code of a computer. */
export default function QrConfirmPage() {
  const [params] = useSearchParams();
  const qrId = params.get('qrId') ?? '';
  const user = useAppStore((s) => s.user);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('ask');
  const [busy, setBusy] = useState(false);
  const [scanned, setScanned] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      if (!scanned) {
        await api.post(AuthApi.qrcodeScan, { qrId }, { detached: true });
        setScanned(true);
      }
      await api.post(AuthApi.qrcodeConfirm, { qrId }, { detached: true });
      setStep('done');
    } catch {
      setStep('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f6fa', padding: 16 }}>
      <Card style={{ width: 380, maxWidth: '100%' }} title="扫码登录确认">
        {!qrId ? (
          <Result status="warning" title="二维码无效" subTitle="请重新扫描电脑上的登录二维码" />
        ) : step === 'done' ? (
          <Result status="success" title="已确认登录" subTitle="电脑端将自动进入系统" />
        ) : step === 'failed' ? (
          <Result status="error" title="确认失败" subTitle="二维码可能已过期，请在电脑上刷新后重新扫描" />
        ) : (
          <Result
            status="info"
            title="确认在电脑上登录？"
            subTitle={`将以「${user?.username ?? ''}」的身份登录政协履职服务平台`}
            extra={
              <Space>
                <Button type="primary" loading={busy} onClick={confirm}>
                  确认登录
                </Button>
                <Button onClick={() => navigate(-1)}>取消</Button>
              </Space>
            }
          />
        )}
      </Card>
    </div>
  );
}
