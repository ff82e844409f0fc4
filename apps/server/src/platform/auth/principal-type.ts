import type { DataScopeValue } from '@cppcc/contracts';

/** Who is calling: the signed-in identity with its roles, permissions and data scope. */
export interface Principal {
  userId: string;
  personId: string;
  sessionId: string;
  loginName: string;
  username: string;
  userType: number;
  collectiveType: number | null;
  orgId: string | null;
  roleCodes: string[];
  adminKinds: string[];
  permissions: Set<string>;
  /** a reset or newly created account: only the password change and the shell's own reads until it is changed */
  mustChangePassword: boolean;
  /** widest data scope over the roles; custom-scope organisations collected */
  dataScope: DataScopeValue;
  customOrgIds: string[];
}

/** A principal before it is bound to a session. */
export type PrincipalCore = Omit<Principal, 'sessionId'>;
