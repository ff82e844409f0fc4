import { describe, expect, it } from 'vitest';
import { normalize, normalizedString } from './normalize.js';

describe('normalize', () => {
  it('drops punctuation and white space, folds width and case', () => {
    expect(normalizedString('政协　提案，２０２５年！ＡＢＣ abc。')).toBe('政协提案2025年abcabc');
  });

  it('folds traditional (and Taiwan variant) forms to simplified', () => {
    expect(normalizedString('關於加強基層醫療衛生服務體系建設的提案')).toBe('关于加强基层医疗卫生服务体系建设的提案');
    expect(normalizedString('臺灣裡後來發展')).toBe(normalizedString('台湾里后来发展'));
  });

  it('maps every folded character back to its original position', () => {
    const text = '一、 加强，管理。';
    const n = normalize(text);
    expect(n.length).toBe(5);
    for (let i = 0; i < n.length; i++) {
      expect(normalizedString(text[n.offsets[i]])).toBe(String.fromCharCode(n.codes[i]));
    }
    expect(Array.from(n.offsets)).toEqual([0, 3, 4, 6, 7]);
  });

  it('handles empty and punctuation-only text', () => {
    expect(normalize('').length).toBe(0);
    expect(normalize('，。！？ \n\t').length).toBe(0);
  });
});
