/** Activity types (活动类型): spec 000 §7 /activity/type/*; shapes in reference.ts (kindType*). */
export const ActivityTypePerm = {
  list: 'activity:type:list',
  add: 'activity:type:add',
  edit: 'activity:type:edit',
  remove: 'activity:type:delete',
  auth: 'activity:type:auth',
} as const;

/**
 * API prefix of the 活动类型 admin family: POST {prefix}/page, /add, /update, /delete, /enable,
 * GET {prefix}/auth/options, POST {prefix}/auth. The page is MeetPage.types('activity').
 */
export const ACTIVITY_TYPE_API_PREFIX = '/activity/type';
