import { formatChina, type TimeValue } from '@/app/format';

/** Date-time cells: YYYY-MM-DD HH:mm:ss on the Beijing clock, '--' for none. */
export function formatDateTime(value: TimeValue, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return formatChina(value, pattern);
}
