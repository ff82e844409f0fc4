import type { MemberCenterData, SessionUser, UserCenterData } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export type CenterData = UserCenterData & Partial<Pick<MemberCenterData, 'member' | 'plan' | 'targets'>>;

/** Which personal-centre data a user has (000 §6: office, member and collective are separate). */
export function centerKind(user: Pick<SessionUser, 'homeType'>): 'user' | 'member' | 'collective' {
  if (user.homeType === 'member') return 'member';
  if (user.homeType === 'collective' || user.homeType === 'unit') return 'collective';
  return 'user';
}

export function fetchCenterData(kind: 'user' | 'member' | 'collective', signal?: AbortSignal): Promise<CenterData> {
  return api.get<CenterData>(`/personal/center/${kind}/data`, undefined, { signal });
}

export function updatePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return api.post('/system/user/update/password', { oldPassword, newPassword });
}
