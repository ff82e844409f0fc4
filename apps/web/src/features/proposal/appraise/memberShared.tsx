import { appraiseGradeLabel, Satisfaction } from '@cppcc/contracts';
import { formatDateTime } from '@/components/format';

export const minute = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
export const gradeColor: Record<number, string> = { 1: 'green', 2: 'gold', 0: 'red' };
export const gradeOptions = [Satisfaction.satisfied, Satisfaction.basically, Satisfaction.not].map((g) => ({
  value: g,
  label: appraiseGradeLabel[g],
}));
