import { type MaAttendance, type MaAttendanceQuery, type MaStats, type MaStatsQuery, MeetApi, type MeetKind } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export const statsKeys = {
  stats: (kind: MeetKind, year: number | undefined, typeId: string | undefined) =>
    ['meetActivity', 'stats', kind, year ?? 'all', typeId ?? ''] as const,
  attendance: (kind: MeetKind, year: number, by: string) => ['meetActivity', 'stats', kind, 'attendance', year, by] as const,
  types: (kind: MeetKind) => ['meetActivity', 'stats', kind, 'types'] as const,
};

/** /{kind}/statistics and, beyond the spec, /{kind}/statistics/attendance; the kind's types for the filter. */
export const statsApi = (kind: MeetKind) => ({
  stats: (q: MaStatsQuery) => api.post<MaStats>(MeetApi.statistics(kind), q),
  attendance: (q: MaAttendanceQuery) => api.post<MaAttendance>(MeetApi.attendance(kind), q),
  types: () => api.get<{ id: string; name: string }[]>(MeetApi.typeAll(kind)),
});
