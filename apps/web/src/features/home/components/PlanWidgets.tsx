import { Empty } from 'antd';
import type { WidgetProps } from '@/app/widgets/types';
import { NotOpen, TargetWidget, Widget } from '@/app/widgets/WidgetCard';

/** 社情民意目标: the member's yearly plan (the count comes once the area that counts it exists). */
export const InfoTarget = ({ data }: WidgetProps) => <TargetWidget title="社情民意目标" unit="篇" target={data.targets?.info ?? null} />;

/** 活动参与目标 */
export const ActivityTarget = ({ data }: WidgetProps) => (
  <TargetWidget title="活动参与目标" unit="次" target={data.targets?.attendActivity ?? null} />
);

/** 会议目标 */
export const MeetTarget = ({ data }: WidgetProps) => <TargetWidget title="会议目标" unit="次" target={data.targets?.attendMeet ?? null} />;

/** 履职进度: open once any target is counted; until then, not open. */
export function DutyProgress({ data }: WidgetProps) {
  const t = data.targets ?? null;
  const anyDone = t && [t.proposal, t.info, t.attendActivity, t.attendMeet].some((x) => x.done !== null);
  return anyDone ? (
    <Widget title="履职进度">
      <Empty description="履职进度见各项目标" />
    </Widget>
  ) : (
    <NotOpen title="履职进度" />
  );
}
