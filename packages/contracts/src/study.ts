/** Study columns (学习栏目): spec 000 §7 /scienceLearning/column/*; shapes in reference.ts (kindType*). */
export const StudyColumnPerm = {
  list: 'study:column:list',
  add: 'study:column:add',
  edit: 'study:column:edit',
  remove: 'study:column:delete',
  auth: 'study:column:auth',
} as const;
