import { type MaAnnualCount, type MaDesktopCount, MeetApi, type MeetKind } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export const countKeys = {
  annual: (kind: MeetKind) => ['meetActivity', 'count', kind, 'annual'] as const,
  desktop: (kind: MeetKind) => ['meetActivity', 'count', kind, 'desktop'] as const,
};

/** The home widgets' figures: GET /{kind}/count/annual (attendees) and /{kind}/count/desktop (the office), this year. */
export const countApi = (kind: MeetKind) => ({
  annual: () => api.get<MaAnnualCount>(MeetApi.countAnnual(kind)),
  desktop: () => api.get<MaDesktopCount>(MeetApi.countDesktop(kind)),
});
