import { Card, Empty, Progress, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The card every home widget sits in. */
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

/** A yearly target (提案目标 …): the done count only once the module that counts it exists. */
export function TargetWidget({
  title,
  unit,
  target,
}: {
  title: string;
  unit: string;
  target: { target: number; done: number | null } | null;
}) {
  return (
    <Widget title={title}>
      {!target ? (
        <Typography.Text type="secondary">暂无年度履职计划</Typography.Text>
      ) : (
        <>
          <Statistic title="年度目标" value={target.target} suffix={unit} />
          {target.done === null ? (
            <Typography.Text type="secondary">完成情况：暂无数据（该模块尚未开通）</Typography.Text>
          ) : (
            <Progress
              percent={target.target ? Math.min(100, Math.round((target.done / target.target) * 100)) : 0}
              format={() => `${target.done}/${target.target}`}
            />
          )}
        </>
      )}
    </Widget>
  );
}
