// Part of `npm run lint:deps`: API paths and page URLs are written once, in packages/contracts (issue 14).
// The web takes every path it calls and every page it routes to or links from a contract constant, and the
// server's menu and widget files, and the links it writes into messages, take their page URLs from the same
// constants the web's routes declare, so a renamed page or endpoint cannot leave a stale copy behind. (The server's route declarations keep their paths beside
// their schemas; platform/contract-paths.test.ts checks that every contract path is one the server serves.)
//
// A raw path is a string or template literal whose text starts with '/' and a letter. Literals are read
// with the TypeScript parser, so regular expressions, comments and imports are not mistaken for them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipDirs = new Set(['node_modules', 'dist', 'build', 'coverage', 'data', '.vite', 'test-results']);
const isTest = (f) => /\.test\.tsx?$/.test(f) || /test-utils\.tsx?$/.test(f);

/** Literals that are not a path of ours, each with why. */
const allowed = new Map([
  // the API prefix every contract path is relative to
  ['apps/web/src/app/api/client.ts', new Set(['/api'])],
]);

function* walk(dir, keep) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!skipDirs.has(e.name) && !e.name.startsWith('.')) yield* walk(full, keep);
    } else if (keep(full)) yield full;
  }
}

const rawPath = /^\/[A-Za-z]/;

/** a link a server module writes into a record (a message's `url`, a to-do's `path`): the page it opens */
const linkProperty = /^(url|path|link|href)$/;

function rawPathsIn(file, linksOnly = false) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) && rawPath.test(node.text)) {
      const literal = ts.isTemplateHead(node) ? node.parent : node;
      const link =
        ts.isPropertyAssignment(literal.parent) &&
        literal.parent.initializer === literal &&
        linkProperty.test(literal.parent.name.getText(source));
      if (!(ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword) && (!linksOnly || link)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ line: line + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const webFiles = [...walk(path.join(root, 'apps/web/src'), (f) => /\.tsx?$/.test(f) && !isTest(f))];
/** the server files that name pages: menus (menus.ts, *-menus.ts, menu-decl.ts) and dashboard widgets and to-dos */
const menuFile = (f) => /^(menus|(?!routes-|service-)[\w-]+-menus|menu-decl|widgets)\.ts$/.test(path.basename(f));
const serverMenuFiles = [...walk(path.join(root, 'apps/server/src/modules'), menuFile)];
// every other server file: only the links it writes (its route declarations keep their paths)
const serverFiles = [
  ...walk(path.join(root, 'apps/server/src'), (f) => /\.ts$/.test(f) && !isTest(f) && !/test-[\w-]+\.ts$/.test(f) && !menuFile(f)),
];

const violations = [];
const check = (file, linksOnly) => {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const ok = allowed.get(rel) ?? new Set();
  for (const f of rawPathsIn(file, linksOnly)) if (!ok.has(f.text)) violations.push(`${rel}:${f.line}  '${f.text}'`);
};
for (const file of [...webFiles, ...serverMenuFiles]) check(file, false);
for (const file of serverFiles) check(file, true);

if (violations.length > 0) {
  console.error(
    `${violations.length} raw path literal(s): take the path from a contract constant (XxxApi / XxxPage in packages/contracts):`,
  );
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log(
  `path literals: none in ${webFiles.length} web files, ${serverMenuFiles.length} server menu and widget files, and the links of ${serverFiles.length} other server files`,
);
