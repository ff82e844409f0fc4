/**
 * The boundary rules of the server (issue 14, docs/modules.md), run by `npm run lint:deps`
 * and as a step of `npm test`:
 * - the platform is the floor: it imports no module (modules hand it what it needs through
 *   their manifests, platform/ports.ts);
 * - a module reaches another module only through that module's index.ts, never its tables
 *   or internals (tests may set up fixtures through them);
 * - no import circles (between areas too: .dependency-cruiser-modules.cjs, the second half of lint:deps).
 * .dependency-cruiser-baseline.cjs would name tolerated violations one by one; it is empty, and
 * an entry added there needs a reason a reviewer accepts.
 */
const baseline = require('./.dependency-cruiser-baseline.cjs');

const SRC = '^apps/server/src/';
const MODULES = `${SRC}modules/`;
const TEST_CODE = ['\\.test\\.ts$', '/test-[a-z-]+\\.ts$', '/test-kit\\.ts$'];
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A baseline entry names a file, or a whole folder when it ends with a slash (an area being re-cut). */
const exact = (file) => (file.endsWith('/') ? `^${escapeRegex(file)}` : `^${escapeRegex(file)}$`);

const rules = [
  {
    name: 'platform-imports-no-module',
    comment: 'the platform defines interfaces; modules implement them and hand them over in their manifests',
    severity: 'error',
    from: { path: `${SRC}platform/`, pathNot: TEST_CODE },
    to: { path: MODULES },
  },
  {
    name: 'platform-tests-take-the-manifest-list',
    comment: 'a platform test may build the whole application from modules/index.ts, and reach no module beyond it',
    severity: 'error',
    from: { path: `${SRC}platform/.+\\.test\\.ts$` },
    to: { path: MODULES, pathNot: `${MODULES}index\\.ts$` },
  },
  {
    name: 'module-through-index',
    comment: 'another module is reached through its index.ts only; system exposes readers, not its tables',
    severity: 'error',
    from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_CODE },
    to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
  },
  {
    name: 'no-circular',
    comment: 'import circles make load order matter and hide layering mistakes',
    severity: 'error',
    from: { path: SRC },
    to: { circular: true },
  },
];

/** A file's own path as a pattern; under modules/ the module folder is captured, for `$1` in `to`. */
function fileRule(file) {
  const m = /^apps\/server\/src\/modules\/([^/]+)\/(.*)$/.exec(file);
  if (!m) return exact(file);
  return `^apps/server/src/modules/(${escapeRegex(m[1])})/${escapeRegex(m[2])}${file.endsWith('/') ? '' : '$'}`;
}

/** Each rule less the baselined files, then for each baselined file the same rule less its baselined targets. */
function withBaseline(rule) {
  const byFile = new Map();
  for (const b of baseline.filter((x) => x.rule === rule.name)) byFile.set(b.from, [...(byFile.get(b.from) ?? []), b.to]);
  const main = { ...rule, from: { ...rule.from, pathNot: [...(rule.from.pathNot ?? []), ...[...byFile.keys()].map(exact)] } };
  const perFile = [...byFile].map(([file, targets]) => ({
    ...rule,
    from: { path: fileRule(file), ...(rule.from.pathNot ? { pathNot: rule.from.pathNot } : {}) },
    to: { ...rule.to, pathNot: [...(rule.to.pathNot ?? []), ...targets.map(exact)] },
  }));
  return [main, ...perFile];
}

module.exports = {
  forbidden: rules.flatMap(withBaseline),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
