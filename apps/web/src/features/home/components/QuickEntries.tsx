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
              <Button block icon={menuIcon(q.icon) ?? <AppstoreOutlined />} onClick={() => navigate(q.url)} style={{ height: 44 }}>
                {q.name}
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
