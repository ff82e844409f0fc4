import { describe, expect, it } from 'vitest';
import { ShowApiDetector, showApiSign } from './showapi';
import { aiRemark } from './types';

const cfg = { url: 'https://detect.example/ai', appId: '12345', secret: 's3cret' };
const fixed = () => new Date(2026, 10, 21, 9, 5, 7);
const TEXT = '近年来，我市持续推进城乡义务教育优质均衡发展。'.repeat(6);

const answering = (body: unknown, status = 200) => {
  const calls: { url: string; form: FormData }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, form: init.body as FormData });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { impl, calls };
};

describe('ShowAPI AI-writing detector', () => {
  it('signs timestamp, appid and content and reads all_lines and ai_percent', async () => {
    const { impl, calls } = answering({
      showapi_res_code: 0,
      showapi_res_body: {
        ai_percent: 83.5,
        all_lines: [
          { text: TEXT.slice(0, 100), ai_percent: 90 },
          { text: TEXT.slice(100), ai_percent: '0.7' },
        ],
      },
    });
    const r = await new ShowApiDetector(cfg, impl, fixed).detect(TEXT);
    expect(r).toMatchObject({ ai_percent: 83.5, remark: '疑似AI生成', provider: 'showapi' });
    expect(r.all_lines.map((l) => l.ai_percent)).toEqual([90, 70]);
    const form = calls[0].form;
    expect(form.get('timestamp')).toBe('20261121090507');
    expect(form.get('appid')).toBe('12345');
    expect(form.get('content')).toBe(TEXT);
    expect(form.get('sign')).toBe(showApiSign({ appid: '12345', content: TEXT, timestamp: '20261121090507' }, 's3cret'));
    expect(form.get('sign')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('turns a non-zero code and an empty answer into the spec messages', async () => {
    await expect(
      new ShowApiDetector(cfg, answering({ showapi_res_code: -2, showapi_res_error: 'bad sign' }).impl).detect(TEXT),
    ).rejects.toThrow('服务器错误，请联系管理员。错误信息：-2');
    await expect(
      new ShowApiDetector(cfg, answering({ showapi_res_code: 0, showapi_res_body: { all_lines: [] } }).impl).detect(TEXT),
    ).rejects.toThrow('提案内容检测失败，请重新检测');
    await expect(new ShowApiDetector(cfg, answering({}, 503).impl).detect(TEXT)).rejects.toThrow('服务器错误，请联系管理员。错误信息：503');
  });

  it('labels probabilities as the spec does', () => {
    expect([aiRemark(80.1), aiRemark(80), aiRemark(60.5), aiRemark(60), aiRemark(10)]).toEqual([
      '疑似AI生成',
      '部分AI生成',
      '部分AI生成',
      '人工撰写',
      '人工撰写',
    ]);
  });
});
