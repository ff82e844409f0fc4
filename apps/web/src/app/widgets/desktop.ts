import { DesktopApi, type DesktopTodo, type DesktopWidget } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useAppStore } from '../store';

/** Keyed by the user: another identity never sees this one's answers. */
export const desktopKeys = {
  widgets: (userId: string | undefined) => ['desktop', 'widgets', userId ?? null] as const,
  todos: (userId: string | undefined) => ['desktop', 'todos', userId ?? null] as const,
};

/** The widget keys the server gives this user (the modules of the user's areas decide). */
export function useDesktopWidgets() {
  const userId = useAppStore((s) => s.user?.userId);
  return useQuery({
    queryKey: desktopKeys.widgets(userId),
    // the home says itself that it failed, with a retry: no toast on top
    queryFn: () => api.get<DesktopWidget[]>(DesktopApi.widgets, undefined, { silent: true }),
    enabled: !!userId,
  });
}

/** The user's waiting work in every area, only the kinds with something waiting. */
export function useDesktopTodos() {
  const userId = useAppStore((s) => s.user?.userId);
  return useQuery({
    queryKey: desktopKeys.todos(userId),
    queryFn: () => api.get<DesktopTodo[]>(DesktopApi.todos, undefined, { silent: true }),
    enabled: !!userId,
  });
}
