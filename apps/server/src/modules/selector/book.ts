import { type BookDetail, UserType } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { avatarUrl, liveAccountCard } from '../system';
import { phoneFor, type Viewer } from './access';
import { memberStanding } from './members';

/** The address-book card (GET office/book/detail/{userType}/{userId}); the path's user type must be the person's. */
export async function bookDetail(db: Queryable, viewer: Viewer, userType: number, userId: string): Promise<BookDetail> {
  const u = await liveAccountCard(db, userId, userType);
  if (!u || u.userType === UserType.admin) throw notFound('人员');
  const unit = u.org;
  const standing = u.userType === UserType.member ? await memberStanding(db, u.id) : null;
  const own = viewer.userId === u.id;
  return {
    userId: u.id,
    userType: u.userType,
    username: u.username,
    sex: u.sex,
    mobile: phoneFor(viewer, u.id, u.mobile),
    email: viewer.seesContacts || own ? u.email : null,
    avatar: avatarUrl(u.avatar),
    duty: u.duty,
    sessionName: standing?.sessionName ?? null,
    memberDuty: standing?.memberDuty ?? null,
    sector: standing?.sector ?? null,
    party: standing?.party ?? null,
    committee: standing?.committee ?? null,
    group: standing?.group ?? null,
    plenaryGroup: standing?.plenaryGroup ?? null,
    workUnit: standing?.workUnit ?? null,
    workDuty: standing?.workDuty ?? null,
    nation: standing?.nation ?? null,
    education: standing?.education ?? null,
    isRecommended: standing?.isRecommended ?? false,
    internalOrganization: u.userType === UserType.staff ? (unit?.name ?? null) : null,
    collectiveType: u.collectiveType,
    unitId: u.userType === UserType.collective ? (unit?.id ?? null) : null,
    unitName: u.userType === UserType.collective ? (unit?.name ?? null) : null,
    unitAddress: u.userType === UserType.collective ? (unit?.address ?? null) : null,
    unitPhone: u.userType === UserType.collective ? (unit?.phone ?? null) : null,
  };
}
