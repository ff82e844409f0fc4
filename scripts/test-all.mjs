// `npm test`: every suite, in order, stopping at the first failure: lint
// (Biome, errors only), the boundary rules of the server (dependency-cruiser,
// .dependency-cruiser.cjs) and the type check first, as they take seconds, then
// server on PGlite, server on PostgreSQL, text engines, web components, then
// the browser tests against the built app.
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const steps = [
  ['lint', 'npx', ['biome', 'check', '.', '--diagnostic-level=error'], {}],
  ['boundaries', 'npm', ['run', 'lint:deps'], {}],
  ['typecheck', 'npx', ['tsc', '-b'], {}],
  ['server (PGlite)', 'npm', ['test', '-w', '@cppcc/server'], { TEST_DATABASE_URL: '' }],
  ['server (PostgreSQL)', 'npm', ['test', '-w', '@cppcc/server'], { TEST_DATABASE_URL: pgUrl }],
  ['textkit', 'npm', ['test', '-w', '@cppcc/textkit'], {}],
  ['web', 'npm', ['test', '-w', '@cppcc/web'], {}],
  ['build', 'npm', ['run', 'build'], {}],
  ['bundle budgets', 'node', ['scripts/bundle-budget.mjs'], {}],
  ['browser (e2e)', 'npm', ['test', '-w', '@cppcc/e2e'], {}],
];
if (process.env.SKIP_POSTGRES === '1')
  steps.splice(
    steps.findIndex(([name]) => name === 'server (PostgreSQL)'),
    1,
  );

const results = [];
for (const [name, cmd, args, env] of steps) {
  const started = Date.now();
  console.log(`\n===== ${name} =====`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: r.status === 0, secs });
  if (r.status !== 0) break;
}
console.log('\n===== summary =====');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.secs} s)`);
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
console.log(`suites: ${passed} passed, ${failed} failed`);
process.exit(failed || results.length < steps.length ? 1 : 0);
