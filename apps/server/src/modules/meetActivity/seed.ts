import type { SeedContext } from '../../platform/module';

/**
 * The demo meetings and activities, each part's rows after the records they hang on
 * (record → attendance → leave → hearers → results → speeches). Every part adds its own
 * function here; none writes another part's tables.
 */
export async function seedMeetActivity(s: SeedContext): Promise<void> {
  if (!s.demo) return;
}
