import {
  applyStateLabel,
  type MaScheduleDetail,
  MEET_KINDS,
  type MeetKind,
  MeetPage,
  meetKindLabel,
  signModeLabel,
  signWayLabel,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { FileList } from '@/components/FileList';
import { formatDateTime } from '@/components/format';
import { memberApi, memberKeys } from './api';
import { KindTag, MemberActions, MyStateTag, ScheduleTag } from './MemberActions';

const dt = (v: string | null) => (v ? formatDateTime(v, 'YYYY-MM-DD HH:mm') : '--');

function RichHtml({ html }: { html: string }) {
  return (
    <div
      style={{ overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored rich text (platform/html/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function mySign(d: MaScheduleDetail): string {
  if (!d.signedAt) return '未签到';
  const way = d.signWay !== null ? signWayLabel[d.signWay] : '';
  const far = d.signDistance !== null ? `，距签到地点约 ${d.signDistance} 米` : '';
  return `${dt(d.signedAt)} ${way}${far}`;
}

/**
 * 日程详情 (/meetActivity/scheduleDetail?kind=&id=) and 报名详情 (/meetActivity/enters/detail): the record
 * as an attendee sees it (time, place, content, files), their own state and the same actions as the lists.
 */
export default function ScheduleDetailPage({ from = 'schedule' }: { from?: 'schedule' | 'enters' }) {
  const [params] = useSearchParams();
  const kind = params.get('kind') as MeetKind;
  const id = params.get('id') ?? '';
  const valid = (MEET_KINDS as readonly string[]).includes(kind) && !!id;
  const q = useQuery({
    queryKey: memberKeys.detail(kind, id),
    queryFn: () => (from === 'enters' ? memberApi.entersDetail(kind, id) : memberApi.detail(kind, id)),
    enabled: valid,
    retry: false,
  });
  const back = <BackButton fallback={from === 'enters' ? MeetPage.enters : MeetPage.schedule} />;
  if (!valid || q.isError)
    return (
      <Card extra={back}>
        <Empty description={valid ? '无法查看该会议或活动' : '缺少会议或活动的参数'} />
      </Card>
    );
  const d = q.data;
  if (!d)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const label = meetKindLabel[d.kind];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <KindTag row={d} />
            <Typography.Text strong ellipsis style={{ maxWidth: 640 }}>
              {d.title}
            </Typography.Text>
          </Space>
        }
        extra={back}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={`${label}类型`}>{d.typeName ?? '--'}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <ScheduleTag row={d} />
          </Descriptions.Item>
          <Descriptions.Item label="开始时间">{dt(d.startTime)}</Descriptions.Item>
          <Descriptions.Item label="结束时间">{dt(d.endTime)}</Descriptions.Item>
          <Descriptions.Item label="地点" span={2}>
            {d.address ?? '--'}
          </Descriptions.Item>
          <Descriptions.Item label="组织单位">{d.organizer ?? '--'}</Descriptions.Item>
          <Descriptions.Item label="联系人">{[d.contact, d.contactPhone].filter(Boolean).join(' ') || '--'}</Descriptions.Item>
          {d.enterState !== null && (
            <>
              <Descriptions.Item label="报名时间">
                {dt(d.enterStart)} 至 {dt(d.enterEnd ?? d.startTime)}
              </Descriptions.Item>
              <Descriptions.Item label="报名人数">
                {d.enteredCount}
                {d.enterLimit ? ` / ${d.enterLimit}` : '（不限）'}
              </Descriptions.Item>
            </>
          )}
          <Descriptions.Item label="签到方式">{signModeLabel[d.signMode] ?? '--'}</Descriptions.Item>
          <Descriptions.Item label="签到时间">
            {dt(d.signFrom)} 至 {dt(d.signTo)}
          </Descriptions.Item>
          {d.locationAllowed && (
            <Descriptions.Item label="定位签到范围" span={2}>
              签到地点 {d.signRadius} 米以内
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title="我的情况" size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="我的状态">
            <MyStateTag row={d} />
          </Descriptions.Item>
          <Descriptions.Item label="签到">{d.onList ? mySign(d) : '--'}</Descriptions.Item>
          {d.willRemark && <Descriptions.Item label="说明">{d.willRemark}</Descriptions.Item>}
          {d.apply && (
            <Descriptions.Item label="请假" span={2}>
              {applyStateLabel[d.apply.state]}：{d.apply.reason}
              {d.apply.opinion ? `（审核意见：${d.apply.opinion}）` : ''}
            </Descriptions.Item>
          )}
        </Descriptions>
        <div style={{ marginTop: 8 }}>
          <MemberActions row={d} from={from} detail={false} />
        </div>
      </Card>
      <Card title={`${label}内容`} size="small">
        {d.content ? <RichHtml html={d.content} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />}
      </Card>
      <Card title="附件" size="small">
        <FileList affairId={d.fileIds.length ? d.id : null} />
      </Card>
    </Space>
  );
}
