/**
 * Pieces of bench/mixed-load.ts: the built server as a child process, its memory and CPU from /proc,
 * a keep-alive HTTP client that records latency and errors per kind of call, and the bell's
 * WebSocket held open for many users.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { freePort } from '../apps/server/src/ops/test-support';

const root = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  url: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** `node apps/server/dist/main.js` (npm run build first) on a free port, ready once /healthz answers. */
export async function startBuiltServer(env: Record<string, string>): Promise<ServerProcess> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('build first: npm run build');
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // only the tail is kept: a server warning on every request must not fill the bench's memory
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => out,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : Number.NaN;
}

/** CPU time (user + system) a process has used, in seconds; the kernel counts in ticks of 1/100 s on Linux. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the command name may hold spaces: the fields are counted after its closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface CallResult {
  ms: number;
  /** the answer's body as it came over the wire (compressed when the server compressed it) */
  bytes: number;
  status: number;
  code: string;
  msg: string;
}

/**
 * One keep-alive agent per server, as a browser or nginx holds its connections open. Every call asks
 * for compressed answers as Chromium does (Accept-Encoding: gzip, deflate, br) and decodes them.
 */
export class HttpClient {
  private readonly agents = new Map<string, http.Agent>();

  constructor(private readonly sockets: number) {}

