import { NewsColumnPerm } from '@cppcc/contracts';
import { CodeListPage } from '@/features/reference/CodeListPage';

/** /news/column: 新闻栏目. */
export default function ColumnPage() {
  return <CodeListPage label="新闻栏目" prefix="/news/column" queryKey={['news', 'column']} perms={NewsColumnPerm} />;
}
