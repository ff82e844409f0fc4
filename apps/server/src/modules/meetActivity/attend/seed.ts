import { AttendResult, AttendSource, AttendWill, type MeetKind, SignWay, UserType } from '@cppcc/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import type { SeedContext } from '../../../platform/module';
import { accountIdsByLoginNames, liveAccountsOfTypes } from '../../system';
import { maAttend, maRecord } from '../tables';

/** A seeded record of the demo set, by kind and title (the record part seeds them). */
async function recordOf(tx: Tx, kind: MeetKind, title: string) {
  const [r] = await tx
    .select()
    .from(maRecord)
    .where(and(eq(maRecord.kind, kind), eq(maRecord.title, title), isNull(maRecord.deletedAt)))
    .limit(1);
  return r ?? null;
}

async function attendeesOf(tx: Tx, recordId: string) {
  return tx.select().from(maAttend).where(eq(maAttend.recordId, recordId)).orderBy(asc(maAttend.userName), asc(maAttend.userId));
}

const WAYS = [SignWay.qr, SignWay.location, SignWay.qr, SignWay.staff] as const;
const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

/** Sets one attendee's sign-in and result. */
async function setRow(tx: Tx, recordId: string, userId: string, set: Partial<typeof maAttend.$inferInsert>) {
  await tx
    .update(maAttend)
    .set(set)
    .where(and(eq(maAttend.recordId, recordId), eq(maAttend.userId, userId)));
}

/**
 * The demo rows of the attend part (docs/meetings.md, the demo set): about half of the attendees
 * of the meeting under way signed in (QR, location with distances, by staff), but not weiyuan,
 * who signs in in the e2e; results for everyone on the closed records (mostly 出席, a few 请假
 * and 缺席); eight sign-ups to the inspection open for sign-up (not weiyuan).
 */
export async function seedAttendance(s: SeedContext): Promise<void> {
  const { tx } = s;
  const weiyuan = (await accountIdsByLoginNames(tx, ['weiyuan'])).get('weiyuan');

  const underWay = await recordOf(tx, 'meet', '十四届常委会第十二次会议');
  if (underWay) {
    const rows = (await attendeesOf(tx, underWay.id)).filter((r) => r.userId !== weiyuan);
    const now = Date.now();
    for (const [i, r] of rows.entries()) {
      if (i % 2 === 1) continue;
      const way = WAYS[(i / 2) % WAYS.length];
      // between an hour before the start and now, in order
      const at = new Date(Math.min(now - 60_000, minutes(underWay.startTime, -50 + i * 3).getTime()));
      await setRow(tx, underWay.id, r.userId, {
        signedAt: at,
        signWay: way,
        signDistance: way === SignWay.location ? 15 + ((i * 37) % 260) : null,
        result: AttendResult.present,
        will: AttendWill.attend,
      });
    }
  }

  for (const [kind, title] of [
    ['meet', '关于优化营商环境的协商座谈会'],
    ['activity', '委员读书分享会'],
  ] as const) {
    const closed = await recordOf(tx, kind, title);
    if (!closed) continue;
    const rows = await attendeesOf(tx, closed.id);
    for (const [i, r] of rows.entries()) {
      const result = i % 7 === 3 ? AttendResult.leave : i % 9 === 5 ? AttendResult.absent : AttendResult.present;
      const way = WAYS[i % WAYS.length];
      const present = result === AttendResult.present;
      await setRow(tx, closed.id, r.userId, {
        result,
        will: result === AttendResult.leave ? AttendWill.absent : AttendWill.attend,
        signedAt: present ? minutes(closed.startTime, -40 + i * 2) : null,
        signWay: present ? way : null,
        signDistance: present && way === SignWay.location ? 20 + ((i * 53) % 240) : null,
      });
    }
  }

  const open = await recordOf(tx, 'activity', '城市更新项目视察');
  if (open) {
    const listed = new Set((await attendeesOf(tx, open.id)).map((r) => r.userId));
    const members = (await liveAccountsOfTypes(tx, [UserType.member]))
      .filter((m) => m.id !== weiyuan && !listed.has(m.id))
      .sort((a, b) => a.id.localeCompare(b.id))
      .slice(3, 11);
    const since = open.enterStart ?? new Date(Date.now() - 86_400_000);
    if (members.length)
      await tx.insert(maAttend).values(
        members.map((m, i) => ({
          recordId: open.id,
          userId: m.id,
          userName: m.username,
          source: AttendSource.entered,
          will: AttendWill.attend,
          createdAt: new Date(Math.min(Date.now(), minutes(since, 30 + i * 47).getTime())),
        })),
      );
  }
}
