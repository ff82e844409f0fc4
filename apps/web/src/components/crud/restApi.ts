import type { PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';
import type { TableQuery } from '../DataTable';

/**
 * The calls of an admin family whose paths follow one pattern under `prefix`: POST {prefix}/page, /add, /update,
 * /delete ({ ids }, silent: the confirm shows the server's message) and /enable ({ id, enabled }).
 */
export function restCrud<T, V>(prefix: string) {
  return {
    page: (q: TableQuery & object) => api.post<PageResult<T>>(`${prefix}/page`, q),
    add: (b: V) => api.post<{ id: string }>(`${prefix}/add`, b),
    update: (b: V & { id: string }) => api.post(`${prefix}/update`, b),
    remove: (ids: string[]) => api.post(`${prefix}/delete`, { ids }, { silent: true }),
    enable: (id: string, enabled: boolean) => api.post(`${prefix}/enable`, { id, enabled }),
  };
}