  call(base: string, method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<CallResult> {
    let agent = this.agents.get(base);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: this.sockets });
      this.agents.set(base, agent);
    }
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const t0 = performance.now();
    return new Promise((resolve) => {
      const fail = (err: Error) => resolve({ ms: performance.now() - t0, bytes: 0, status: 0, code: '', msg: err.message });
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'accept-encoding': 'gzip, deflate, br',
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', fail);
          res.on('end', () => {
            const ms = performance.now() - t0;
            const wire = Buffer.concat(chunks);
            const status = res.statusCode ?? 0;
            try {
              const text = decode(wire, res.headers['content-encoding']).toString('utf8');
              const env = JSON.parse(text) as { code?: string; msg?: string };
              resolve({ ms, bytes: wire.length, status, code: env.code ?? '', msg: env.msg ?? '' });
            } catch (err) {
              resolve({ ms, bytes: wire.length, status, code: '', msg: `unreadable answer: ${(err as Error).message}` });
            }
          });
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  }

  close(): void {
    for (const a of this.agents.values()) a.destroy();
  }
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

/** Latencies and errors per kind of call; an error is a status other than 200 or a code other than 00000. */
export class Recorder {
  readonly kinds = new Map<string, { ms: number[]; bytes: number; errors: number; example: string }>();

  add(kind: string, r: CallResult): void {
    let k = this.kinds.get(kind);
    if (!k) {
      k = { ms: [], bytes: 0, errors: 0, example: '' };
      this.kinds.set(kind, k);
    }
    k.ms.push(r.ms);
    k.bytes += r.bytes;
    if (r.status !== 200 || r.code !== '00000') {
      k.errors++;
      k.example ||= `${r.status} ${r.code} ${r.msg}`.trim();
    }
  }
}

/** What the bench uses of a `ws` client socket (the package ships no types here; @types/ws is not installed). */
interface ClientSocket {
  send(data: string): void;
  terminate(): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => ClientSocket;

export interface Bells {
  /** sockets that were answered with the first unread count (authenticated and registered) */
  open: number;
  failed: number;
  firstFailure: string;
  /** unread frames after the first one of each socket: the pushes the load caused */
  pushes(): number;
  /** sockets the server closed during the load */
  closedByServer(): number;
  close(): void;
}

/**
 * The bell as the web app holds it (apps/web's unread socket): connect to /api/ws, send the access
 * token in the first frame, then count the unread frames. Sockets are spread round-robin over the
 * servers and opened `parallel` at a time, as users arrive rather than in one SYN burst.
 */
export async function openBells(bases: string[], tokens: string[], parallel = 50, timeoutMs = 15_000): Promise<Bells> {
  const sockets: ClientSocket[] = [];
  let open = 0;
  let failed = 0;
  let firstFailure = '';
  let pushes = 0;
  let closedByServer = 0;
  let closing = false;
  const one = (base: string, token: string) =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`);
      sockets.push(socket);
      let frames = 0;
      let settled = false;
      const settle = (ok: boolean, why = '') => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (ok) open++;
        else {
          failed++;
          firstFailure ||= why;
        }
        resolve();
      };
      const timer = setTimeout(() => settle(false, `no unread count within ${timeoutMs} ms`), timeoutMs);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { type?: string };
        if (frame.type !== 'unread') return;
        if (frames++ === 0) settle(true);
        else pushes++;
      });
      socket.on('error', (err) => settle(false, err.message));
      socket.on('close', (code) => {
        if (!settled) settle(false, `closed ${code}`);
        else if (!closing) closedByServer++;
      });
    });
  const queue = tokens.map((t, i) => [bases[i % bases.length], t] as const);
  await Promise.all(
    Array.from({ length: Math.min(parallel, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await one(next[0], next[1]);
    }),
  );
  return {
    open,
    failed,
    firstFailure,
    pushes: () => pushes,
    closedByServer: () => closedByServer,
    close() {
      closing = true;
      for (const s of sockets) s.terminate();
    },
  };
}

export const f = (x: number, digits = 1) => x.toFixed(digits);

/** Requests/s, p50 and p99 per kind; the member's list pages under one line of their own, then each page. */
export function printFigures(rec: Recorder, seconds: number): void {
  const rows = [...rec.kinds.entries()].sort(([a], [b]) => a.localeCompare(b));
  const lists = rows.filter(([k]) => k.startsWith('member list'));
  const merged = (xs: typeof rows) => ({
    ms: xs.flatMap(([, v]) => v.ms),
    bytes: xs.reduce((n, [, v]) => n + v.bytes, 0),
    errors: xs.reduce((n, [, v]) => n + v.errors, 0),
  });
  const all = merged(rows);
  console.log(`  requests: ${all.ms.length} in ${f(seconds)} s = ${f(all.ms.length / seconds)}/s; errors ${all.errors}`);
  console.log(
    `  ${'kind'.padEnd(28)} ${'count'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'KB/answer'.padStart(10)}`,
  );
  const line = (name: string, v: { ms: number[]; bytes: number; errors: number }) => {
    const s = [...v.ms].sort((a, b) => a - b);
    const kb = s.length ? v.bytes / s.length / 1024 : 0;
    console.log(
      `  ${name.padEnd(28)} ${String(s.length).padStart(7)} ${f(s.length / seconds).padStart(8)} ${f(percentile(s, 50)).padStart(8)} ${f(percentile(s, 99)).padStart(8)} ${String(v.errors).padStart(7)} ${f(kb).padStart(10)}`,
    );
  };
  line('member lists (all pages)', merged(lists));
  for (const [k, v] of lists) line(`  ${k.replace('member list ', '')}`, v);
  for (const [k, v] of rows) if (!k.startsWith('member list')) line(k, v);
  for (const [k, v] of rows) if (v.example) console.log(`  first error of ${k}: ${v.example}`);
}

/** A seeded generator: both scenarios draw the same sequence of calls. */
export function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(xs: T[], seed: number): T[] {
  const r = rng(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** xs in `parts` consecutive shares of (almost) equal size. */
export const split = <T>(xs: T[], parts: number): T[][] =>
  Array.from({ length: parts }, (_, i) => xs.slice(Math.floor((i * xs.length) / parts), Math.floor(((i + 1) * xs.length) / parts)));

/** One statement on a connection of its own (CREATE/DROP DATABASE cannot run in the servers' pools). */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, params)).rows;
  } finally {
    await c.end();
  }
}

/** CPU seconds used so far by each PostgreSQL backend of one database (the servers' pools), by pid. */
export async function backendCpu(adminUrl: string, database: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const { pid } of await query<{ pid: number }>(adminUrl, 'select pid from pg_stat_activity where datname = $1', [database])) {
    try {
      out.set(pid, cpuSeconds(pid));
    } catch {
      // the backend ended between the query and the read
    }
  }
  return out;
}

/** CPU the backends used between two readings; a backend opened in between counts from zero. */
export const cpuSince = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((n, [pid, s]) => n + s - (before.get(pid) ?? 0), 0);
