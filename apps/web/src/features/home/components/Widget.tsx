import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';

export function Widget({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra} size="small" style={{ height: '100%' }} styles={{ body: { minHeight: 150 } }}>
      {children}
    </Card>
  );
}

/** A widget whose business module is not built yet: say so, never make numbers up. */
export function NotOpen({ title }: { title: string }) {
  return (
    <Widget title={title}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <span>
            暂无数据
            <br />
            <small style={{ color: '#999' }}>该模块尚未开通</small>
          </span>
        }
      />
    </Widget>
  );
}
