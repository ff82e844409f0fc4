import { NEWS_COLUMN_API_PREFIX, NewsColumnPerm } from '@cppcc/contracts';
import { CodeListPage } from '@/features/reference/CodeListPage';

/** /news/column: 新闻栏目. */
export default function ColumnPage() {
  return <CodeListPage label="新闻栏目" prefix={NEWS_COLUMN_API_PREFIX} queryKey={['news', 'column']} perms={NewsColumnPerm} />;
}
