// Generates a migration from the tables.ts files with drizzle-kit, under a lock
// so that two generations at once cannot interleave in drizzle/.
// `--fresh` folds everything into one 0000_init migration: allowed only while no
// migration has landed on main (see docs/ARCHITECTURE.md, Migrations).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const lock = '/tmp/cppcc-drizzle-generate.lock';
const started = Date.now();
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() - started > 60_000) fs.rmSync(lock, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 200));
  }
}
try {
  const fresh = process.argv.includes('--fresh');
  if (fresh) fs.rmSync('drizzle', { recursive: true, force: true });
  const args = process.argv.slice(2).filter((a) => a !== '--fresh');
  execFileSync('npx', ['drizzle-kit', 'generate', ...(fresh ? ['--name', 'init'] : []), ...args], { stdio: 'inherit' });
} finally {
  fs.rmSync(lock, { recursive: true, force: true });
}
