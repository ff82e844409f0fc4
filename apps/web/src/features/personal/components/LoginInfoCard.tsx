import { Descriptions } from 'antd';
import { orDash } from '@/app/format';
import type { HomeData } from '@/app/widgets/types';
import { formatDateTime } from '@/components/format';

/** 登录信息: this sign-in, the previous one and the year's count. */
export function LoginInfoCard({ data }: { data: HomeData }) {
  const l = data.loginInfo;
  return (
    <Descriptions size="small" column={1}>
      <Descriptions.Item label="本次登录时间">{formatDateTime(l.sessionLoginAt)}</Descriptions.Item>
      <Descriptions.Item label="上次登录时间">{formatDateTime(l.lastLoginAt)}</Descriptions.Item>
      <Descriptions.Item label="上次登录IP">{orDash(l.lastLoginIp)}</Descriptions.Item>
      <Descriptions.Item label="本年度登录次数">{l.loginCountThisYear} 次</Descriptions.Item>
    </Descriptions>
  );
}
