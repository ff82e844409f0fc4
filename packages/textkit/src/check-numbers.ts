import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * Numbers and dates (GB/T 15835): impossible months and days, a year mixing Chinese and
 * Arabic numerals (二〇二6年), full-width digits mixed with half-width ones, and thousands
 * separators, which Chinese running text does not use.
 */

const CN_DIGIT: Record<string, string> = {
  〇: '0',
  零: '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};
const FULL = /[０-９]/;
const HALF = /[0-9]/;

function toHalf(s: string): string {
  return s.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

function daysIn(year: number | undefined, month: number): number {
  if (month === 2) return year === undefined || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function term(
  start: number,
  error: string,
  correct: string,
  explain: string,
  operation: Finding['operation'] = OPERATION.replace,
): Finding {
  return { type: ERROR_TYPE.term, operation, error, correct, start, end: start + error.length, explain };
}

export function checkNumbers(text: string): Finding[] {
  const out: Finding[] = [];
  // A year written with both kinds of numerals.
  for (const m of text.matchAll(/[〇零一二三四五六七八九0-9０-９]{4}(?=年)/g)) {
    const s = m[0];
    const cn = /[〇零一二三四五六七八九]/.test(s);
    const arabic = /[0-9０-９]/.test(s);
    if (cn && arabic) {
      const fixed = toHalf(s.replace(/[〇零一二三四五六七八九]/g, (c) => CN_DIGIT[c]));
      out.push(term(m.index, s, fixed, '年份中汉字数字与阿拉伯数字混用'));
    }
  }
  // Full-width and half-width digits in one number.
  for (const m of text.matchAll(/[0-9０-９]{2,}/g)) {
    if (FULL.test(m[0]) && HALF.test(m[0])) out.push(term(m.index, m[0], toHalf(m[0]), '数字中全角与半角混用'));
  }
  // Dates: month 1–12, day within the month.
  for (const m of text.matchAll(/(?:([0-9０-９]{4})年)?([0-9０-９]{1,2})月(?:([0-9０-９]{1,2})[日号])?/g)) {
    const year = m[1] ? Number(toHalf(m[1])) : undefined;
    const month = Number(toHalf(m[2]));
    const monthAt = m.index + (m[1] ? m[1].length + 1 : 0);
    if (month < 1 || month > 12) {
      out.push(term(monthAt, `${m[2]}月`, '', `月份“${month}”不存在`, OPERATION.check));
      continue;
    }
    if (m[3] !== undefined) {
      const day = Number(toHalf(m[3]));
      const max = daysIn(year, month);
      if (day < 1 || day > max) {
        const dayAt = monthAt + m[2].length + 1;
        out.push(term(dayAt, m[0].slice(dayAt - m.index), '', `${month}月没有${day}日（该月只有${max}天）`, OPERATION.check));
      }
    }
  }
  // Thousands separators (1,000 or 1，000) next to Chinese text.
  for (const m of text.matchAll(/(?<![0-9.,，])[0-9]{1,3}(?:[,，][0-9]{3})+(?![0-9])/g)) {
    const around = text.slice(Math.max(0, m.index - 1), m.index) + text.slice(m.index + m[0].length, m.index + m[0].length + 1);
    if (!/[\u3400-\u9fff]/.test(around) && !m[0].includes('，')) continue;
    out.push(term(m.index, m[0], m[0].replace(/[,，]/g, ''), '中文行文中的数字不用千分撇分节'));
  }
  return out;
}
