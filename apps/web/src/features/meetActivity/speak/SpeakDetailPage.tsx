import { SpeakPage, SpeakPerm, speakStateLabel, speakTypeLabel } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Result, Space, Spin, Tabs, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FileList } from '@/components/FileList';
import { formatDateTime } from '@/components/format';
import { speakApi, speakKeys } from './api';
import { CheckDialog } from './CheckDialog';
import { RichText } from './RichText';
import { StateTag } from './SpeakListPage';

/**
 * One speech: /speak/speakDetail/:id (speaker, office), /speak/checkForm?id= (the office's check:
 * 采用 / 退回 / 编辑). The office's version and the speaker's original in two tabs when edited.
 */
export default function SpeakDetailPage({ check = false, back }: { check?: boolean; back: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? '';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const can = useAuthority();
  const [checking, setChecking] = useState(false);
  const detail = useQuery({ queryKey: speakKeys.detail(id), queryFn: () => speakApi.detail(id), enabled: !!id });
  const backButton = <BackButton fallback={back} />;
  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const d = detail.data;
  if (!d) return <Result status="404" title="发言不存在或无权查看" extra={backButton} />;
  const refresh = () => qc.invalidateQueries({ queryKey: speakKeys.all });
  const step = (title: string, run: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title,
      onOk: async () => {
        await run();
        message.success(done);
        await refresh();
      },
    });
  const has = (a: string) => d.actions.includes(a);
  const office = can(SpeakPerm.manage);

  const buttons = (
    <Space>
      {has('pass') && (
        <Button type="primary" onClick={() => setChecking(true)}>
          审核
        </Button>
      )}
      {office && has('edit') && <Button onClick={() => navigate(`${SpeakPage.edit}?id=${d.id}`)}>编辑</Button>}
      {!check && has('save') && <Button onClick={() => navigate(`${SpeakPage.myEdit}?id=${d.id}`)}>修改</Button>}
      {!check && has('submit') && (
        <Button type="primary" onClick={() => step('提交该发言？', () => speakApi.submit(d.id), '提交成功')}>
          提交
        </Button>
      )}
      {!check && has('recall') && <Button onClick={() => step('撤回该发言？', () => speakApi.recall(d.id), '撤回成功')}>撤回</Button>}
      {backButton}
    </Space>
  );

  const body = (title: string, html: string) => (
    <>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {title}
      </Typography.Title>
      <RichText html={html} />
    </>
  );

  return (
    <Card title={check ? '发言审核' : '发言详情'} extra={buttons}>
      <Descriptions size="small" column={3} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="发言人">{d.speakerName}</Descriptions.Item>
        <Descriptions.Item label="发言类型">{speakTypeLabel[d.speakType]}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <StateTag state={d.state} />
          {d.supplementary ? '（补录）' : ''}
        </Descriptions.Item>
        <Descriptions.Item label="会议" span={2}>
          {d.meetTitle ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="提交时间">{d.submittedAt ? formatDateTime(d.submittedAt, 'YYYY-MM-DD HH:mm') : '—'}</Descriptions.Item>
        {d.checkerName && <Descriptions.Item label="审核人">{d.checkerName}</Descriptions.Item>}
        {d.opinion && (
          <Descriptions.Item label="审核意见" span={2}>
            {d.opinion}
          </Descriptions.Item>
        )}
      </Descriptions>
      {d.original ? (
        <Tabs
          items={[
            { key: 'staff', label: '修改稿（用于汇编）', children: body(d.title, d.content) },
            { key: 'original', label: '发言人原稿', children: body(d.original.title, d.original.content) },
          ]}
        />
      ) : (
        body(d.title, d.content)
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        附件
      </Typography.Title>
      <FileList affairId={d.id} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        流转记录
      </Typography.Title>
      <Timeline
        items={d.trail.map((h) => ({
          children: (
            <span>
              {formatDateTime(h.at, 'YYYY-MM-DD HH:mm')} {h.actorName} {h.actionLabel}
              {h.toState !== null && h.toState !== h.fromState ? `（${speakStateLabel[h.toState]}）` : ''}
              {h.opinion ? `：${h.opinion}` : ''}
            </span>
          ),
        }))}
      />
      <CheckDialog
        open={checking}
        speechId={d.id}
        speechTitle={d.title}
        onClose={() => setChecking(false)}
        onDone={() => {
          setChecking(false);
          void refresh();
          if (check) navigate(SpeakPage.check);
        }}
      />
    </Card>
  );
}
