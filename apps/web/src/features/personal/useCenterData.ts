import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '@/app/store';
import { centerKind, fetchCenterData } from './api';

/** The signed-in user's personal-centre data (profile, login info, messages, quick entries, targets). */
export function useCenterData() {
  const user = useAppStore((s) => s.user);
  const kind = user ? centerKind(user) : 'user';
  return useQuery({
    queryKey: ['personal', 'center', kind, user?.userId],
    queryFn: () => fetchCenterData(kind),
    enabled: !!user,
  });
}
