import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import type { ExportColumnItem } from '@cppcc/contracts';
import { Button, Card, Checkbox, Col, Empty, List, Row, Space, Typography } from 'antd';

export interface ColumnPickerProps {
  columns: ExportColumnItem[];
  /** chosen keys in output order */
  value?: string[];
  onChange?: (keys: string[]) => void;
}

/** Chooses the columns of an export template and their order (left: every column; right: the chosen ones, in order). */
export function ColumnPicker({ columns, value = [], onChange }: ColumnPickerProps) {
  const title = new Map(columns.map((c) => [c.key, c.title]));
  const chosen = value.filter((k) => title.has(k));
  const set = (keys: string[]) => onChange?.(keys);
  const toggle = (key: string, on: boolean) => set(on ? [...chosen, key] : chosen.filter((k) => k !== key));
  const move = (i: number, by: -1 | 1) => {
    const next = [...chosen];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    set(next);
  };
  return (
    <Row gutter={12}>
      <Col span={10}>
        <Card
          size="small"
          title="可选列"
          extra={
            <Space size={0}>
              <Button
                type="link"
                size="small"
                onClick={() => set([...chosen, ...columns.map((c) => c.key).filter((k) => !chosen.includes(k))])}
              >
                全选
              </Button>
              <Button type="link" size="small" onClick={() => set([])}>
                清空
              </Button>
            </Space>
          }
          styles={{ body: { maxHeight: 300, overflow: 'auto' } }}
        >
          {columns.length ? (
            <Space direction="vertical" size={4}>
              {columns.map((c) => (
                <Checkbox key={c.key} checked={chosen.includes(c.key)} onChange={(e) => toggle(c.key, e.target.checked)}>
                  {c.title}
                </Checkbox>
              ))}
            </Space>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择导出类型" />
          )}
        </Card>
      </Col>
      <Col span={14}>
        <Card size="small" title={`导出顺序（已选${chosen.length}列）`} styles={{ body: { maxHeight: 300, overflow: 'auto', padding: 0 } }}>
          <List
            size="small"
            dataSource={chosen}
            locale={{ emptyText: <Typography.Text type="secondary">勾选左侧的列</Typography.Text> }}
            renderItem={(key, i) => (
              <List.Item
                actions={[
                  <Button
                    key="up"
                    type="text"
                    size="small"
                    aria-label={`上移${title.get(key)}`}
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  />,
                  <Button
                    key="down"
                    type="text"
                    size="small"
                    aria-label={`下移${title.get(key)}`}
                    icon={<ArrowDownOutlined />}
                    disabled={i === chosen.length - 1}
                    onClick={() => move(i, 1)}
                  />,
                  <Button
                    key="remove"
                    type="text"
                    size="small"
                    aria-label={`移除${title.get(key)}`}
                    icon={<CloseOutlined />}
                    onClick={() => toggle(key, false)}
                  />,
                ]}
              >
                <Typography.Text>
                  {i + 1}. {title.get(key)}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
