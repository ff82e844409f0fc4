import type { ImMessage, PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export interface MessagePageQuery {
  pageNum: number;
  pageSize: number;
  readState?: 0 | 1;
  keyword?: string;
}

export function pageMessages(q: MessagePageQuery): Promise<PageResult<ImMessage>> {
  return api.post<PageResult<ImMessage>>('/web/msg/centre/im/page', q);
}

/** id = 'all' marks every message read; answers the new unread count. */
export function markRead(id: string): Promise<{ updated: number; unread: number }> {
  return api.post<{ updated: number; unread: number }>(`/web/msg/centre/update/readState?id=${encodeURIComponent(id)}`);
}
