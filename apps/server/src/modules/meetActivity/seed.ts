import type { SeedContext } from '../../platform/module';
import { seedApplies } from './apply/seed';
import { seedAttendance } from './attend/seed';
import { seedHearers } from './hearer/seed';
import { seedRecords } from './record/seed';
import { seedResults } from './results/seed';
import { seedSpeeches } from './speak/seed';

/**
 * The demo meetings and activities, each part's rows after the records they hang on
 * (record → attendance → leave → hearers → results → speeches); no part writes another's tables.
 */
export async function seedMeetActivity(s: SeedContext): Promise<void> {
  if (!s.demo) return;
  await seedRecords(s);
  await seedAttendance(s);
  await seedApplies(s);
  await seedHearers(s);
  await seedResults(s);
  await seedSpeeches(s);
}
