import type { LoginResult, MenuNode, SessionUser } from '@cppcc/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface Crumb {
  name: string;
  path?: string;
}

/**
 * spec 000 §3: the client state, persisted in local storage under a versioned key.
 * The refresh token is not here: it is an HttpOnly cookie no script can read
 * (see docs/security.md). The access token is: it lives 15 minutes, dies with
 * its session on the server, and every tab shares it without a refresh each.
 */
export interface AppState {
  user: SessionUser | null;
  token: string | null;
  menu: MenuNode[];
  breadcrumb: Crumb[];
  /** the current page title (002 §2), shown when there is no breadcrumb */
  pageTitle: string;
  /** current path + query, per route path (002 §2) */
  urlMap: Record<string, string>;
  firstPath: string;
  authorityBtns: string[];
  isUpdatePwd: boolean;
  unreadCount: number;
  loading: boolean;
  loadingTip: string;
  setSession: (login: LoginResult) => void;
  setTokens: (token: string) => void;
  setMenu: (menu: MenuNode[], firstPath: string) => void;
  setAuthorityBtns: (btns: string[]) => void;
  setBreadcrumb: (crumbs: Crumb[], title: string) => void;
  rememberUrl: (path: string, full: string) => void;
  setUnreadCount: (n: number) => void;
  setUpdatePwd: (v: boolean) => void;
  setLoading: (loading: boolean, tip?: string) => void;
  /** spec 002 §4: clear user, menu and isUpdatePwd (and the tokens that went with them) */
  clearSession: () => void;
}

export const STORE_KEY = 'cppcc-store-v1';

const signedOut = {
  user: null,
  token: null,
  menu: [],
  breadcrumb: [],
  pageTitle: '',
  firstPath: '',
  authorityBtns: [],
  isUpdatePwd: false,
  unreadCount: 0,
} satisfies Partial<AppState>;

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...signedOut,
      urlMap: {},
      loading: false,
      loadingTip: '',
      setSession: (login) => set({ user: login.user, token: login.token, isUpdatePwd: login.isUpdatePwd }),
      setTokens: (token) => set({ token }),
      setMenu: (menu, firstPath) => set({ menu, firstPath }),
      setAuthorityBtns: (authorityBtns) => set({ authorityBtns }),
      setBreadcrumb: (breadcrumb, pageTitle) => set({ breadcrumb, pageTitle }),
      rememberUrl: (path, full) => set((s) => ({ urlMap: { ...s.urlMap, [path]: full } })),
      setUnreadCount: (unreadCount) => set({ unreadCount }),
      setUpdatePwd: (isUpdatePwd) => set({ isUpdatePwd }),
      setLoading: (loading, tip = '') => set({ loading, loadingTip: tip }),
      clearSession: () => set({ ...signedOut }),
    }),
    {
      name: STORE_KEY,
      // version 2: the refresh token left local storage for an HttpOnly cookie; drop any old copy
      version: 2,
      migrate: (persisted) => {
        const { refreshToken: _drop, ...rest } = (persisted ?? {}) as Record<string, unknown>;
        return rest as unknown as AppState;
      },
      storage: createJSONStorage(() => localStorage),
      // the loading flag belongs to this tab only
      partialize: ({ loading: _l, loadingTip: _t, ...rest }) => rest,
    },
  ),
);
