/** Study columns (学习栏目): spec 000 §7 /scienceLearning/column/*; shapes in reference.ts (kindType*). */
export const StudyColumnPerm = {
  list: 'study:column:list',
  add: 'study:column:add',
  edit: 'study:column:edit',
  remove: 'study:column:delete',
  auth: 'study:column:auth',
} as const;

/**
 * API prefix of the 学习栏目 admin family: POST {prefix}/page, /add, /update, /delete, /enable,
 * GET {prefix}/auth/options, POST {prefix}/auth.
 */
export const STUDY_COLUMN_API_PREFIX = '/scienceLearning/column';

/** The web pages of 学习培训. */
export const StudyPage = {
  /** 学习栏目 */
  columns: '/study/type/list',
} as const;
