import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { badRequest } from '../../../platform/errors';
import { parseFile } from '../similar/import-parse';

/** One reference document read from a file; empty fields take the import form's defaults. */
export interface ParsedReference {
  title: string;
  text: string;
  kind: string | null;
  publishTime: string | null;
  source: string | null;
  proposer: string | null;
  potencyLevel: string | null;
  effectiveness: string | null;
}

const HEADER = {
  title: ['标题', '名称', '题目', '法规名称', '文件名称', '提案标题', 'title'],
  text: ['内容', '正文', '全文', '提案内容', 'content'],
  kind: ['类型', '种类', 'kind'],
  publishTime: ['发布时间', '发布日期', '公布日期', '颁布日期', '成文日期', '提交时间', '时间', '日期', 'publishtime'],
  source: ['发布机关', '制定机关', '发文机关', '发布单位', '来源', '出处', 'source'],
  proposer: ['提案人', '提出人', '作者', 'proposer'],
  potencyLevel: ['效力级别', '效力层级', 'potency_level'],
  effectiveness: ['时效性', '效力状态', '有效性', 'effectiveness'],
} as const;

const KIND_WORDS: Record<string, string> = {
  法律法规: 'law',
  法规: 'law',
  法律: 'law',
  政策文件: 'policy',
  政策: 'policy',
  提案: 'proposal',
  往届提案: 'proposal',
};

const cellText = (v: ExcelJS.CellValue): string => {
  if (v == null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'result' in v)
    return v.result instanceof Date ? v.result.toISOString().slice(0, 10) : String(v.result ?? '');
  return String(v);
};

/** 2023-10-24, 2023/10/24, 2023.10.24, 2023年10月24日 → 2023-10-24; anything else null. */
export function parseDate(s: string | null | undefined): string | null {
  const m = /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})/.exec(s ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || y < 1900 || y > 2100) return null;
  return date.toISOString().slice(0, 10);
}

const kindOf = (s: string) => KIND_WORDS[s.trim()] ?? (['law', 'policy', 'proposal'].includes(s.trim()) ? s.trim() : null);

async function parseXlsx(buf: Buffer, fileName: string): Promise<ParsedReference[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest(`${fileName} 不是有效的 xlsx 文件`);
  }
  const out: ParsedReference[] = [];
  for (const sheet of wb.worksheets) {
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => cellText(v).trim().toLowerCase());
    const col = (names: readonly string[]) => header.findIndex((h) => names.some((n) => n.toLowerCase() === h));
    const c = Object.fromEntries(Object.entries(HEADER).map(([k, names]) => [k, col(names)])) as Record<keyof typeof HEADER, number>;
    if (c.title < 0 || c.text < 0) throw badRequest(`${fileName} 的工作表“${sheet.name}”缺少“标题”或“内容”列`);
    const at = (row: ExcelJS.Row, i: number) => (i > 0 ? cellText(row.getCell(i).value).trim() || null : null);
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const title = at(row, c.title) ?? '';
      const text = at(row, c.text) ?? '';
      if (!title && !text) return;
      const kind = at(row, c.kind);
      out.push({
        title,
        text,
        kind: kind ? kindOf(kind) : null,
        publishTime: parseDate(at(row, c.publishTime)),
        source: at(row, c.source),
        proposer: at(row, c.proposer),
        potencyLevel: at(row, c.potencyLevel),
        effectiveness: at(row, c.effectiveness),
      });
    });
  }
  return out;
}

/** A Word or text file is one document; its date is the first one in its opening lines (法规的通过/公布日期). */
async function parseSingle(buf: Buffer, fileName: string): Promise<ParsedReference[]> {
  return (await parseFile(buf, fileName, false)).map((d) => ({
    title: d.title,
    text: d.text,
    kind: null,
    publishTime: parseDate(d.text.slice(0, 300)),
    source: d.source,
    proposer: null,
    potencyLevel: null,
    effectiveness: null,
  }));
}

const ZIP_MAX_ENTRIES = 1000;
const ZIP_MAX_ENTRY_BYTES = 20 * 1024 * 1024;
const ZIP_MAX_TOTAL_BYTES = 100 * 1024 * 1024;

async function readCapped(stream: Readable, cap: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > cap) {
      stream.destroy();
      throw badRequest(`压缩包中的 ${name} 解压后过大，已拒绝导入`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A zip of xlsx/docx/txt files, inflated under the same hard caps as the duplicate-check library. */
async function parseZip(buf: Buffer, fileName: string): Promise<ParsedReference[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw badRequest(`${fileName} 不是有效的 zip 文件`);
  }
  const out: ParsedReference[] = [];
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
      out.push(...(await parseReferenceFile(inner, entry.fileName, false)));
    }
  } finally {
    zip.close();
  }
  return out;
}

/**
 * xlsx (one document a row: 标题, 内容, optional 类型, 发布时间, 发布机关/制定机关/来源, 提案人,
 * 效力级别, 时效性), docx or txt (one document), or a zip of those.
 */
export async function parseReferenceFile(buf: Buffer, fileName: string, allowZip = true): Promise<ParsedReference[]> {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.xlsx') return parseXlsx(buf, fileName);
  if (ext === '.docx' || ext === '.txt') return parseSingle(buf, fileName);
  if (ext === '.zip' && allowZip) return parseZip(buf, fileName);
  throw badRequest('文件类型错误，后缀名应为 xlsx、docx、txt 或 zip');
}
