import { PersonalApi, type SessionUser } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useAppStore } from '../store';
import type { HomeData } from './types';

/** Which personal-centre data a user has (000 §6: office, member and collective are separate). */
export function centerKind(user: Pick<SessionUser, 'homeType'>): 'user' | 'member' | 'collective' {
  if (user.homeType === 'member') return 'member';
  if (user.homeType === 'collective' || user.homeType === 'unit') return 'collective';
  return 'user';
}

export function fetchCenterData(kind: 'user' | 'member' | 'collective', signal?: AbortSignal): Promise<HomeData> {
  return api.get<HomeData>(PersonalApi.centreData(kind), undefined, { signal });
}

/** The signed-in user's centre data (profile, login info, messages, quick entries, targets): the home's and the personal centre's. */
export function useHomeData() {
  const user = useAppStore((s) => s.user);
  const kind = user ? centerKind(user) : 'user';
  return useQuery({
    queryKey: ['personal', 'center', kind, user?.userId],
    queryFn: () => fetchCenterData(kind),
    enabled: !!user,
  });
}
