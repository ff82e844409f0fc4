import { type ImMessage, MessageApi, type PageResult, type ReadStateResult, type ReadStateValue } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export interface MessagePageQuery {
  pageNum: number;
  pageSize: number;
  readState?: ReadStateValue;
  keyword?: string;
}

export function pageMessages(q: MessagePageQuery): Promise<PageResult<ImMessage>> {
  return api.post<PageResult<ImMessage>>(MessageApi.centrePage, q);
}

/** id = 'all' marks every message read; answers the new unread count. */
export function markRead(id: string): Promise<ReadStateResult> {
  return api.post<ReadStateResult>(`${MessageApi.markRead}?id=${encodeURIComponent(id)}`);
}
