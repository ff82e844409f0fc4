// Bundles the server into dist/main.js: our workspace packages (TypeScript
// sources) are compiled in; every npm dependency stays external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@cppcc/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
