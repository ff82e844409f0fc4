/**
 * The second half of `npm run lint:deps`: the graph of the areas themselves, production code only
 * (tests may set up fixtures across areas). Each area reaches another one way only: sso reads
 * system's accounts, and system reaches sso's sessions through a port (platform/ports.ts), never
 * by import. A folder-level circle through two areas fails, even when no file-level circle exists
 * (that one is .dependency-cruiser.cjs's no-circular).
 */
const { options } = require('./.dependency-cruiser.cjs');

const MODULES = '^apps/server/src/modules/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular-between-modules',
      comment: 'one area reaches another only one way; the reverse need goes through a port in the manifest',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULES}([^/]+)` },
      to: { path: MODULES, pathNot: `${MODULES}$1(/|$)`, circular: true },
    },
  ],
  options: {
    ...options,
    exclude: { path: ['node_modules', '\\.test\\.ts$', '/test-[a-z-]+\\.ts$', '/test-kit\\.ts$'] },
  },
};
