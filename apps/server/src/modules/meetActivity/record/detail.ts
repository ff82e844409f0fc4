import type { MeetDetail, MeetKind } from '@cppcc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { listFiles } from '../../oss';
import { loadVisible, whoOnRecord } from '../core/access';
import { recordActionLabel, recordFlow } from '../core/machine';
import { enterStateOf, scheduleStateOf, signWindowOf } from '../core/times';
import { maHistory } from '../tables';
import { attendeesOf, liveRecord, typesOf } from './rows';
import { anySignedIn, mayDelete } from './service';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** GET /{kind}/detail/{id}: the record, its derived states, counts, the caller's steps, trail and files. */
export async function recordDetail(q: Queryable, p: Principal, kind: MeetKind, id: string): Promise<MeetDetail> {
  const row = await loadVisible(q, p, kind, id);
  const who = whoOnRecord(p, row);
  const organiser = who.kinds.includes('organizer');
  const [names, attendees, trail, files, parent, signed] = await Promise.all([
    typesOf(kind).names(q, [row.typeId]),
    attendeesOf(q, id),
    q.select().from(maHistory).where(eq(maHistory.recordId, id)).orderBy(asc(maHistory.at), asc(maHistory.id)),
    listFiles(q, id),
    row.parentId ? liveRecord(q, row.parentId) : Promise.resolve(null),
    anySignedIn(q, id),
  ]);
  const window = signWindowOf(row);
  return {
    id: row.id,
    kind: row.kind,
    typeId: row.typeId,
    typeName: names.get(row.typeId) ?? null,
    title: row.title,
    content: row.content,
    address: row.address,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    state: row.state,
    scheduleState: scheduleStateOf(row.startTime, row.endTime),
    enterState: enterStateOf(row),
    plenary: row.plenary,
    parentId: row.parentId,
    parentTitle: parent?.title ?? null,
    organizer: row.organizer,
    attendeeCount: attendees.length,
    signedCount: attendees.filter((a) => a.signedAt).length,
    createdByName: row.createdByName,
    enterStart: iso(row.enterStart),
    enterEnd: iso(row.enterEnd),
    enterLimit: row.enterLimit,
    signMode: row.signMode,
    signStart: iso(row.signStart),
    signEnd: iso(row.signEnd),
    signFrom: window.from.toISOString(),
    signTo: window.to.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    signRadius: row.signRadius,
    contact: row.contact,
    contactPhone: row.contactPhone,
    smsNotice: row.smsNotice,
    remindMinutes: row.remindMinutes,
    year: row.year,
    releasedAt: iso(row.releasedAt),
    closedAt: iso(row.closedAt),
    createdAt: row.createdAt.toISOString(),
    actions: recordFlow(kind).availableActions(who, row),
    canDelete: mayDelete(row, organiser, signed),
    organiser,
    attendees: attendees.map((a) => ({ userId: a.userId, userName: a.userName })),
    trail: trail.map((h) => ({
      action: h.action,
      actionName: recordActionLabel(h.action),
      fromState: h.fromState,
      toState: h.toState,
      actorName: h.actorName,
      opinion: h.opinion,
      at: h.at.toISOString(),
    })),
    files,
  };
}
