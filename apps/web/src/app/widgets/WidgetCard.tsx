import { Button, Card, Empty, Progress, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The card every home widget sits in. */
export function Widget({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra} size="small" style={{ height: '100%' }} styles={{ body: { minHeight: 150 } }}>
      {children}
    </Card>
  );
}

/** A widget's data did not come: say so and offer to ask again (an empty list is a different thing). */
export function WidgetLoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span role="alert">
          {what}加载失败
          <br />
          <Button type="link" size="small" onClick={onRetry}>
            重试
          </Button>
        </span>
      }
    />
  );
}

/** A yearly target (提案目标 …): the target, and how much of it is done once that is counted. */
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
          {target.done !== null && (
            <Progress
              percent={target.target ? Math.min(100, Math.round((target.done / target.target) * 100)) : 0}
              format={() => `${target.done}/${target.target}`}
              aria-label={`${title}完成进度`}
            />
          )}
        </>
      )}
    </Widget>
  );
}
