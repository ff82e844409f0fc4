/** Meet types (会议类型): spec 000 §7 /meet/type/*; shapes in reference.ts (kindType*). */
export const MeetTypePerm = {
  list: 'meet:type:list',
  add: 'meet:type:add',
  edit: 'meet:type:edit',
  remove: 'meet:type:delete',
  auth: 'meet:type:auth',
} as const;

/**
 * API prefix of the 会议类型 admin family: POST {prefix}/page, /add, /update, /delete, /enable,
 * GET {prefix}/auth/options, POST {prefix}/auth. The page is MeetPage.types('meet').
 */
export const MEET_TYPE_API_PREFIX = '/meet/type';
