import { QueryClient } from '@tanstack/react-query';

/**
 * The query cache of the signed-in pages. It comes with the shell (router/shellRoutes.tsx): the
 * sign-in page asks for nothing through it and does not load react-query.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** spec 001 §2.2: a navigation releases the queries its cancelled requests leave waiting; dictionaries and the shell's own data stay. */
export function cancelPageQueries(): void {
  void queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== 'dict' && q.queryKey[0] !== 'shell' });
}
