import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../store';
import { fetchPreferences, preferencesKey, usePreferenceStore } from './preferences';

// apart from preferences.ts, which the theme reads on every page: react-query loads with the shell only
/**
 * Brings the user's preferences from the server and answers whether the shell may paint: at once with a copy on
 * this PC, else once the server answered (or failed: then the defaults).
 */
export function useLoadPreferences(): boolean {
  const userId = useAppStore((s) => s.user?.userId);
  const known = usePreferenceStore((s) => (userId ? userId in s.byUser : true));
  const query = useQuery({
    queryKey: preferencesKey(userId),
    // kept before the query settles, so the first paint after it already has the mode
    queryFn: async () => {
      const prefs = await fetchPreferences();
      if (userId) usePreferenceStore.getState().remember(userId, prefs);
      return prefs;
    },
    enabled: !!userId,
    retry: false,
  });
  return known || query.isSuccess || query.isError;
}
