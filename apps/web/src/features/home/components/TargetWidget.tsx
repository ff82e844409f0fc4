import { Progress, Statistic, Typography } from 'antd';
import { Widget } from './Widget';

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
