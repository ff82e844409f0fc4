import type { PublicationInstructionRow } from '@cppcc/contracts';
import { List, Space, Tag, Typography } from 'antd';

/** Instructions as a reader and a reporter see them: who, at what level, on what, when, what they said. */
export function InstructionList({ rows, highlight }: { rows: PublicationInstructionRow[]; highlight?: string | null }) {
  return (
    <List
      dataSource={rows}
      renderItem={(r) => (
        <List.Item key={r.id} style={r.id === highlight ? { background: '#fffbe6' } : undefined}>
          <List.Item.Meta
            title={
              <Space wrap>
                <Tag color={r.level <= 2 ? 'red' : 'orange'}>{r.levelLabel}</Tag>
                <span>
                  {r.leaderName}
                  {r.leaderPost ? `（${r.leaderPost}）` : ''}
                </span>
                <Typography.Text type="secondary">批示于 {r.instructedOn}</Typography.Text>
              </Space>
            }
            description={
              <Typography.Text type="secondary">
                《{r.typeName}》{r.numLabel}
                {r.infoTitle ? ` · ${r.infoTitle}` : ' · 整期刊物'}
              </Typography.Text>
            }
          />
          <Typography.Paragraph style={{ flex: 1, marginBottom: 0, whiteSpace: 'pre-wrap' }}>{r.content}</Typography.Paragraph>
        </List.Item>
      )}
    />
  );
}
