import { Msg } from '@cppcc/contracts';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useAppStore } from '../store';

function names(perm: string | string[]): string[] {
  const list = (Array.isArray(perm) ? perm : [perm]).map((p) => (p ?? '').trim()).filter(Boolean);
  // spec 000 §5: the authority directive needs a permission name
  if (!list.length) throw new Error(Msg.permissionNameRequired);
  return list;
}

/** Whether the signed-in user holds at least one of the permissions. */
export function useAuthority(): (perm: string | string[]) => boolean {
  const btns = useAppStore((s) => s.authorityBtns);
  return useCallback((perm: string | string[]) => names(perm).some((p) => btns.includes(p)), [btns]);
}

/** Renders its children only for a user holding one of the permissions. */
export function Authority({ perm, children }: { perm: string | string[]; children: ReactNode }) {
  const has = useAuthority();
  return has(perm) ? <>{children}</> : null;
}
