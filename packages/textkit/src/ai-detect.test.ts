import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AI_DETECT_TOO_SHORT, AI_REMARKS, AiTextTooShortError, detectAi } from './ai-detect.js';
import { chunks, FEATURE_NAMES, features } from './ai-features.js';
import { AI_WEIGHTS, aiProbability, aiScore, OFFICIAL_PROSE } from './ai-model.js';

const ASSISTANT =
  '首先，需要注意的是，提高睡眠质量可以从多个方面入手。其次，建议您保持规律的作息时间，避免在睡前使用电子设备。此外，适当的运动也有助于改善睡眠。总的来说，良好的生活习惯能够帮助您获得更好的睡眠，如果问题持续存在，建议您咨询专业医生。';
const CHATTY =
  '我前几天也失眠了，真的难受啊！后来我妈说睡前喝杯热牛奶，我试了两晚，好像还真有点用吧。哈哈，不过也可能是我白天太累了。反正你也可以试试呗，别老刷手机了，我就是刷手机刷到两点才睡的，第二天上班困死了。周末我打算去爬山，累一点说不定晚上就睡得香了，到时候再跟你说效果咋样。';
// One four-point health answer in three layouts: prose, list headings over sentences, and items
// without full stops.
const HEALTH_PROSE =
  '保持身体健康需要从多个方面入手。首先是均衡饮食，建议您每天摄入足够的蔬菜、水果和优质蛋白质，减少高油高盐的食物。其次是规律运动，每周进行至少150分钟的中等强度运动，有助于增强心肺功能。此外，充足的睡眠也非常重要，成年人通常需要7到8小时的睡眠，睡前应避免使用电子设备。最后，保持良好的心态，学会调节压力，必要时可以寻求专业人士的帮助。总的来说，健康的生活方式能够帮助您预防多种慢性疾病。';
const HEALTH_LIST =
  '保持身体健康需要从多个方面入手：\n1. 均衡饮食\n建议您每天摄入足够的蔬菜、水果和优质蛋白质，减少高油高盐的食物。\n2. 规律运动\n每周进行至少150分钟的中等强度运动，有助于增强心肺功能。\n3. 充足睡眠\n成年人通常需要7到8小时的睡眠，睡前应避免使用电子设备。\n4. 良好心态\n学会调节压力，必要时可以寻求专业人士的帮助。\n总的来说，健康的生活方式能够帮助您预防多种慢性疾病。';
const HEALTH_ITEMS =
  '保持身体健康需要从多个方面入手：\n1. 均衡饮食：建议您每天摄入足够的蔬菜、水果和优质蛋白质，减少高油高盐的食物\n2. 规律运动：每周进行至少150分钟的中等强度运动，有助于增强心肺功能\n3. 充足睡眠：成年人通常需要7到8小时的睡眠，睡前应避免使用电子设备\n4. 良好心态：学会调节压力，必要时可以寻求专业人士的帮助';
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

  it('judges the ending of the text only, never of a chunk before its end', () => {
    const long = `${OFFICIAL.replaceAll('。', '，').repeat(2)}完。`;
    const pieces = chunks(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0].cut).toBe(true);
    expect(pieces.map((c) => c.endsText)).toEqual([...pieces.slice(1).map(() => false), true]);
    const i = FEATURE_NAMES.indexOf('openEnding');
    expect(features(pieces[0].text)[i]).toBe(1);
    expect(features(pieces[0].text, { endsText: false })[i]).toBeNaN();
    // Trailing white space is part of the last chunk's ending, not a chunk of its own.
    expect(chunks(`${HEALTH_LIST}\n\n  `).at(-1)?.endsText).toBe(true);
  });

  it('counts a last line that is a list item or heading as closed by the layout', () => {
    const i = FEATURE_NAMES.indexOf('openEnding');
    for (const last of ['4. 良好心态', '四、保持良好心态', '（4）良好心态', '- 良好心态', '## 良好心态', '**良好心态**'])
      expect(features(`保持身体健康需要从多个方面入手：\n${last}\n`)[i], last).toBe(0);
    for (const last of ['良好心态', '我觉得心态最重要', '2024年的情况'])
      expect(features(`保持身体健康需要从多个方面入手：\n${last}`)[i], last).toBe(1);
  });

  it('does not call an assistant answer human because it is laid out as a list', () => {
    const prose = detectAi(HEALTH_PROSE);
    expect(prose.remark).not.toBe(AI_REMARKS.human);
    // Chunks of the list end after a heading or an item without a full stop (1. 均衡饮食).
    expect(chunks(HEALTH_LIST)[0].text).toMatch(/\d\. \S+\n$/);
    for (const list of [HEALTH_LIST, HEALTH_ITEMS]) {
      const d = detectAi(list);
      expect(d.remark).not.toBe(AI_REMARKS.human);
      // The prose opens its sentences with 首先, 其次, 此外, 最后 (connectiveOpening), where the
      // list has numbers: it may score a little higher, but the layout must not decide.
      expect(d.ai_percent).toBeGreaterThan(prose.ai_percent - 12);
      for (const line of d.all_lines) expect(line.remark).not.toBe(AI_REMARKS.human);
    }
  });

  it('counts sentences opened with a connective only as a sign of a machine', () => {
    const i = FEATURE_NAMES.indexOf('connectiveOpening');
    // 首先…。其次…。此外…。总的来说…。
    expect(features(ASSISTANT)[i]).toBe(1);
    expect(features(OFFICIAL)[i]).toBe(0);
    expect(features(CHATTY)[i]).toBe(0);
    expect(AI_WEIGHTS.connectiveOpening.oneSided).toBe('above');
  });

  it('moves a short chunk toward even odds, not toward official prose', () => {
    const official = aiProbability(OFFICIAL_PROSE.mean);
    expect(official).toBeLessThan(0.5);
    const short = aiProbability(OFFICIAL_PROSE.mean, { chars: 50 });
    expect(short).toBeGreaterThan(official);
    expect(short).toBeLessThan(0.5);
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
