import { PICKER_USER_TYPES, RoleCode, UserType } from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../platform/auth/plugin';
import type { Principal } from '../../platform/auth/principal';
import { forbidden } from '../../platform/errors';

/** Office staff roles: the people who organise meetings, notices and proposals and phone members about them. */
const CONTACT_ROLES: readonly string[] = [RoleCode.proposalStaff, RoleCode.infoStaff, RoleCode.officeStaff];

/** What the picker and address book show a caller. */
export interface Viewer {
  userId: string;
  /** full phone numbers and e-mail of everyone, or only the caller's own */
  seesContacts: boolean;
}

/**
 * Members and office staff pick people (joint proposers, attendees, recipients);
 * administrators and unit accounts have no screen that needs it.
 */
export function pickerViewerOf(req: FastifyRequest): Viewer {
  const p = principalOf(req);
  if (!PICKER_USER_TYPES.includes(p.userType)) throw forbidden('仅委员和机关工作人员可以选择人员');
  return { userId: p.userId, seesContacts: seesContacts(p) };
}

export function seesContacts(p: Principal): boolean {
  return p.userType === UserType.staff || p.roleCodes.some((c) => CONTACT_ROLES.includes(c));
}

/** spec 001 §2.27 telephone masking: 11 digits show the first three and last four (web app/format.ts maskPhone). */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

export function phoneFor(viewer: Viewer, ownerId: string, phone: string | null): string | null {
  return viewer.seesContacts || viewer.userId === ownerId ? phone : maskPhone(phone);
}
