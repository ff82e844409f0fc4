// Part of `npm run lint:deps`: every export of packages/contracts/src is used by something besides its
// own declaration — the web, the server, the tests, the benchmarks, or another contract. The contracts are
// the single source of list names, paths, permissions and shapes (issue 14); an export nobody reads is
// either a copy someone retyped by hand elsewhere (use the export there) or dead (delete it).
//
// A use is the name as a whole word in any other source file, comments included: cheap and predictable,
// and a name that only a comment mentions is rare enough to catch in review. A re-export line
// (`export { x } from`, `export * from`) is not a use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contracts = path.join(root, 'packages/contracts/src');
const searched = ['apps', 'packages', 'e2e', 'bench'];
const skipDirs = new Set(['node_modules', 'dist', 'build', 'coverage', 'data', '.vite', 'test-results']);
const sourceFile = /\.(ts|tsx|mts|mjs)$/;

function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (!skipDirs.has(e.name) && !e.name.startsWith('.')) yield* walk(path.join(dir, e.name));
    } else if (sourceFile.test(e.name)) yield path.join(dir, e.name);
  }
}

const declaration = /^export (?:declare )?(?:const|let|function|type|interface|enum|class|abstract class) ([A-Za-z_$][\w$]*)/gm;
const reExport = /^export (?:type )?(?:\*|\{[^}]*\}) from [^\n]*$/gm;
const identifier = /[A-Za-z_$][\w$]*/g;

/** Where each export is declared, and how many declarations it has (a const and a type may share a name). */
const declared = new Map();
const inContracts = new Map();
const elsewhere = new Set();
for (const dir of searched) {
  for (const file of walk(path.join(root, dir))) {
    const src = readFileSync(file, 'utf8');
    if (file.startsWith(contracts + path.sep) && !file.endsWith('.test.ts')) {
      for (const m of src.matchAll(declaration)) {
        const d = declared.get(m[1]) ?? { file: path.relative(root, file), count: 0 };
        d.count++;
        declared.set(m[1], d);
      }
      for (const [w] of src.replace(reExport, '').matchAll(identifier)) inContracts.set(w, (inContracts.get(w) ?? 0) + 1);
    } else {
      for (const [w] of src.matchAll(identifier)) elsewhere.add(w);
    }
  }
}

const unused = [...declared].filter(([name, d]) => !elsewhere.has(name) && (inContracts.get(name) ?? 0) <= d.count);
if (unused.length) {
  console.error(`unused-exports: ${unused.length} export(s) of packages/contracts are used by nothing besides their declaration:`);
  for (const [name, d] of unused) console.error(`  ${name}  (${d.file})`);
  console.error('Use each where the web or the server retypes the same thing by hand, or delete it.');
  process.exit(1);
}
console.log(`unused-exports: all ${declared.size} exports of packages/contracts are used`);
