/**
 * Proofreading throughput through the HTTP API (POST /api/data/intellect/baidu/error/correction:
 * auth, validation, the dictionary/quotation/people version checks, the checks, JSON) against
 * calling textkit's proofread() directly with the same word lists in the same process (baseline).
 * In-process server on an in-memory PGlite with the demo seed; a few seconds each.
 *
 *   npx tsx bench/intellect-http.ts [--seconds 5] [--connections 4]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { proofread } from '@cppcc/textkit';
import { buildApp } from '../apps/server/src/app';
import { manifests } from '../apps/server/src/modules';
import { loadPeople } from '../apps/server/src/modules/intellect/proofread/people';
import { sensitiveWordsFor } from '../apps/server/src/modules/intellect/proofread/sources';
import { loadQuotations } from '../apps/server/src/modules/intellect/quotation/service';
import { encryptPasswordPayload } from '../apps/server/src/modules/sso/password-nonce';
import { createContext, prepareDatabase } from '../apps/server/src/platform/bootstrap';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { UNTHROTTLED_ENV } from './unthrottled';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const seconds = arg('seconds', 5);
const connections = arg('connections', 4);

// about 600 characters of proposal prose with a few errors of each family
const TEXT =
  '关于推进城乡义务教育优质均衡发展的提案。近年来，我市义务教育普及水平持续提高,但城乡之间、校际之间办学条件和师资水平仍有差距。' +
  '一是农村学校教师结构性缺编问题突出，音体美和信息科技教师不足；二是县域内优质学校集中在城区，择校压力较大；三是教育信息化投入不均衡，' +
  '部分乡村学校网络和设备老化。建议：第一，完善教师县管校聘制度，推动骨干教师向乡村学校流动；第二，推进集团化办学和学区制改革，' +
  '扩大优质教育资源覆盖面；第三，加大教育信息化投入，建设城乡同步课堂，让乡村孩子共享优质课程。正如古人所说，海内存知己，天涯若比临。' +
  '要进一步进一步完善的的制度，发展大数局产业，会议于2026年13月召开，调研组前往杭州市天河区。有人把台湾地区领导人称为台湾总统，必须纠正。' +
  '从先秦到明清时期得驿传制度，是维持国家秩序地交通建置。我们要坚持以人民为中心的发展思想，不断增强人民群众的获得感、幸福感、安全感。';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-intellect-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'error', ...UNTHROTTLED_ENV });
const database = await openDatabase({});
const ctx = createContext(config, database);
console.log('preparing an in-memory database with the demo seed …');
await prepareDatabase(ctx, database, manifests);
const app = await buildApp(ctx, manifests);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}/api`;

try {
  const key = (await (await fetch(`${base}/sso/public-key`)).json()).data as { publicKey: string; nonce: string };
  const login = await (
    await fetch(`${base}/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'weiyuan', password: encryptPasswordPayload(key.publicKey, key.nonce, config.demoPassword) }),
    })
  ).json();
  if (login.code !== '00000') throw new Error(`sign-in failed: ${login.msg}`);
  const token = login.data.token as string;
  const body = JSON.stringify({ content: `<p>${TEXT}</p>` });

  // warm both paths (jieba dictionary, confusion index, matchers)
  const options = {
    sensitiveWords: await sensitiveWordsFor(ctx.db),
    quotations: await loadQuotations(ctx.db),
    people: await loadPeople(ctx.db),
  };
  const direct = proofread(TEXT, options).items.length;
  const first = await (
    await fetch(`${base}/data/intellect/baidu/error/correction`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    })
  ).json();
  if (first.code !== '00000') throw new Error(first.msg);
  const viaHttp = first.data.detailList.length + first.data.checkDetailList.length;

  let n = 0;
  const until = Date.now() + seconds * 1000;
  const t0 = performance.now();
  while (Date.now() < until) {
    proofread(TEXT, options);
    n++;
  }
  const directRate = n / ((performance.now() - t0) / 1000);

  const hammer = async (url: string, init: RequestInit) => {
    let count = 0;
    const latencies: number[] = [];
    const end = Date.now() + seconds * 1000;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < end) {
          const s = performance.now();
          const r = await fetch(url, init);
          await r.arrayBuffer();
          if (r.status !== 200) throw new Error(`HTTP ${r.status}`);
          latencies.push(performance.now() - s);
          count++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
    return { rate: count / ((performance.now() - start) / 1000), p50: pct(0.5), p99: pct(0.99) };
  };
  const auth = { authorization: `Bearer ${token}` };
  const signed = await hammer(`${base}/data/intellect/get/signature`, { headers: auth });
  const http = await hammer(`${base}/data/intellect/baidu/error/correction`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body,
  });
  const httpRate = http.rate;

  const chars = TEXT.length;
  console.log(
    `\n${chars}-character text, ${direct} findings directly / ${viaHttp} through the API, ${seconds} s each, node ${process.version}, load ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log('| path | texts/s | characters/s | p50 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| textkit proofread() directly (baseline) | ${directRate.toFixed(1)} | ${Math.round(directRate * chars)} | ${(1000 / directRate).toFixed(1)} | – |`,
  );
  console.log(
    `| POST /api/data/intellect/baidu/error/correction (${connections} connections) | ${httpRate.toFixed(1)} | ${Math.round(httpRate * chars)} | ${http.p50} | ${http.p99} |`,
  );
  console.log(
    `| GET /api/data/intellect/get/signature (signed-in route doing no checking: the platform's share) | ${signed.rate.toFixed(1)} | – | ${signed.p50} | ${signed.p99} |`,
  );
  console.log(`\nHTTP / direct: ${(httpRate / directRate).toFixed(2)}`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
