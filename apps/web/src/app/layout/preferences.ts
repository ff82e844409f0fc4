import { PersonalApi, type PersonalPreferences } from '@cppcc/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { api } from '../api/client';
import { useAppStore } from '../store';

/**
 * The user's look (适老化模式 …). The server keeps it, so it follows the user to another PC; this PC keeps a copy
 * per user so that a refresh paints in the right mode at once, and the shell waits for the server only when it
 * has no copy (the first sign-in here).
 */
interface PreferenceState {
  byUser: Record<string, PersonalPreferences>;
  remember: (userId: string, prefs: PersonalPreferences) => void;
}

export const PREFERENCES_KEY = 'cppcc-preferences-v1';
const DEFAULTS: PersonalPreferences = { elderlyMode: false };

export const usePreferenceStore = create<PreferenceState>()(
  persist(
    (set) => ({
      byUser: {},
      remember: (userId, prefs) => set((s) => ({ byUser: { ...s.byUser, [userId]: prefs } })),
    }),
    { name: PREFERENCES_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

/** Shell calls: a navigation must not cancel them (the router spares query keys under 'shell'). */
const shell = { detached: true } as const;
export const preferencesKey = (userId: string | undefined) => ['shell', 'preferences', userId] as const;

export function fetchPreferences(): Promise<PersonalPreferences> {
  return api.get<PersonalPreferences>(PersonalApi.preferences, undefined, shell);
}

export function updatePreferences(prefs: PersonalPreferences): Promise<PersonalPreferences> {
  return api.post<PersonalPreferences>(PersonalApi.preferencesUpdate, prefs);
}

/** The signed-in user's preferences as this PC knows them (the defaults when signed out). */
export function usePreferences(): PersonalPreferences {
  const userId = useAppStore((s) => s.user?.userId);
  return usePreferenceStore((s) => (userId ? s.byUser[userId] : undefined)) ?? DEFAULTS;
}
