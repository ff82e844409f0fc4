import { STUDY_COLUMN_API_PREFIX, StudyColumnPerm } from '@cppcc/contracts';
import { KindTypePage } from '@/features/reference/KindTypePage';

/** /study/type/list: 学习栏目, and who may create records of each. */
export default function TypePage() {
  return <KindTypePage label="学习栏目" prefix={STUDY_COLUMN_API_PREFIX} queryKey={['study', 'column']} perms={StudyColumnPerm} />;
}
