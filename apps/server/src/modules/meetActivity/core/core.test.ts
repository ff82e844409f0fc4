import { EnterState, MeetState, ScheduleState, SpeakState } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { recordActionLabel, recordFlow } from './machine';
import { CODE_TTL_MS, checkCode, distanceMetres, signCode } from './sign';
import { speechFlow } from './speech-machine';
import { enterStateOf, overlaps, scheduleStateOf, signWindowOf } from './times';

const at = (s: string) => new Date(`${s}+08:00`);

describe('times of a record', () => {
  const start = at('2026-12-01T09:00:00');
  const end = at('2026-12-01T12:00:00');

  it('is 未开始, 进行中 and 已结束 around its start and end', () => {
    expect(scheduleStateOf(start, end, at('2026-12-01T08:59:59'))).toBe(ScheduleState.notStarted);
    expect(scheduleStateOf(start, end, start)).toBe(ScheduleState.underWay);
    expect(scheduleStateOf(start, end, end)).toBe(ScheduleState.ended);
  });

  it('has no sign-up state without a window, and closes an open-ended window at the start', () => {
    expect(enterStateOf({ enterStart: null, enterEnd: null, startTime: start })).toBeNull();
    const w = { enterStart: at('2026-11-20T00:00:00'), enterEnd: null, startTime: start };
    expect(enterStateOf(w, at('2026-11-19T23:00:00'))).toBe(EnterState.notOpen);
    expect(enterStateOf(w, at('2026-11-30T23:00:00'))).toBe(EnterState.open);
    expect(enterStateOf(w, start)).toBe(EnterState.ended);
  });

  it('signs in from an hour before the start to the end unless set', () => {
    const w = signWindowOf({ signStart: null, signEnd: null, startTime: start, endTime: end });
    expect(w.from.toISOString()).toBe(at('2026-12-01T08:00:00').toISOString());
    expect(w.to).toBe(end);
  });

  it('tells overlapping records from ones that only touch', () => {
    const a = { startTime: start, endTime: end };
    expect(overlaps(a, { startTime: at('2026-12-01T11:00:00'), endTime: at('2026-12-01T14:00:00') })).toBe(true);
    expect(overlaps(a, { startTime: end, endTime: at('2026-12-01T14:00:00') })).toBe(false);
  });
});

describe('the QR sign-in code', () => {
  const now = Date.parse('2026-12-01T01:00:00Z');

  it('is good for its record until it expires', () => {
    const { code } = signCode('secret-a', 'rec1', now);
    expect(checkCode('secret-a', 'rec1', code, now + 1000)).toBeNull();
    expect(checkCode('secret-a', 'rec1', code, now + CODE_TTL_MS + 1)).toMatch('已过期');
  });

  it('refuses another record, another secret and a changed code', () => {
    const { code } = signCode('secret-a', 'rec1', now);
    expect(checkCode('secret-a', 'rec2', code, now)).toMatch('不属于');
    expect(checkCode('secret-b', 'rec1', code, now)).toBe('签到码不正确');
    const [id, , mac] = code.split('.');
    expect(checkCode('secret-a', 'rec1', `${id}.${now + 10 * CODE_TTL_MS}.${mac}`, now)).toBe('签到码不正确');
    expect(checkCode('secret-a', 'rec1', 'garbage', now)).toBe('签到码不正确');
  });
});

describe('distance from the place of a record', () => {
  it('measures about 111 m per thousandth of a degree of latitude', () => {
    const d = distanceMetres({ lat: 30.0, lng: 104.0 }, { lat: 30.001, lng: 104.0 });
    expect(d).toBeGreaterThan(110);
    expect(d).toBeLessThan(112);
  });
});

describe('the machines', () => {
  it('release a draft and close a released record, for both kinds with their own permission', () => {
    for (const kind of ['meet', 'activity'] as const) {
      const f = recordFlow(kind);
      expect(f.can('release', MeetState.draft)).toBe(true);
      expect(f.can('close', MeetState.draft)).toBe(false);
      expect(f.target('close', { id: 'x', kind, state: MeetState.released })).toBe(MeetState.closed);
      const who = { kinds: ['organizer' as const], permissions: new Set([`${kind}:record:manage`]) };
      expect(f.availableActions(who, { id: 'x', kind, state: MeetState.draft })).toEqual(['save', 'release']);
      const other = { kinds: ['organizer' as const], permissions: new Set([`${kind === 'meet' ? 'activity' : 'meet'}:record:manage`]) };
      expect(f.availableActions(other, { id: 'x', kind, state: MeetState.draft })).toEqual([]);
    }
    expect(recordActionLabel('enter')).toBe('报名');
  });

  it('lets the speaker submit and the office pass or return a speech', () => {
    expect(speechFlow.target('submit', { id: 's', state: SpeakState.returned })).toBe(SpeakState.submitted);
    expect(speechFlow.can('pass', SpeakState.draft)).toBe(false);
    expect(speechFlow.target('back', { id: 's', state: SpeakState.submitted })).toBe(SpeakState.returned);
  });
});
