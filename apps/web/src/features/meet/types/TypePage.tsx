import { MEET_TYPE_API_PREFIX, MeetTypePerm } from '@cppcc/contracts';
import { KindTypePage } from '@/features/reference/KindTypePage';

/** /meet/types: 会议类型, and who may create records of each. */
export default function TypePage() {
  return <KindTypePage label="会议类型" prefix={MEET_TYPE_API_PREFIX} queryKey={['meet', 'type']} perms={MeetTypePerm} />;
}
