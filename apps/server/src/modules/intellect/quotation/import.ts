import path from 'node:path';
import ExcelJS from 'exceljs';
import { badRequest } from '../../../platform/errors';

export interface QuotationRow {
  text: string;
  author: string | null;
  title: string | null;
  dynasty: string | null;
}

const HEADER = {
  text: ['名句', '诗句', '内容', '原文', 'text'],
  author: ['作者', 'author'],
  title: ['出处', '篇名', '标题', 'title'],
  dynasty: ['朝代', '年代', 'dynasty'],
} as const;

const cellText = (v: ExcelJS.CellValue): string => {
  if (v == null) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v);
};

const clean = (s: string | undefined) => s?.trim() || null;

/**
 * A line of a txt file: `名句`, `名句|作者|出处|朝代` (or tab-separated), or the way quotations
 * are usually printed, `名句——作者《出处》`.
 */
export function parseQuotationLine(line: string): QuotationRow | null {
  const s = line.replace(/^\uFEFF/, '').trim();
  if (!s || s.startsWith('#')) return null;
  if (/[|\t]/.test(s)) {
    const [text, author, title, dynasty] = s.split(/[|\t]/);
    return text?.trim() ? { text: text.trim(), author: clean(author), title: clean(title), dynasty: clean(dynasty) } : null;
  }
  const m = /^(.+?)\s*(?:——|--|—)\s*(?:[（(]([^）)]+)[）)])?\s*([^《]*?)\s*(《[^》]+》)?\s*$/.exec(s);
  if (m) return { text: m[1].trim(), dynasty: clean(m[2]), author: clean(m[3]), title: clean(m[4]) };
  return { text: s, author: null, title: null, dynasty: null };
}

async function parseXlsx(buf: Buffer): Promise<QuotationRow[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件不是有效的 xlsx 文件');
  }
  const rows: QuotationRow[] = [];
  for (const sheet of wb.worksheets) {
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => cellText(v).trim().toLowerCase());
    const col = (names: readonly string[]) => header.findIndex((h) => names.some((n) => n.toLowerCase() === h));
    const [t, a, ti, d] = [col(HEADER.text), col(HEADER.author), col(HEADER.title), col(HEADER.dynasty)];
    if (t < 0) throw badRequest(`工作表“${sheet.name}”缺少“名句”列`);
    const at = (row: ExcelJS.Row, c: number) => (c > 0 ? clean(cellText(row.getCell(c).value)) : null);
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const text = at(row, t);
      if (text) rows.push({ text, author: at(row, a), title: at(row, ti), dynasty: at(row, d) });
    });
  }
  return rows;
}

/** The quotations of an imported .txt (one a line) or .xlsx (columns 名句, 作者, 出处, 朝代). */
export async function parseQuotationFile(fileName: string, buf: Buffer): Promise<QuotationRow[]> {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.xlsx') return parseXlsx(buf);
  if (ext === '.txt')
    return buf
      .toString('utf8')
      .split(/\r?\n/)
      .flatMap((l) => parseQuotationLine(l) ?? []);
  throw badRequest('文件类型错误，后缀名应为 txt 或 xlsx');
}
