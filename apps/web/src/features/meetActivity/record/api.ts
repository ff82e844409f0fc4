import type { KindTypeOption, MeetDetail, MeetKind, MeetRow, MeetSaveAnswer, PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** Query keys of the record pages; every step invalidates `all(kind)`. */
export const recordKeys = {
  all: (kind: MeetKind) => ['meetActivity', 'record', kind] as const,
  list: (kind: MeetKind) => ['meetActivity', 'record', kind, 'list'] as const,
  children: (kind: MeetKind, id: string) => ['meetActivity', 'record', kind, 'children', id] as const,
  plenary: (kind: MeetKind) => ['meetActivity', 'record', kind, 'plenary'] as const,
  detail: (kind: MeetKind, id: string) => ['meetActivity', 'record', kind, 'detail', id] as const,
  types: (kind: MeetKind, granted: boolean) => ['meetActivity', 'types', kind, granted] as const,
};

/** The body of add and update (contracts meetRecordAdd / meetRecordUpdate). */
export interface RecordBody {
  id?: string;
  typeId: string;
  title: string;
  content?: string | null;
  address?: string | null;
  startTime: string;
  endTime: string;
  enterStart?: string | null;
  enterEnd?: string | null;
  enterLimit?: number;
  signMode?: number;
  signStart?: string | null;
  signEnd?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  signRadius?: number;
  organizer?: string | null;
  contact?: string | null;
  contactPhone?: string | null;
  attendeeIds: string[];
  parentId?: string | null;
  smsNotice?: boolean;
  remindMinutes?: number;
  fileIds: string[];
}

export type RecordFilters = {
  typeId?: string;
  title?: string;
  state?: number;
  scheduleState?: number;
  year?: number;
  plenary?: boolean;
  parentId?: string;
};
type Query = RecordFilters & { pageNum?: number; pageSize?: number };

/** The record part of /meet/… and /activity/… (endpoints.tsv; meetings update at /meet/general/update). */
export const recordApi = (kind: MeetKind) => ({
  page: (q: Query) => api.post<PageResult<MeetRow>>(`/${kind}/page`, q),
  plenary: (q: Query) => api.post<PageResult<MeetRow>>(`/${kind}/plenary`, q),
  children: (q: Query) => api.post<PageResult<MeetRow>>('/meet/filter/child/page', q),
  detail: (id: string) => api.get<MeetDetail>(`/${kind}/detail/${id}`),
  add: (body: RecordBody) => api.post<MeetSaveAnswer>(`/${kind}/general`, body),
  update: (body: RecordBody) => api.post<MeetSaveAnswer>(kind === 'meet' ? '/meet/general/update' : '/activity/update', body),
  release: (id: string) => api.get<MeetSaveAnswer>(`/${kind}/release/${id}`),
  close: (id: string) => api.post<null>(`/${kind}/close`, { id }),
  remove: (ids: string[]) => api.post<null>(`/${kind}/delete`, { ids }),
  setPlenary: (id: string, plenary: boolean) => api.post<null>(`/${kind}/plenary/update`, { id, plenary }),
  /** every enabled type (the list's filter) */
  allTypes: () => api.get<KindTypeOption[]>(`/${kind}/type/all`),
  /** the types the caller may create records of (the form) */
  grantedTypes: () => api.get<KindTypeOption[]>(`/${kind}/type/list/permission`),
});
