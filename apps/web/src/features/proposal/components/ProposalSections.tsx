import type { ProposalDetail, ProposalUnitItem } from '@cppcc/contracts';
import { CaseState, HandleType, handleLevelLabel, UserType } from '@cppcc/contracts';
import { Descriptions, Empty, Space, Table, Tag, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@/components/format';
import { detailPath } from '../paths';
import { numberText, StateTag } from './columns';
import {
  assignFeedbacks,
  caseStates,
  handleTypes,
  jointStates,
  mergeStates,
  openStatuses,
  proposalStates,
  SINGLE_UNDERTAKE_LABEL,
  satisfactions,
  signStates,
  styleOf,
} from './stateLabels';
import './proposal-content.css';

const dt = (v: string | null | undefined) => formatDateTime(v, 'YYYY-MM-DD HH:mm');

/** Rich text the server stored through sanitizeRichHtml (the editor's tags and styles only). */
export function RichHtml({ html, empty = '--' }: { html: string | null | undefined; empty?: string }) {
  if (!html) return <span>{empty}</span>;
  return (
    <div
      className="proposal-rich-html"
      style={{ lineHeight: 1.9, overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored rich text (platform/html/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** 基本信息: every field of the proposal. */
export function ProposalBasics({ p }: { p: ProposalDetail }) {
  const marks = [
    p.isPlenary && '大会提案',
    p.isKey && '重点提案',
    p.isExcellent && '优秀提案',
    p.isGood && '良好提案',
    p.isRecord && '历史录入',
  ]
    .filter(Boolean)
    .join('、');
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} styles={{ label: { width: 130 } }}>
      <Descriptions.Item label="提案标题" span={2}>
        {p.title}
      </Descriptions.Item>
      <Descriptions.Item label="案号">{numberText(p.number)}</Descriptions.Item>
      <Descriptions.Item label="届次">{p.sessionName ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="提案人">{p.proposerName || '--'}</Descriptions.Item>
      <Descriptions.Item label="提案人类型">{p.proposerType === UserType.collective ? '集体' : '委员'}</Descriptions.Item>
      <Descriptions.Item label="提案类别">{p.typeName ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="联名提案">{p.isJoint ? `是（${p.jointNames ?? '--'}）` : '否'}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <StateTag table={proposalStates} code={p.state} />
      </Descriptions.Item>
      <Descriptions.Item label="立案状态">
        <StateTag table={caseStates} code={p.caseState} />
      </Descriptions.Item>
      <Descriptions.Item label="公开方式">{p.openStatus === null ? '不公开' : styleOf(openStatuses, p.openStatus).label}</Descriptions.Item>
      <Descriptions.Item label="标记">{marks || '--'}</Descriptions.Item>
      <Descriptions.Item label="提交时间">{dt(p.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label="立案时间">{dt(p.filedAt)}</Descriptions.Item>
      <Descriptions.Item label="交办时间">{dt(p.assignedAt)}</Descriptions.Item>
      <Descriptions.Item label="办结时间">{dt(p.concludedAt)}</Descriptions.Item>
      <Descriptions.Item label="承办单位" span={2}>
        {p.unitNames ?? '--'}
      </Descriptions.Item>
      {p.mergedIntoId && (
        <Descriptions.Item label="并案" span={2}>
          <StateTag table={mergeStates} code={p.mergeState} /> 已并入 <Link to={detailPath(p.mergedIntoId)}>主提案</Link>，随主提案流转
        </Descriptions.Item>
      )}
      {p.caseState === CaseState.notFiled && (
        <Descriptions.Item label="不立案" span={2}>
          去向：{styleOf(proposalStates, p.notFiledTo ?? p.state).label}；理由：{p.notFiledReason ?? '--'}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** 联名人 and their answers. */
export function JointTable({ p }: { p: ProposalDetail }) {
  if (!p.joints.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无联名人" />;
  return (
    <>
      <Table
        size="small"
        rowKey="userId"
        pagination={false}
        dataSource={p.joints}
        columns={[
          { title: '联名人', dataIndex: 'username', width: 160 },
          { title: '联名状态', dataIndex: 'state', width: 110, render: (v: number) => <StateTag table={jointStates} code={v} /> },
          { title: '意见', dataIndex: 'opinion', render: (v: string | null) => v || '--' },
          { title: '确认时间', dataIndex: 'answeredAt', width: 170, render: dt },
        ]}
      />
      {p.jointOverride && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          提案办已决定不再等待联名人确认。
        </Typography.Text>
      )}
    </>
  );
}

function handleTypeText(u: ProposalUnitItem, all: ProposalUnitItem[]) {
  const siblings = all.filter((x) => x.phase === u.phase && x.active);
  if (u.handleType === HandleType.lead && siblings.length === 1) return <Tag color="blue">{SINGLE_UNDERTAKE_LABEL}</Tag>;
  return <StateTag table={handleTypes} code={u.handleType} />;
}

/**
 * 承办单位: pre-assignments and assignments, sign states, deadlines, results and ratings; a pre-assignment row
 * expands to the unit's answer. The replies themselves are shown in full by UnitReplies, not folded in here.
 */
export function UnitsTable({ p }: { p: ProposalDetail }) {
  if (!p.units.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无承办单位" />;
  return (
    <Table<ProposalUnitItem>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={p.units}
      scroll={{ x: 1100 }}
      expandable={{
        rowExpandable: (u) => !!u.preOpinion,
        expandedRowRender: (u) => <span style={{ whiteSpace: 'pre-wrap' }}>反馈意见：{u.preOpinion}</span>,
      }}
      columns={[
        {
          title: '承办单位',
          dataIndex: 'unitName',
          render: (v: string, u) => (
            <Space size={4}>
              {v}
              {!u.active && <Tag>已失效</Tag>}
            </Space>
          ),
        },
        { title: '环节', dataIndex: 'phase', width: 80, render: (v: string) => (v === 'pre' ? '预交办' : '交办') },
        { title: '办理方式', dataIndex: 'handleType', width: 100, render: (_: number, u) => handleTypeText(u, p.units) },
        {
          title: '反馈/签收',
          key: 'sign',
          width: 120,
          render: (_: unknown, u) =>
            u.phase === 'pre' ? (
              <StateTag table={assignFeedbacks} code={u.preFeedback} />
            ) : (
              <StateTag table={signStates} code={u.signState} />
            ),
        },
        { title: '签收时间', dataIndex: 'signedAt', width: 150, render: dt },
        { title: '答复期限', dataIndex: 'deadline', width: 110, render: (v: string | null) => v ?? '--' },
        {
          title: '办理结果',
          dataIndex: 'handleLevel',
          width: 90,
          render: (v: string | null) => (v ? <span title={handleLevelLabel[v]}>{v}类</span> : '--'),
        },
        { title: '答复时间', dataIndex: 'repliedAt', width: 150, render: dt },
        {
          title: '满意度',
          dataIndex: 'satisfaction',
          width: 100,
          render: (v: number | null) => (v === null ? '--' : <StateTag table={satisfactions} code={v} />),
        },
        { title: '轮次', dataIndex: 'round', width: 60 },
      ]}
    />
  );
}

const stateName = (s: number | null) => (s === null ? null : styleOf(proposalStates, s).label);

/** 流转记录: every step (who, when, what, the state change, the opinion), oldest first. */
export function HistoryTimeline({ p }: { p: ProposalDetail }) {
  if (!p.history.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无流转记录" />;
  return (
    <Timeline
      items={p.history.map((h) => {
        const from = stateName(h.fromState);
        const to = stateName(h.toState);
        const change = from && to && from !== to ? `${from} → ${to}` : null;
        return {
          key: h.id,
          content: (
            <div>
              <Space size={8} wrap>
                <strong>{h.actionName}</strong>
                <span>{h.actorName ?? '系统'}</span>
                {h.unitName && <Tag>{h.unitName}</Tag>}
                <Typography.Text type="secondary">{dt(h.createdAt)}</Typography.Text>
                {change && <Typography.Text type="secondary">{change}</Typography.Text>}
              </Space>
              {h.opinion && <div style={{ marginTop: 4, whiteSpace: 'pre-wrap' }}>意见：{h.opinion}</div>}
            </div>
          ),
        };
      })}
    />
  );
}

/** 领导批示 with their 落实反馈, and feedback given without an instruction. */
export function InstructionList({ p }: { p: ProposalDetail }) {
  if (!p.instructions.length && !p.feedbacks.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无批示" />;
  const loose = p.feedbacks.filter((f) => !f.instructionId || !p.instructions.some((i) => i.id === f.instructionId));
  const feedbackItem = (f: ProposalDetail['feedbacks'][number]) => (
    <li key={f.id}>
      {f.authorName}
      {f.unitName ? `（${f.unitName}）` : ''} {dt(f.createdAt)}：{f.content}
    </li>
  );
  return (
    <div>
      {p.instructions.map((i) => (
        <div key={i.id} style={{ marginBottom: 12 }}>
          <div>
            <strong>{i.leaderName}</strong> <Typography.Text type="secondary">{i.instructedAt}</Typography.Text>
          </div>
          <div style={{ whiteSpace: 'pre-wrap' }}>{i.content}</div>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {p.feedbacks.filter((f) => f.instructionId === i.id).map(feedbackItem)}
          </ul>
        </div>
      ))}
      {loose.length > 0 && (
        <div>
          <strong>落实反馈</strong>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>{loose.map(feedbackItem)}</ul>
        </div>
      )}
    </div>
  );
}

/** Proposals merged into this one. */
export function MergedList({ p }: { p: ProposalDetail }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {p.merged.map((m) => (
        <li key={m.id}>
          <Link to={detailPath(m.id)}>{m.title}</Link>（{m.proposerName}）<StateTag table={mergeStates} code={m.mergeState} />
        </li>
      ))}
    </ul>
  );
}
