import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row } from 'antd';
import { useNavigate } from 'react-router';
import { menuIcon } from '@/app/layout/menuIcon';
import type { WidgetProps } from '@/app/widgets/types';
import { Widget } from '@/app/widgets/WidgetCard';

/** 快捷入口: the entries the server offers this user (their own menus). */
export default function QuickEntries({ data }: WidgetProps) {
  const navigate = useNavigate();
  return (
    <Widget title="快捷入口">
      {data.quickEntries.length ? (
        <Row gutter={[8, 8]}>
          {data.quickEntries.map((q) => (
            <Col key={q.id} span={8}>
              {/* icon over name: three to a row leave a name of six characters its room, not the next entry's */}
              <Button
                block
                title={q.name}
                onClick={() => navigate(q.url)}
                style={{ height: 60, padding: '6px 4px', display: 'flex', flexDirection: 'column', gap: 4, overflow: 'hidden' }}
              >
                <span style={{ fontSize: 18, lineHeight: 1 }}>{menuIcon(q.icon) ?? <AppstoreOutlined />}</span>
                <span style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 13 }}>
                  {q.name}
                </span>
              </Button>
            </Col>
          ))}
        </Row>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无快捷入口" />
      )}
    </Widget>
  );
}
