import { kindTypeTable } from '../../platform/reference/kind-types';

/** 活动类型: a granted type list (docs/reference-data.md). */
export const activityType = kindTypeTable('activity_type');
