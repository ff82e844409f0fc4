import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiDetectResult } from '@cppcc/contracts';
import { AI_DETECT_ACCURACY } from '@cppcc/textkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { aiDetectConfig } from './config';
import { showApiSign } from './showapi';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
}, 60_000);
afterAll(() => t.close());

const HUMAN =
  '上周去村里走访，老支书拉着我说，村口那条路一下雨就没法走，娃娃上学要绕二里地。我们蹲在田埂上算了笔账：' +
  '修一段三百米的水泥路，村里能出工，缺的是材料钱。回来后我把这事写进了提案，希望交通部门能把这类“最后一公里”纳入年度计划。';
const ASSISTANT =
  '综上所述，推动城乡义务教育优质均衡发展具有重要意义。首先，应当进一步完善教师资源配置机制，确保教育资源的合理分配。' +
  '其次，需要加强信息化建设，全面提升教育教学质量。此外，还应当建立健全长效保障机制，从而为实现教育现代化提供有力支撑。总之，各方应协同发力，形成工作合力。';

const detect = (content: string) => c.post<AiDetectResult>('weiyuan', 'data/intellect/ai/detect', { content });
const saved = { ...process.env };
afterEach(() => {
  for (const k of ['AI_DETECT_PROVIDER', 'AI_DETECT_URL', 'AI_DETECT_APPID', 'AI_DETECT_SECRET']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('POST /data/intellect/ai/detect (local model)', () => {
  it('refuses text under 100 characters with the spec message, counting plain text only', async () => {
    const short = await detect(`<p>${'字'.repeat(99)}</p><p>   </p>`);
    expect([short.status, short.body.msg]).toEqual([400, '提案内容过少，无法检测，请至少输入100个字符']);
    expect((await detect('')).status).toBe(400);
  });

  it('scores chunks and the whole text, names the provider and its measured accuracy', async () => {
    const r = await detect(`<p>${HUMAN}</p><p>${ASSISTANT}</p>`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.provider).toBe('local');
    expect(d.accuracy).toBe(AI_DETECT_ACCURACY);
    expect(d.all_lines.length).toBeGreaterThanOrEqual(2);
    for (const l of d.all_lines) {
      expect(l.ai_percent).toBeGreaterThanOrEqual(0);
      expect(l.ai_percent).toBeLessThanOrEqual(100);
      expect(l.remark).toBe(l.ai_percent > 80 ? '疑似AI生成' : l.ai_percent > 60 ? '部分AI生成' : '人工撰写');
    }
    expect(d.remark).toBe(d.ai_percent > 80 ? '疑似AI生成' : d.ai_percent > 60 ? '部分AI生成' : '人工撰写');
    const human = (await detect(HUMAN)).body.data;
    const machine = (await detect(ASSISTANT)).body.data;
    expect(machine.ai_percent).toBeGreaterThan(human.ai_percent);
  });
});

describe('POST /data/intellect/ai/detect (ShowAPI chosen by environment)', () => {
  let server: http.Server;
  let url = '';
  let answer: (fields: Record<string, string>) => { status: number; body: unknown };
  const seen: Record<string, string>[] = [];
  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const ch of req) chunks.push(ch as Buffer);
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
      const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
      seen.push(fields);
      const a = answer(fields);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ai-check`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const useShowApi = () =>
    Object.assign(process.env, { AI_DETECT_PROVIDER: 'showapi', AI_DETECT_URL: url, AI_DETECT_APPID: '80001', AI_DETECT_SECRET: 'k3y' });

  it('reads the settings from the environment', () => {
    expect(aiDetectConfig({})).toMatchObject({ provider: 'local', timeoutMs: 150_000 });
    expect(
      aiDetectConfig({ AI_DETECT_PROVIDER: 'ShowAPI', AI_DETECT_URL: 'http://x', AI_DETECT_APPID: '1', AI_DETECT_SECRET: 's' }),
    ).toMatchObject({
      provider: 'showapi',
      url: 'http://x',
      appId: '1',
    });
  });

  it('proxies to the provider with a signed form, keeping the secret on the server', async () => {
    useShowApi();
    answer = (f) => {
      const ok = f.sign === showApiSign({ appid: f.appid, content: f.content, timestamp: f.timestamp }, 'k3y');
      return ok
        ? {
            status: 200,
            body: {
              showapi_res_code: 0,
              showapi_res_body: { ai_percent: 72.5, all_lines: [{ text: f.content.slice(0, 100), ai_percent: 0.9 }] },
            },
          }
        : { status: 200, body: { showapi_res_code: -3, showapi_res_error: 'sign error' } };
    };
    const r = await detect(`<p>${ASSISTANT}</p>`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ provider: 'showapi', ai_percent: 72.5, remark: '部分AI生成', accuracy: null });
    expect(r.body.data.all_lines[0]).toMatchObject({ ai_percent: 90, remark: '疑似AI生成' });
    const sent = seen.at(-1) as Record<string, string>;
    expect(sent.content).toBe(ASSISTANT);
    expect(sent.appid).toBe('80001');
    expect(Object.values(sent)).not.toContain('k3y');
    expect(JSON.stringify(r.body)).not.toContain('k3y');
  });

  it('turns the provider errors into the spec messages', async () => {
    useShowApi();
    answer = () => ({ status: 200, body: { showapi_res_code: -2, showapi_res_error: 'quota' } });
    const code = await detect(ASSISTANT);
    expect([code.status, code.body.msg]).toEqual([502, '服务器错误，请联系管理员。错误信息：-2']);
    answer = () => ({ status: 200, body: { showapi_res_code: 0, showapi_res_body: { ai_percent: 0, all_lines: [] } } });
    const none = await detect(ASSISTANT);
    expect([none.status, none.body.msg]).toEqual([502, '提案内容检测失败，请重新检测']);
    const short = await detect('太短了');
    expect([short.status, short.body.msg]).toEqual([400, '提案内容过少，无法检测，请至少输入100个字符']);
  });

  it('says which settings are missing, never their values', async () => {
    Object.assign(process.env, { AI_DETECT_PROVIDER: 'showapi', AI_DETECT_URL: url, AI_DETECT_APPID: '80001' });
    delete process.env.AI_DETECT_SECRET;
    const r = await detect(ASSISTANT);
    expect(r.status).toBe(500);
    expect(r.body.msg).toContain('AI_DETECT_SECRET');
    expect(r.body.msg).not.toContain(url);
  });
});
