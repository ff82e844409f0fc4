/**
 * Fonts and sizes of the editor (spec 000 §2: default 仿宋, 三号). Each font is
 * written as a stack so that a machine without the Windows name (a Mac, a
 * domestic OS with other font names) still shows the same kind of face. Chinese names and names with spaces are
 * quoted (some CSS parsers refuse bare CJK names), with single quotes: the stack
 * goes into a double-quoted style attribute.
 */
export const FONT_STACK = {
  仿宋: "'仿宋', FangSong, STFangsong, FangSong_GB2312, serif",
  宋体: "'宋体', SimSun, STSong, serif",
  黑体: "'黑体', SimHei, STHeiti, sans-serif",
  楷体: "'楷体', KaiTi, STKaiti, KaiTi_GB2312, serif",
  微软雅黑: "'微软雅黑', 'Microsoft YaHei', 'PingFang SC', sans-serif",
  方正小标宋简体: "'方正小标宋简体', FZXiaoBiaoSong-B05S, '宋体', SimSun, STSong, serif",
} as const;
export type FontName = keyof typeof FONT_STACK;
export const FONT_NAMES = Object.keys(FONT_STACK) as FontName[];

export const DEFAULT_FONT: FontName = '仿宋';

/** 中文字号 and their points. */
export const FONT_SIZES = [
  { label: '初号', pt: 42 },
  { label: '小初', pt: 36 },
  { label: '一号', pt: 26 },
  { label: '小一', pt: 24 },
  { label: '二号', pt: 22 },
  { label: '小二', pt: 18 },
  { label: '三号', pt: 16 },
  { label: '小三', pt: 15 },
  { label: '四号', pt: 14 },
  { label: '小四', pt: 12 },
  { label: '五号', pt: 10.5 },
  { label: '小五', pt: 9 },
] as const;
export const DEFAULT_SIZE_PT = 16;

/** The font name of a CSS font-family value (its first family), if it is one of ours. */
export function fontNameOf(family: string | null | undefined): FontName | undefined {
  const first = (family ?? '')
    .split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '');
  return FONT_NAMES.find((n) => n === first);
}
