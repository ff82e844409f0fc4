import { DataScope, MeetState } from '@cppcc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import type { Principal } from '../../../platform/auth/principal-type';
import { maAttend, maRecord } from '../tables';
import { loadVisible, visibleTo, whoOnRecord } from './access';

/** The reading rights of docs/meetings.md on rows written directly (the routes come next). */
let t: TestApp;

const person = (userId: string, orgId: string | null, permissions: string[]): Principal => ({
  userId,
  personId: userId,
  sessionId: 's',
  loginName: userId,
  username: userId,
  userType: 2,
  collectiveType: null,
  orgId,
  roleCodes: [],
  adminKinds: [],
  permissions: new Set(permissions),
  mustChangePassword: false,
  dataScope: DataScope.self,
  customOrgIds: [],
});
const organiser = person('u-org', 'org-a', ['meet:record:manage']);
const colleague = person('u-col', 'org-a', ['meet:record:manage']);
const otherOrganiser = person('u-oth', 'org-b', ['meet:record:manage']);
const viewer = person('u-view', 'org-c', ['meet:record:view']);
const attendee = person('u-att', null, ['meet:attend:self']);
const outsider = person('u-out', null, ['meet:attend:self']);

const record = (id: string, over: Partial<typeof maRecord.$inferInsert> = {}): typeof maRecord.$inferInsert => ({
  id,
  kind: 'meet',
  typeId: 'type-1',
  year: 2026,
  title: id,
  startTime: new Date('2026-12-01T01:00:00Z'),
  endTime: new Date('2026-12-01T04:00:00Z'),
  signSecret: 'secret',
  createdBy: organiser.userId,
  createdOrgId: 'org-a',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.insert(maRecord).values([
    record('draft'),
    record('released', { state: MeetState.released }),
    record('open', {
      state: MeetState.released,
      createdBy: otherOrganiser.userId,
      createdOrgId: 'org-b',
      enterEnd: new Date('2026-11-30T00:00:00Z'),
    }),
    record('activity', { kind: 'activity', state: MeetState.released }),
  ]);
  await t.ctx.db.insert(maAttend).values([
    { recordId: 'draft', userId: attendee.userId, userName: '参加人' },
    { recordId: 'released', userId: attendee.userId, userName: '参加人' },
  ]);
});
afterAll(() => t.close());

/** this file's rows only: the demo seed has meetings of its own */
const OWN = ['draft', 'open', 'released', 'activity'];
const seen = async (p: Principal) =>
  (
    await t.ctx.db
      .select({ id: maRecord.id })
      .from(maRecord)
      .where(and(visibleTo(p, 'meet'), inArray(maRecord.id, OWN)))
  )
    .map((r) => r.id)
    .sort();

describe('who sees a meeting', () => {
  it('shows viewers every record of the kind, organisers their organisation’s, attendees the released ones they are on or may sign up for', async () => {
    expect(await seen(viewer)).toEqual(['draft', 'open', 'released']);
    expect(await seen(colleague)).toEqual(['draft', 'open', 'released']);
    expect(await seen(otherOrganiser)).toEqual(['open']);
    expect(await seen(attendee)).toEqual(['open', 'released']);
    expect(await seen(outsider)).toEqual(['open']);
  });

  it('answers 404 for a record of the other kind and 403 for one the caller may not open', async () => {
    await expect(loadVisible(t.ctx.db, attendee, 'meet', 'activity')).rejects.toMatchObject({ status: 404, message: '会议不存在' });
    await expect(loadVisible(t.ctx.db, outsider, 'meet', 'draft')).rejects.toMatchObject({
      status: 403,
      message: '您不是该会议的组织者或参加人员',
    });
    expect((await loadVisible(t.ctx.db, attendee, 'meet', 'released')).id).toBe('released');
  });

  it('makes the organiser’s organisation, not another organiser, the machine’s 组织者', async () => {
    const [row] = await t.ctx.db.select().from(maRecord).where(eq(maRecord.id, 'released'));
    expect(whoOnRecord(colleague, row).kinds).toEqual(['organizer']);
    expect(whoOnRecord(otherOrganiser, row).kinds).toEqual([]);
    expect(whoOnRecord(attendee, row).kinds).toEqual([]);
  });
});
