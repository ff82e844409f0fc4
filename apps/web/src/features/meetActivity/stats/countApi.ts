import type { MaAnnualCount, MaDesktopCount, MeetKind } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export const countKeys = {
  annual: (kind: MeetKind) => ['meetActivity', 'count', kind, 'annual'] as const,
  desktop: (kind: MeetKind) => ['meetActivity', 'count', kind, 'desktop'] as const,
};

/** The home widgets' figures: GET /{kind}/count/annual (attendees) and /{kind}/count/desktop (the office), this year. */
export const countApi = (kind: MeetKind) => ({
  annual: () => api.get<MaAnnualCount>(`/${kind}/count/annual`),
  desktop: () => api.get<MaDesktopCount>(`/${kind}/count/desktop`),
});
