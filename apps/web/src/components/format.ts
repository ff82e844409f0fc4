import dayjs from 'dayjs';

/** Date-time cells: YYYY-MM-DD HH:mm:ss, '--' for none. */
export function formatDateTime(value: string | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (!value) return '--';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '--';
}
