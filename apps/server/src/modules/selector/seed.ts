import type { SeedContext } from '../../platform/module';
import { hashPassword } from '../system';
import { MAX_EXTRA_MEMBERS, seedExtraMembers } from './extra-members';

/** DEMO_EXTRA_MEMBERS=N adds N members to a demo database at its first start (load trials of the picker). */
export async function seedSelector({ tx, ctx, demo }: SeedContext): Promise<void> {
  const raw = process.env.DEMO_EXTRA_MEMBERS?.trim();
  if (!demo || !raw) return;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > MAX_EXTRA_MEMBERS) {
    throw new Error(`DEMO_EXTRA_MEMBERS must be a whole number from 0 to ${MAX_EXTRA_MEMBERS}, got '${raw}'`);
  }
  await seedExtraMembers(tx, n, { passwordHash: await hashPassword(ctx.config.demoPassword) });
}
