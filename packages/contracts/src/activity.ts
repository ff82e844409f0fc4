/** Activity types (活动类型): spec 000 §7 /activity/type/*; shapes in reference.ts (kindType*). */
export const ActivityTypePerm = {
  list: 'activity:type:list',
  add: 'activity:type:add',
  edit: 'activity:type:edit',
  remove: 'activity:type:delete',
  auth: 'activity:type:auth',
} as const;
