import type {
  MeetRow,
  PageResult,
  SpeakDetail,
  SpeakManuscriptItem,
  SpeakMeetingOption,
  SpeakRow,
  SpeakStatistics,
} from '@cppcc/contracts';
import { MeetApi, SpeakApi } from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** Query keys of the speech pages; every step invalidates `all`. */
export const speakKeys = {
  all: ['speak'] as const,
  list: (mode: string) => ['speak', 'list', mode] as const,
  detail: (id: string) => ['speak', 'detail', id] as const,
  manuscript: (id: string) => ['speak', 'manuscript', id] as const,
  meetings: ['speak', 'meetings'] as const,
  statistics: (year?: number) => ['speak', 'statistics', year ?? 0] as const,
};

export type SpeakFilters = {
  meetId?: string;
  title?: string;
  speakType?: number;
  state?: number;
  year?: number;
  supplementary?: boolean;
};
type Paging = { pageNum: number; pageSize: number };
export type SpeakBody = { meetId?: string | null; title: string; content: string; speakType: number; fileIds: string[] };

/** The speech API (docs/meetings.md § 发言 (speak/)). */
export const speakApi = {
  myPage: (q: Paging & SpeakFilters) => api.post<PageResult<SpeakRow>>(SpeakApi.myPage, q),
  page: (q: Paging & SpeakFilters) => api.post<PageResult<SpeakRow>>(SpeakApi.page, q),
  meetPage: (q: Paging & SpeakFilters & { meetId: string }) => api.post<PageResult<SpeakRow>>(SpeakApi.meetPage, q),
  add: (b: SpeakBody) => api.post<{ id: string }>(SpeakApi.add, b),
  update: (b: SpeakBody & { id: string }) => api.post<null>(SpeakApi.update, b),
  submit: (id: string) => api.post<null>(SpeakApi.submit, { id }),
  recall: (id: string) => api.post<null>(SpeakApi.recall, { id }),
  remove: (ids: string[]) => api.post<null>(SpeakApi.delete, { ids }),
  detail: (id: string) => api.get<SpeakDetail>(SpeakApi.detail(id)),
  meetings: () => api.get<SpeakMeetingOption[]>(SpeakApi.meetings),
  check: (b: { id: string; pass: boolean; opinion?: string }) => api.post<null>(SpeakApi.check, b),
  edit: (b: SpeakBody & { id: string }) => api.post<null>(SpeakApi.edit, b),
  supplement: (b: SpeakBody & { speakerId: string; speakTime?: string }) => api.post<{ id: string }>(SpeakApi.supplement, b),
  statistics: (year?: number) => api.post<SpeakStatistics>(SpeakApi.statistics, { year }),
  manuscriptDetail: (id: string) => api.get<SpeakManuscriptItem>(SpeakApi.manuscriptDetail(id)),
  exportManuscript: (body: { meetId?: string; ids?: string[] }) => api.download(SpeakApi.manuscript, { method: 'POST', body }),
  /** meetings for the office's forms and lists (the record part's list) */
  findMeetings: (title: string) => api.post<PageResult<MeetRow>>(MeetApi.page('meet'), { title: title || undefined, pageSize: 20 }),
};
