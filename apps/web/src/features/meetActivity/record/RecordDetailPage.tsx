import {
  enterStateLabel,
  type MeetDetail,
  type MeetKind,
  MeetPage,
  type MeetRow,
  MeetState,
  meetKindLabel,
  meetPerm,
  SpeakPage,
  signModeLabel,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Table, Timeline, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FileList } from '@/components/FileList';
import { formatDateTime } from '@/components/format';
import { recordApi, recordKeys } from './api';
import { useRecordPaths } from './paths';
import { RecordTags } from './RecordTags';
import { useRecordSteps } from './useRecordSteps';

const minute = (v: string | null) => (v ? formatDateTime(v, 'YYYY-MM-DD HH:mm') : '--');
const span = (from: string | null, to: string | null) => (from || to ? `${minute(from)} 至 ${minute(to)}` : '--');

/** /{kind}/detail?id= (and …/list/:typeId/:typeCode/detail): the record, its states and counts, steps, links and trail. */
export default function RecordDetailPage({ kind }: { kind: MeetKind }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const paths = useRecordPaths(kind);
  const navigate = useNavigate();
  const a = useMemo(() => recordApi(kind), [kind]);
  const label = meetKindLabel[kind];
  const detail = useQuery({ queryKey: recordKeys.detail(kind, id), queryFn: () => a.detail(id), enabled: !!id });
  const steps = useRecordSteps(kind, (step) => {
    if (step === 'delete') navigate(paths.list);
  });
  const back = <BackButton fallback={paths.list} />;
  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const d = detail.data;
  if (!d) return <Result status="404" title={`${label}不存在或无权查看`} extra={back} />;
  const perm = meetPerm(kind);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space size={8} wrap>
            <span>{d.title}</span>
            <RecordTags state={d.state} scheduleState={d.scheduleState} />
          </Space>
        }
        extra={
          <Space wrap size={8}>
            {d.actions.includes('save') ? <Button onClick={() => navigate(`${paths.add}?id=${d.id}`)}>编辑</Button> : null}
            {d.actions.includes('release') ? (
              <Button type="primary" onClick={() => steps.release(d)}>
                发布
              </Button>
            ) : null}
            {d.actions.includes('close') ? <Button onClick={() => steps.close(d)}>结束</Button> : null}
            {d.canDelete ? (
              <Button danger onClick={() => steps.remove(d)}>
                删除
              </Button>
            ) : null}
            {back}
          </Space>
        }
      >
        <RecordFields d={d} />
      </Card>
      <Card title="相关管理" size="small">
        <Space wrap>
          <Authority perm={[perm.manage, perm.view]}>
            <Button onClick={() => navigate(`${MeetPage.signList(kind)}?id=${d.id}`)}>签到管理</Button>
          </Authority>
          <Authority perm={perm.manage}>
            <Button onClick={() => navigate(MeetPage.sign(kind, d.id))}>显示签到码</Button>
          </Authority>
          <Authority perm={[perm.applyCheck, perm.manage]}>
            <Button onClick={() => navigate(`${MeetPage.apply(kind)}?id=${d.id}`)}>请假审核</Button>
          </Authority>
          <Authority perm={[perm.results, perm.manage]}>
            <Button onClick={() => navigate(`${MeetPage.results(kind)}?id=${d.id}`)}>成果</Button>
          </Authority>
          {kind === 'meet' ? (
            <>
              <Button onClick={() => navigate(`${MeetPage.hearer}?id=${d.id}`)}>列席人员</Button>
              <Button onClick={() => navigate(`${SpeakPage.meetSpeak}?meetId=${d.id}`)}>会议发言</Button>
            </>
          ) : null}
        </Space>
      </Card>
      {kind === 'meet' && d.plenary ? <SubMeetings kind={kind} parentId={d.id} linkOf={(id) => `${paths.detail}?id=${id}`} /> : null}
      <Card title={`${label}内容`} size="small">
        {d.content ? (
          <div
            className="info-rich-html"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored rich text (platform/html/sanitize.ts)
            dangerouslySetInnerHTML={{ __html: d.content }}
          />
        ) : (
          <Empty description="暂无内容" />
        )}
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          附件
        </Typography.Title>
        <FileList files={d.files} affairId={d.id} emptyText="暂无附件" />
      </Card>
      <Card title="操作记录" size="small">
        {d.trail.length ? (
          <Timeline
            items={d.trail.map((h, i) => ({
              key: `${h.at}-${i}`,
              children: (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{h.actionName}</Typography.Text>
                  <Typography.Text type="secondary">
                    {h.actorName ?? '系统'} · {formatDateTime(h.at)}
                  </Typography.Text>
                  {h.opinion ? <Typography.Text>{h.opinion}</Typography.Text> : null}
                </Space>
              ),
            }))}
          />
        ) : (
          <Empty description="暂无操作记录" />
        )}
      </Card>
    </Space>
  );
}

