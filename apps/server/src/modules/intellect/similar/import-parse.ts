import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import yauzl from 'yauzl';
import { badRequest } from '../../../platform/errors';

/** One reference document read from an imported file. */
export interface ParsedDoc {
  title: string;
  text: string;
  source: string | null;
  year: number | null;
}

/** Archive limits: an import never inflates beyond these, whatever its headers claim. */
const ZIP_MAX_ENTRIES = 1000;
const ZIP_MAX_ENTRY_BYTES = 20 * 1024 * 1024;
const ZIP_MAX_TOTAL_BYTES = 100 * 1024 * 1024;

const HEADER = {
  title: ['标题', '题目', '提案标题', '信息标题', 'title'],
  content: ['内容', '正文', '提案内容', '信息内容', 'content'],
  source: ['来源', '出处', '届次', 'source'],
  year: ['年份', '年度', 'year'],
} as const;

const cellText = (v: ExcelJS.CellValue): string => {
  if (v == null) return '';
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return String(v.result ?? '');
    if (v instanceof Date) return String(v.getFullYear());
  }
  return String(v);
};

async function parseXlsx(buf: Buffer, fileName: string): Promise<ParsedDoc[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest(`${fileName} 不是有效的 xlsx 文件`);
  }
  const docs: ParsedDoc[] = [];
  for (const sheet of wb.worksheets) {
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => cellText(v).trim().toLowerCase());
    const col = (names: readonly string[]) => header.findIndex((h) => names.some((n) => n.toLowerCase() === h));
    const [t, c, s, y] = [col(HEADER.title), col(HEADER.content), col(HEADER.source), col(HEADER.year)];
    if (t < 0 || c < 0) throw badRequest(`${fileName} 的工作表“${sheet.name}”缺少“标题”或“内容”列`);
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const title = cellText(row.getCell(t).value).trim();
      const text = cellText(row.getCell(c).value).trim();
      if (!title && !text) return;
      const year = y > 0 ? Number.parseInt(cellText(row.getCell(y).value), 10) : Number.NaN;
      docs.push({
        title,
        text,
        source: s > 0 ? cellText(row.getCell(s).value).trim() || null : null,
        year: Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : null,
      });
    });
  }
  return docs;
}

async function parseDocx(buf: Buffer, fileName: string): Promise<ParsedDoc[]> {
  let raw: string;
  try {
    raw = (await mammoth.extractRawText({ buffer: buf })).value;
  } catch {
    throw badRequest(`${fileName} 不是有效的 docx 文件`);
  }
  const lines = raw
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  // a Word file is one document: its first line is the title when short, else the file name is
  const first = lines[0] ?? '';
  const titled = first.length > 0 && first.length <= 60 && lines.length > 1;
  return [{ title: titled ? first : stem(fileName), text: (titled ? lines.slice(1) : lines).join('\n'), source: null, year: null }];
}

const stem = (fileName: string) => path.basename(fileName).replace(/\.[^.]+$/, '');

async function readCapped(stream: Readable, cap: number, fileName: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > cap) {
      stream.destroy();
      throw badRequest(`压缩包中的 ${fileName} 解压后过大，已拒绝导入`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function parseZip(buf: Buffer, fileName: string): Promise<ParsedDoc[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw badRequest(`${fileName} 不是有效的 zip 文件`);
  }
  const docs: ParsedDoc[] = [];
  let entries = 0;
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      if (++entries > ZIP_MAX_ENTRIES) throw badRequest(`压缩包中的文件超过${ZIP_MAX_ENTRIES}个，已拒绝导入`);
      const ext = path.extname(entry.fileName).toLowerCase();
      if (!['.xlsx', '.docx', '.txt'].includes(ext)) continue;
      if (entry.uncompressedSize > ZIP_MAX_ENTRY_BYTES) throw badRequest(`压缩包中的 ${entry.fileName} 解压后过大，已拒绝导入`);
      const inner = await readCapped(await zip.openReadStreamPromise(entry), ZIP_MAX_ENTRY_BYTES, entry.fileName);
      total += inner.length;
      if (total > ZIP_MAX_TOTAL_BYTES) throw badRequest('压缩包解压后总大小超过100MB，已拒绝导入');
      docs.push(...(await parseFile(inner, entry.fileName, false)));
    }
  } finally {
    zip.close();
  }
  return docs;
}

/** Reads the documents of an imported xlsx (one per row), docx or txt (one per file) or a zip of them. */
export async function parseFile(buf: Buffer, fileName: string, allowZip = true): Promise<ParsedDoc[]> {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.xlsx') return parseXlsx(buf, fileName);
  if (ext === '.docx') return parseDocx(buf, fileName);
  if (ext === '.txt') return [{ title: stem(fileName), text: buf.toString('utf8').trim(), source: null, year: null }];
  if (ext === '.zip' && allowZip) return parseZip(buf, fileName);
  throw badRequest('文件类型错误，后缀名应为 xlsx、docx、txt 或 zip');
}
