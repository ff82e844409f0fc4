import { codeTable } from '../../platform/reference/code-lists';

/** 新闻栏目: the columns news items are filed under. */
export const newsColumn = codeTable('news_column');