function RecordFields({ d }: { d: MeetDetail }) {
  const label = meetKindLabel[d.kind as MeetKind];
  return (
    <Descriptions column={2} size="small" bordered>
      <Descriptions.Item label={`${label}类型`}>{d.typeName ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="年度">{d.year}</Descriptions.Item>
      <Descriptions.Item label={`${label}时间`}>{span(d.startTime, d.endTime)}</Descriptions.Item>
      <Descriptions.Item label={`${label}地点`}>{d.address ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="组织单位">{d.organizer ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="联系人">{[d.contact, d.contactPhone].filter(Boolean).join(' ') || '--'}</Descriptions.Item>
      <Descriptions.Item label="参加人数">
        {d.attendeeCount} 人（已签到 {d.signedCount} 人）
      </Descriptions.Item>
      <Descriptions.Item label="报名">
        {d.enterState === null
          ? '不开放报名（组织者邀请）'
          : `${enterStateLabel[d.enterState]}，${span(d.enterStart, d.enterEnd)}${d.enterLimit ? `，限 ${d.enterLimit} 人` : ''}`}
      </Descriptions.Item>
      <Descriptions.Item label="签到方式">
        {signModeLabel[d.signMode]}
        {d.signMode !== 1 && d.latitude !== null ? `（${d.latitude}, ${d.longitude}，${d.signRadius} 米内）` : ''}
      </Descriptions.Item>
      <Descriptions.Item label="签到时间">{span(d.signFrom, d.signTo)}</Descriptions.Item>
      {d.kind === 'meet' ? (
        <Descriptions.Item label="全体会议">{d.plenary ? '是' : d.parentTitle ? `分组会议（${d.parentTitle}）` : '否'}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label="通知">
        {d.smsNotice ? '消息和短信' : '消息'}
        {d.remindMinutes ? `，开始前 ${d.remindMinutes} 分钟提醒` : ''}
      </Descriptions.Item>
      <Descriptions.Item label="创建人">{d.createdByName ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="发布时间">{minute(d.releasedAt)}</Descriptions.Item>
      {d.state === MeetState.closed ? <Descriptions.Item label="结束时间">{minute(d.closedAt)}</Descriptions.Item> : null}
    </Descriptions>
  );
}

/** A plenary's sub-meetings, each linking where `linkOf` says (the organiser's detail, an attendee's schedule). */
export function SubMeetings({ kind, parentId, linkOf }: { kind: MeetKind; parentId: string; linkOf: (id: string) => string }) {
  const a = useMemo(() => recordApi(kind), [kind]);
  const children = useQuery({
    queryKey: recordKeys.children(kind, parentId),
    queryFn: () => a.children({ parentId, pageSize: 40 }),
  });
  return (
    <Card title="分组会议" size="small">
      <Table<MeetRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={children.isLoading}
        dataSource={children.data?.list ?? []}
        columns={[
          { title: '标题', dataIndex: 'title', ellipsis: true, render: (v: string, r) => <Link to={linkOf(r.id)}>{v}</Link> },
          { title: '开始时间', dataIndex: 'startTime', width: 150, render: (v: string) => minute(v) },
          { title: '地点', dataIndex: 'address', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'state',
            width: 150,
            render: (_: number, r) => <RecordTags state={r.state} scheduleState={r.scheduleState} />,
          },
          { title: '参加/签到', dataIndex: 'attendeeCount', width: 90, render: (_: number, r) => `${r.attendeeCount}/${r.signedCount}` },
        ]}
      />
    </Card>
  );
}
