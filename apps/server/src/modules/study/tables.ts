import { kindTypeTable } from '../../platform/reference/kind-types';

/** 学习栏目: a granted type list (docs/reference-data.md). */
export const studyColumn = kindTypeTable('study_column');
