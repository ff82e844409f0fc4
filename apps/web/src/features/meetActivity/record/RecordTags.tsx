import { meetStateLabel, scheduleStateLabel } from '@cppcc/contracts';
import { Space, Tag } from 'antd';

const STATE_COLOR: Record<number, string> = { 0: 'default', 1: 'blue', 2: 'default' };
const SCHEDULE_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'default' };

/** 草稿/已发布/已结束 and, once released, 未开始/进行中/已结束. */
export function RecordTags({ state, scheduleState }: { state: number; scheduleState: number }) {
  return (
    <Space size={2} wrap={false}>
      <Tag color={STATE_COLOR[state]} style={{ marginInlineEnd: 0 }}>
        {meetStateLabel[state] ?? state}
      </Tag>
      {state === 1 ? (
        <Tag color={SCHEDULE_COLOR[scheduleState]} style={{ marginInlineEnd: 0 }}>
          {scheduleStateLabel[scheduleState]}
        </Tag>
      ) : null}
    </Space>
  );
}
