import {
  type KindTypeOption,
  MeetApi,
  type MeetDetail,
  type MeetKind,
  type MeetRow,
  type MeetSaveAnswer,
  type PageResult,
} from '@cppcc/contracts';
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
  page: (q: Query) => api.post<PageResult<MeetRow>>(MeetApi.page(kind), q),
  plenary: (q: Query) => api.post<PageResult<MeetRow>>(MeetApi.plenary(kind), q),
  children: (q: Query) => api.post<PageResult<MeetRow>>(MeetApi.childPage, q),
  detail: (id: string) => api.get<MeetDetail>(MeetApi.detail(kind, id)),
  add: (body: RecordBody) => api.post<MeetSaveAnswer>(MeetApi.add(kind), body),
  update: (body: RecordBody) => api.post<MeetSaveAnswer>(MeetApi.update(kind), body),
  release: (id: string) => api.get<MeetSaveAnswer>(MeetApi.release(kind, id)),
  close: (id: string) => api.post<null>(MeetApi.close(kind), { id }),
  remove: (ids: string[]) => api.post<null>(MeetApi.delete(kind), { ids }),
  setPlenary: (id: string, plenary: boolean) => api.post<null>(MeetApi.setPlenary(kind), { id, plenary }),
  /** every enabled type (the list's filter) */
  allTypes: () => api.get<KindTypeOption[]>(MeetApi.typeAll(kind)),
  /** the types the caller may create records of (the form) */
  grantedTypes: () => api.get<KindTypeOption[]>(MeetApi.typeGranted(kind)),
});
