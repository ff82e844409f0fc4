import { PICKER_SUMMARY_CAP } from './constants';

/** A picked person: what a form keeps (spec 000 §3 person item). */
export interface PickedPerson {
  userId: string;
  /** 1 member, 2 office staff, 3 collective user */
  userType: number;
  name: string;
  duty?: string | null;
  sector?: string | null;
  committee?: string | null;
  internalOrganization?: string | null;
  unitName?: string | null;
  collectiveType?: number | null;
}

/** A picked handling unit (an assignment names units, not accounts). */
export interface PickedUnit {
  unitId: string;
  name: string;
  collectiveType: number;
  parentName: string | null;
}

/** spec 000 §2: the first ten names, then '...等N人' with N the whole count. */
export function pickedSummary(names: string[], cap = PICKER_SUMMARY_CAP): string {
  if (names.length <= cap) return names.join('、');
  return `${names.slice(0, cap).join('、')}...等${names.length}人`;
}

/** spec 000 §3 value format: userId/username joined by a slash, the people separated by commas. */
export function toValueString(people: Pick<PickedPerson, 'userId' | 'name'>[]): string {
  return people.map((p) => `${p.userId}/${p.name}`).join(',');
}

/** The inverse of toValueString; also takes the array form. Entries without a slash are ids with no name. */
export function fromValue(value: string | string[] | null | undefined, userType: number): PickedPerson[] {
  const parts = Array.isArray(value) ? value : (value ?? '').split(',');
  return parts
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const i = s.indexOf('/');
      return i < 0 ? { userId: s, userType, name: s } : { userId: s.slice(0, i), userType, name: s.slice(i + 1) };
    });
}
