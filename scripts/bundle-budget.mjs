// `npm test`, after the build: the JavaScript a first visit downloads, gzipped, against its budget
// (issue 19). From the Vite manifest (apps/web/dist/.vite/manifest.json) it takes, for each page,
// the chunks the browser must load before the page can render: the entry (index.html's script)
// with everything it imports statically, transitively, plus the route's own lazy chunks and theirs
// where the page is a lazy route. Each chunk is gzipped at level 9 (what the server sends as
// `.gz`) and summed. The pages must not load the charts (echarts) or the editors (TipTap, the
// office-document editor) at all. Exits 1 past a budget or on a forbidden chunk.
//
//   node scripts/bundle-budget.mjs [dist folder]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const KB = 1024;

/**
 * - /login: the entry and the sign-in form's chunk, which the page requests during its first render
 *   (the SMS and QR ways load when their tab is opened); the entry alone is printed beside it.
 * - the home dashboard: the entry, and the signed-in shell with the route table and the home page
 *   (app/router/shellRoutes.tsx, features/home/routes.tsx); its widgets are lazy components of their
 *   own and load after it.
 */
const pages = [
  { name: '/login (entry only)', roots: [] },
  { name: '/login', roots: ['src/app/login/LoginPage.tsx'], budget: 250 * KB },
  { name: 'home dashboard', roots: ['src/app/router/shellRoutes.tsx'], budget: 400 * KB },
];
/** chunks the two first screens must never load: the manifest's chunk names (vite.config.ts groups) and sources */
const FORBIDDEN_NAMES = new Set(['echarts', 'tiptap']);
const FORBIDDEN_SOURCES = /^src\/components\/(editor|docEditor)\//;

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`bundle budgets: ${manifestFile} is missing (npm run build first; build.manifest in apps/web/vite.config.ts)`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** the chunk keys a page loads before it renders: its roots and all their static imports */
function initialChunks(roots) {
  const seen = new Set();
  const stack = [entry, ...roots];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`no chunk ${key} in the manifest: was the file renamed? (scripts/bundle-budget.mjs)`);
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return [...seen];
}

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) {
    const raw = fs.readFileSync(path.join(dist, file));
    gzipped.set(file, { raw: raw.length, gz: zlib.gzipSync(raw, { level: 9 }).length });
  }
  return gzipped.get(file);
}

let failed = false;
const rows = [];
for (const page of pages) {
  const keys = initialChunks(page.roots);
  const sizes = keys.map((k) => gzipSize(manifest[k].file));
  const raw = sizes.reduce((s, x) => s + x.raw, 0);
  const gz = sizes.reduce((s, x) => s + x.gz, 0);
  const forbidden = keys.filter((k) => FORBIDDEN_NAMES.has(manifest[k].name) || FORBIDDEN_SOURCES.test(manifest[k].src ?? ''));
  const over = page.budget !== undefined && gz > page.budget;
  if (over || forbidden.length) failed = true;
  rows.push({
    page: page.name,
    chunks: keys.length,
    'raw KB': (raw / KB).toFixed(1),
    'gzip KB': (gz / KB).toFixed(1),
    'budget KB': page.budget === undefined ? '-' : (page.budget / KB).toFixed(0),
    result: forbidden.length ? `FAIL: loads ${forbidden.map((k) => manifest[k].file).join(', ')}` : over ? 'FAIL: over budget' : 'ok',
  });
}

const head = Object.keys(rows[0]);
const widths = head.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
const line = (cells) =>
  cells.map((c, i) => (i === 0 || i === cells.length - 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
console.log(`initial JavaScript per page, gzipped (level 9), from ${path.relative(root, manifestFile)}`);
console.log(line(head));
for (const r of rows) console.log(line(head.map((h) => r[h])));
process.exit(failed ? 1 : 0);
