import { kindTypeTable } from '../../platform/reference/kind-types';

/** 会议类型: a granted type list (docs/reference-data.md). */
export const meetType = kindTypeTable('meet_type');
