import {
  backTypeLabel,
  type InfoFullDetail,
  InfoState,
  infoSourceLabel,
  JointAnswer,
  jointAnswerLabel,
  ReporterRole,
  reporterRoleLabel,
} from '@cppcc/contracts';
import { Alert, Card, Descriptions, Empty, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatChina } from '@/app/format';
import { FileList } from '@/components/FileList';
import { InfoStateTag } from './InfoStateTag';
import { VersionDiff } from './VersionDiff';
import './info-content.css';

const dt = (v: string | null | undefined) => (v ? formatChina(v, 'YYYY-MM-DD HH:mm') : '--');

/** Rich text the server stored through sanitizeRichHtml. */
export function InfoRichHtml({ html }: { html: string }) {
  return (
    <div
      className="info-rich-html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored rich text (platform/html/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

const JOINT_COLOR: Record<number, string> = {
  [JointAnswer.agree]: 'success',
  [JointAnswer.disagree]: 'error',
  [JointAnswer.pending]: 'default',
};

/** Why an item stands where it does: the return's or the discard's reason. */
export function InfoReasonAlert({ item }: { item: InfoFullDetail }) {
  if (item.state === InfoState.returned && item.backReason) {
    return (
      <Alert
        type="error"
        showIcon
        title={`退回理由：${item.backReason}`}
        description={item.backType ? backTypeLabel[item.backType] : undefined}
      />
    );
  }
  if (item.state === InfoState.discarded && item.discardReason)
    return <Alert type="error" showIcon title={`弃用理由：${item.discardReason}`} />;
  return null;
}

/** The item's fields and text. */
export function InfoBasics({ item }: { item: InfoFullDetail }) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} styles={{ label: { width: 120 } }}>
      <Descriptions.Item label="信息标题" span={2}>
        {item.title}
      </Descriptions.Item>
      <Descriptions.Item label="信息类别">{item.typeName ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <InfoStateTag state={item.state} levelName={item.levelName} editState={item.editState} editStateName={item.editStateName} />
      </Descriptions.Item>
      <Descriptions.Item label="上报人">{item.reporterName}</Descriptions.Item>
      <Descriptions.Item label="报送单位">{item.unitName ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="执笔人">{item.writerNames ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="联系电话">{item.contactPhone ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="报送时间">{dt(item.reportTime)}</Descriptions.Item>
      <Descriptions.Item label="审核流程">{item.flowName ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="编号">{item.serialNumber ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="来源">{infoSourceLabel[item.source] ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="信息内容" span={2}>
        <InfoRichHtml html={item.content} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/** 上报人 and co-reporters with their answers. */
export function InfoReporters({ item }: { item: InfoFullDetail }) {
  return (
    <Table
      size="small"
      rowKey="userId"
      pagination={false}
      dataSource={item.reporters}
      columns={[
        { title: '姓名/单位', dataIndex: 'name' },
        { title: '所属单位', dataIndex: 'unitName', render: (v: string | null) => v ?? '--' },
        { title: '身份', dataIndex: 'role', render: (v: number) => reporterRoleLabel[v] ?? '--' },
        {
          title: '联名确认',
          dataIndex: 'joint',
          render: (v: number | null, r) =>
            r.role === ReporterRole.joint && v !== null ? <Tag color={JOINT_COLOR[v]}>{jointAnswerLabel[v]}</Tag> : '--',
        },
      ]}
    />
  );
}

/** The trail: every step with its level, opinion, who and when. */
export function InfoTrail({ item }: { item: InfoFullDetail }) {
  if (!item.history.length) return <Empty description="暂无流转记录" />;
  return (
    <Timeline
      items={item.history.map((h) => ({
        key: h.id,
        children: (
          <Space direction="vertical" size={0}>
            <Typography.Text strong>
              {h.actionLabel}
              {h.levelName ? `（${h.levelName}）` : ''}
            </Typography.Text>
            <Typography.Text type="secondary">
              {h.actorName ?? '--'} · {dt(h.at)}
            </Typography.Text>
            {h.opinion && <Typography.Text>意见：{h.opinion}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}

/** The whole detail: reason, fields and text, people, files, versions against the original, the trail. */
export function InfoDetailView({ item, extra }: { item: InfoFullDetail; extra?: ReactNode }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <InfoReasonAlert item={item} />
      <Card size="small" title="基本信息" extra={extra}>
        <InfoBasics item={item} />
      </Card>
      <Card size="small" title="上报人">
        <InfoReporters item={item} />
      </Card>
      <Card size="small" title="附件">
        <FileList files={item.attachments} preview />
      </Card>
      <Card size="small" title={`版本对比（共${item.versions.length}版）`}>
        <VersionDiff versions={item.versions} />
      </Card>
      <Card size="small" title="流转记录">
        <InfoTrail item={item} />
      </Card>
    </Space>
  );
}
