import { collectiveTypeLabel, sexLabel, type UserTypeValue, userTypeLabel } from '@cppcc/contracts';
import { Avatar, Descriptions, type DescriptionsProps, Tag } from 'antd';
import { maskPhone, orDash } from '@/app/format';
import type { HomeData } from '@/app/widgets/types';

/** 个人信息: who the user is, from /personal/center/{kind}/data. */
export function ProfileCard({ data, column = 1 }: { data: HomeData; column?: DescriptionsProps['column'] }) {
  const p = data.profile;
  const m = data.member;
  return (
    <div style={{ display: 'flex', gap: 20, alignItems: 'flex-start' }}>
      <Avatar size={64} src={p.avatar || undefined} style={{ background: '#b71c1c', flex: 'none', fontSize: 26 }}>
        {p.username.slice(0, 1)}
      </Avatar>
      <Descriptions
        size="small"
        column={column}
        style={{ flex: 1, minWidth: 0 }}
        title={<span style={{ fontSize: 18 }}>{p.username}</span>}
      >
        <Descriptions.Item label="用户类型">
          {userTypeLabel[p.userType as UserTypeValue] ?? '--'}
          {p.collectiveType ? `（${collectiveTypeLabel[p.collectiveType] ?? p.collectiveType}）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="登录账号">{p.loginName}</Descriptions.Item>
        <Descriptions.Item label="性别">{p.sex ? (sexLabel[p.sex] ?? '--') : '--'}</Descriptions.Item>
        <Descriptions.Item label="手机号码">{maskPhone(p.mobile)}</Descriptions.Item>
        <Descriptions.Item label="所在单位">{orDash(p.orgName)}</Descriptions.Item>
        <Descriptions.Item label="职务">{orDash(p.duty)}</Descriptions.Item>
        {m && <Descriptions.Item label="届次">{orDash(m.sessionName)}</Descriptions.Item>}
        {m && <Descriptions.Item label="界别">{orDash(m.sector)}</Descriptions.Item>}
        {m && <Descriptions.Item label="党派">{orDash(m.party)}</Descriptions.Item>}
        {m && <Descriptions.Item label="专委会">{orDash(m.committee)}</Descriptions.Item>}
        {m && <Descriptions.Item label="委员职务">{orDash(m.memberDuty)}</Descriptions.Item>}
        {m && <Descriptions.Item label="工作单位及职务">{orDash([m.workUnit, m.workDuty].filter(Boolean).join(' '))}</Descriptions.Item>}
        <Descriptions.Item label="角色">
          {p.roles.length
            ? p.roles.map((r) => (
                <Tag key={r} color="blue">
                  {r}
                </Tag>
              ))
            : '--'}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
