import { UserType, type UserTypeValue } from '@cppcc/contracts';

/** Accounts belong to the system area: sign-in finds them through its face (docs/modules.md, the fences). */
export {
  type AccountRow as UserRow,
  accountById as findUserById,
  accountByLoginName as findUserByLoginName,
  accountByMobile as findUserByMobile,
} from '../system';

const userTypes = new Set<number>(Object.values(UserType));

export function toUserType(value: number): UserTypeValue {
  if (!userTypes.has(value)) throw new Error(`unknown user type ${value}`);
  return value as UserTypeValue;
}
