import { ACTIVITY_TYPE_API_PREFIX, ActivityTypePerm } from '@cppcc/contracts';
import { KindTypePage } from '@/features/reference/KindTypePage';

/** /activity/types: 活动类型, and who may create records of each. */
export default function TypePage() {
  return <KindTypePage label="活动类型" prefix={ACTIVITY_TYPE_API_PREFIX} queryKey={['activity', 'type']} perms={ActivityTypePerm} />;
}
