import { AuthApi, PersonalApi, type PersonalAvatar } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export function updatePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return api.post(AuthApi.changePassword, { oldPassword, newPassword });
}

/** One's own 头像 (GET /personal/avatar): the file record for the cropper and the address to show. */
export function fetchAvatar(): Promise<PersonalAvatar> {
  return api.get<PersonalAvatar>(PersonalApi.avatar);
}

/** Sets one's own 头像 to an uploaded picture (module photo), or removes it with null. */
export function updateAvatar(fileId: string | null): Promise<PersonalAvatar> {
  return api.post<PersonalAvatar>(PersonalApi.avatarUpdate, { fileId });
}
