import type { MemberCenterData, PersonalAvatar, SessionUser, UserCenterData } from '@cppcc/contracts';
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

/** One's own 头像 (GET /personal/avatar): the file record for the cropper and the address to show. */
export function fetchAvatar(): Promise<PersonalAvatar> {
  return api.get<PersonalAvatar>('/personal/avatar');
}

/** Sets one's own 头像 to an uploaded picture (module photo), or removes it with null. */
export function updateAvatar(fileId: string | null): Promise<PersonalAvatar> {
  return api.post<PersonalAvatar>('/personal/avatar/update', { fileId });
}
