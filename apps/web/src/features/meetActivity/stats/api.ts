import type { MaAttendance, MaAttendanceQuery, MaStats, MaStatsQuery, MeetKind } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export const statsKeys = {
  stats: (kind: MeetKind, year: number | undefined, typeId: string | undefined) =>
    ['meetActivity', 'stats', kind, year ?? 'all', typeId ?? ''] as const,
  attendance: (kind: MeetKind, year: number, by: string) => ['meetActivity', 'stats', kind, 'attendance', year, by] as const,
  types: (kind: MeetKind) => ['meetActivity', 'stats', kind, 'types'] as const,
};

/** /{kind}/statistics and, beyond the spec, /{kind}/statistics/attendance; the kind's types for the filter. */
export const statsApi = (kind: MeetKind) => ({
  stats: (q: MaStatsQuery) => api.post<MaStats>(`/${kind}/statistics`, q),
  attendance: (q: MaAttendanceQuery) => api.post<MaAttendance>(`/${kind}/statistics/attendance`, q),
  types: () => api.get<{ id: string; name: string }[]>(`/${kind}/type/all`),
});
