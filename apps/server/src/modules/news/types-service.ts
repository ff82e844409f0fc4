import type { NewsColumnOption } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { codeListService } from '../../platform/reference/code-lists';
import { newsColumn } from './tables';

export const newsColumns = codeListService(newsColumn, { objectType: 'newsColumn', label: '新闻栏目' });

/** GET /news/column/List: enabled columns in display order. */
export const newsColumnOptions = (q: Queryable): Promise<NewsColumnOption[]> => newsColumns.options(q);

export const NEWS_COLUMNS = [
  { code: 'zxyw', name: '政协要闻' },
  { code: 'gzdt', name: '工作动态' },
  { code: 'wyfc', name: '委员风采' },
  { code: 'tzgg', name: '通知公告' },
  { code: 'mtjj', name: '媒体聚焦' },
  { code: 'jczx', name: '基层政协', remark: '区县政协工作' },
];

export const seedNewsColumns = (q: Queryable) => newsColumns.seed(q, NEWS_COLUMNS);
