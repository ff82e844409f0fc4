import { handleLevelLabel, type ProposalDetail, type ProposalUnitItem } from '@cppcc/contracts';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '@/components/format';
import { StateTag } from './columns';
import { ProposalFiles } from './ProposalFiles';
import { RichHtml } from './ProposalSections';
import { satisfactions, signStates } from './stateLabels';

const dt = (v: string | null | undefined) => formatDateTime(v, 'YYYY-MM-DD HH:mm');

/**
 * One unit's answer as the proposer reads it before rating it: the result, the contact, the whole
 * letter (it wraps; `letterHeight` caps it in a dialog, which then scrolls) and its files; with
 * `rating`, the rating given.
 */
export function UnitReplyView({ u, rating = true, letterHeight }: { u: ProposalUnitItem; rating?: boolean; letterHeight?: number }) {
  return (
    <div className="proposal-unit-reply">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} styles={{ label: { width: 96 } }}>
        <Descriptions.Item label="办理结果">
          {u.handleLevel ? `${u.handleLevel}类：${handleLevelLabel[u.handleLevel] ?? ''}` : '--'}
        </Descriptions.Item>
        <Descriptions.Item label="答复时间">{dt(u.repliedAt)}</Descriptions.Item>
        <Descriptions.Item label="联系人">{u.contactName || '--'}</Descriptions.Item>
        <Descriptions.Item label="联系电话">{u.contactPhone || '--'}</Descriptions.Item>
        {rating && u.satisfaction !== null && (
          <Descriptions.Item label="满意度" span={u.satisfactionComment ? 1 : 2}>
            <StateTag table={satisfactions} code={u.satisfaction} />
          </Descriptions.Item>
        )}
        {rating && u.satisfactionComment && (
          <Descriptions.Item label="测评意见">
            {u.satisfactionComment}（{dt(u.evaluatedAt)}）
          </Descriptions.Item>
        )}
      </Descriptions>
      <div style={{ marginTop: 12 }}>
        <Typography.Text strong>答复函</Typography.Text>
        <div className="proposal-reply-letter" style={letterHeight ? { maxHeight: letterHeight, overflowY: 'auto' } : undefined}>
          <RichHtml html={u.replyContent} />
        </div>
      </div>
      <div style={{ marginTop: 12 }}>
        <Typography.Text strong>答复附件</Typography.Text>
        <ProposalFiles ids={u.replyFileIds} />
      </div>
    </div>
  );
}

/** 答复情况: every unit's latest reply in full, below the units table (never folded into a row of it). */
export function UnitReplies({ p }: { p: ProposalDetail }) {
  const replied = p.units.filter((u) => u.phase === 'formal' && u.repliedAt);
  return (
    <Space orientation="vertical" size={24} style={{ display: 'flex' }}>
      {replied.map((u) => (
        <section key={u.id} aria-label={`${u.unitName}的答复`}>
          <Space size={8} wrap style={{ marginBottom: 8 }}>
            <Typography.Text strong style={{ fontSize: 15 }}>
              {u.unitName}
            </Typography.Text>
            {u.round > 1 && <Tag>第{u.round}轮</Tag>}
            <StateTag table={signStates} code={u.signState} />
            {!u.active && <Tag>已失效</Tag>}
          </Space>
          <UnitReplyView u={u} />
        </section>
      ))}
    </Space>
  );
}
