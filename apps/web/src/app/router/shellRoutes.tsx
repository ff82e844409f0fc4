import { QueryClientProvider } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { featureRoutes } from '@/features';
import { AppLayout } from '../layout/AppLayout';
import { queryClient } from '../queryClient';
import { page } from './page';

export { cancelPageQueries } from '../queryClient';

/**
 * The signed-in frame and every feature page. The router adds them on the first navigation that
 * needs them (index.tsx), so the sign-in page loads neither the shell nor the route tables, which
 * bring the contracts and their Zod schemas with them, nor react-query.
 */
export const shellRoutes: RouteObject[] = [
  {
    id: 'shell',
    element: (
      <QueryClientProvider client={queryClient}>
        <AppLayout />
      </QueryClientProvider>
    ),
    children: featureRoutes.map((r) => ({ path: r.path, element: page(r.element), handle: { title: r.title, parent: r.parent } })),
  },
];
