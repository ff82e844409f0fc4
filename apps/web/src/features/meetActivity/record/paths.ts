import { type MeetKind, MeetPage } from '@cppcc/contracts';
import { useParams } from 'react-router';

/**
 * The pages of a record list: the kind's own (/meet/list, /meet/add, /meet/detail) or, opened from
 * a typed list (/meet/list/:typeId/:typeCode), that list's …/add and …/detail.
 */
export function useRecordPaths(kind: MeetKind) {
  const { typeId, typeCode } = useParams();
  const typed = typeId && typeCode ? MeetPage.typedList(kind, typeId, typeCode) : null;
  return {
    typeId: typeId ?? null,
    list: typed ?? MeetPage.list(kind),
    add: typed ? `${typed}/add` : MeetPage.add(kind),
    detail: typed ? `${typed}/detail` : MeetPage.detail(kind),
  };
}
