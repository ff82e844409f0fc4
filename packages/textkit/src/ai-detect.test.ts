import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AI_DETECT_TOO_SHORT, AI_REMARKS, AiTextTooShortError, detectAi } from './ai-detect.js';
import { chunks, FEATURE_NAMES, features } from './ai-features.js';
import { AI_WEIGHTS, aiProbability, aiScore, OFFICIAL_PROSE } from './ai-model.js';

const ASSISTANT =
  '首先，需要注意的是，提高睡眠质量可以从多个方面入手。其次，建议您保持规律的作息时间，避免在睡前使用电子设备。此外，适当的运动也有助于改善睡眠。总的来说，良好的生活习惯能够帮助您获得更好的睡眠，如果问题持续存在，建议您咨询专业医生。';
const CHATTY =
  '我前几天也失眠了，真的难受啊！后来我妈说睡前喝杯热牛奶，我试了两晚，好像还真有点用吧。哈哈，不过也可能是我白天太累了。反正你也可以试试呗，别老刷手机了，我就是刷手机刷到两点才睡的，第二天上班困死了。周末我打算去爬山，累一点说不定晚上就睡得香了，到时候再跟你说效果咋样。';
const OFFICIAL =
  '近年来，我市持续推进老旧小区改造，累计完成改造小区三百余个，惠及居民近十万户。但在调研中发现，部分小区改造后缺乏长效管理机制，加装电梯协调难、停车位不足等问题依然突出。建议由住建部门牵头，建立改造后物业管理长效机制，将加装电梯纳入社区协商议事范围。';

describe('detectAi (design weights, no model trained on HC3)', () => {
  it('scores an assistant-style answer above a chatty human one and above official prose', () => {
    const assistant = detectAi(ASSISTANT).ai_percent;
    expect(assistant).toBeGreaterThan(detectAi(CHATTY).ai_percent + 30);
    expect(assistant).toBeGreaterThan(detectAi(OFFICIAL).ai_percent + 20);
    expect(detectAi(ASSISTANT).remark).not.toBe(AI_REMARKS.human);
    expect(detectAi(CHATTY).remark).toBe(AI_REMARKS.human);
    expect(detectAi(OFFICIAL).remark).toBe(AI_REMARKS.human);
  });

  it('is deterministic', () => {
    const text = ASSISTANT + CHATTY + OFFICIAL;
    expect(detectAi(text)).toEqual(detectAi(text));
    expect(features(OFFICIAL)).toEqual(features(OFFICIAL));
  });

  it("refuses under the spec's 100 characters with its message, and scores 50+ when asked", () => {
    const short = ASSISTANT.slice(0, 60);
    expect(() => detectAi(short)).toThrow(AiTextTooShortError);
    expect(() => detectAi(short)).toThrow(AI_DETECT_TOO_SHORT);
    const one = detectAi(short, { minChars: 50 });
    expect(one.all_lines).toHaveLength(1);
    expect(one.all_lines[0].text).toBe(short);
    // The engine never goes below its floor of 50, whatever the caller asks.
    expect(() => detectAi(short.slice(0, 45), { minChars: 10 })).toThrow('至少输入50个字符');
  });

  it('counts hand-typed typography (half-width marks inside Chinese) only as a sign of a person', () => {
    const typed = ASSISTANT.replaceAll('，', ',');
    expect(aiProbability(features(typed))).toBeLessThan(aiProbability(features(ASSISTANT)) - 0.2);
    const i = FEATURE_NAMES.indexOf('irregularTypography');
    expect(features(ASSISTANT)[i]).toBe(0);
    expect(AI_WEIGHTS.irregularTypography.oneSided).toBe('above');
  });

  it('lets a feature the passage is too short to show add nothing', () => {
    const x = features(ASSISTANT).map((v, i) => (FEATURE_NAMES[i] === 'burstiness' ? Number.NaN : v));
    const without = { ...AI_WEIGHTS, burstiness: { weight: 0 } };
    expect(aiScore(x)).toBeCloseTo(aiScore(features(ASSISTANT), { weights: without }), 10);
  });

  it('counts a last sentence left open only as a sign of a person', () => {
    const i = FEATURE_NAMES.indexOf('openEnding');
    const open = ASSISTANT.slice(0, -1);
    expect(features(ASSISTANT)[i]).toBe(0);
    expect(features(`${ASSISTANT.slice(0, 40)}”`)[i]).toBe(0);
    expect(features(open)[i]).toBe(1);
    expect(aiProbability(features(open))).toBeLessThan(aiProbability(features(ASSISTANT)));
    expect(AI_WEIGHTS.openEnding.oneSided).toBe('above');
  });

  it('judges no ending on a piece cut inside a long sentence', () => {
    const long = `${OFFICIAL.replaceAll('。', '，').repeat(2)}完。`;
    const pieces = chunks(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0].cut).toBe(true);
    expect(pieces[pieces.length - 1].cut).toBe(false);
    const i = FEATURE_NAMES.indexOf('openEnding');
    expect(features(pieces[0].text)[i]).toBe(1);
    expect(features(pieces[0].text, { cut: true })[i]).toBeNaN();
  });

  it('shrinks the evidence of a chunk under 100 characters toward official prose', () => {
    const x = features(ASSISTANT);
    const full = aiScore(x);
    expect(full).toBeGreaterThan(1);
    expect(aiScore(x, { chars: 50 })).toBeCloseTo(full * Math.sqrt(0.5), 10);
    expect(aiScore(x, { chars: 300 })).toBeCloseTo(full, 10);
    // Official prose itself scores 0 at any length: shrinking moves toward it, never past it.
    expect(aiScore(OFFICIAL_PROSE.mean, { chars: 50 })).toBeCloseTo(0, 10);
  });

  it('scores texts of 50 to 99 characters by their voice', () => {
    const chatty = '其实我觉得吧，这事儿挺简单的，你先去社区问一下呗，反正他们管这个。上次我家也是这么弄的，真的不麻烦，谢谢啦~';
    const assistant =
      '首先，需要注意的是，失眠的原因因人而异。此外，您可以保持规律的作息，避免睡前使用电子设备。总的来说，良好的习惯有助于改善睡眠。';
    for (const t of [chatty, assistant]) expect(t.replace(/\s/g, '').length).toBeLessThan(100);
    const human = detectAi(chatty, { minChars: 50 });
    const machine = detectAi(assistant, { minChars: 50 });
    expect(human.remark).toBe(AI_REMARKS.human);
    expect(machine.ai_percent).toBeGreaterThan(human.ai_percent + 30);
    expect(machine.remark).not.toBe(AI_REMARKS.human);
  });

  it('has an official-prose reference and a design weight for every feature', () => {
    expect(OFFICIAL_PROSE.mean).toHaveLength(FEATURE_NAMES.length);
    expect(OFFICIAL_PROSE.sd).toHaveLength(FEATURE_NAMES.length);
    for (const sd of OFFICIAL_PROSE.sd) expect(sd).toBeGreaterThan(0);
    expect(Object.keys(AI_WEIGHTS).sort()).toEqual([...FEATURE_NAMES].sort());
  });

  it('takes nothing from the benchmark data at run time', () => {
    const dir = new URL('.', import.meta.url);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      const src = readFileSync(new URL(f, dir), 'utf8');
      expect(src, f).not.toMatch(/['"`][^'"`\n]*(shared\/data|ai-detect\/)/);
    }
  });
});
