/** spec 000 §2: search history is keyed by the route path plus the user id and keeps distinct non-empty keywords. */
export const SEARCH_HISTORY_MAX = 10;

export function searchHistoryKey(path: string, userId: string | null | undefined): string {
  return `cppcc:searchHistory:${path}:${userId ?? 'anonymous'}`;
}

export function readSearchHistory(key: string): string[] {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts the keyword first, drops its older copy and keeps at most ten; returns the new list. */
export function pushSearchHistory(key: string, keyword: string): string[] {
  const word = keyword.trim();
  const current = readSearchHistory(key);
  if (!word) return current;
  const next = [word, ...current.filter((k) => k !== word)].slice(0, SEARCH_HISTORY_MAX);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // storage full or disabled: history is a convenience only
  }
  return next;
}

export function clearSearchHistory(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignore: see pushSearchHistory
  }
}
