import {
  SENSITIVE_IMPORT_MAX_ROWS,
  type SensitiveImportResult,
  type SensitiveType,
  sensitiveTypeLabel,
  sensitiveTypes,
  sensitiveWordSchema,
} from '@cppcc/contracts';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { badRequest } from '../../../platform/errors';
import { bumpSensitiveVersion } from './service';
import { sensitiveWord } from './tables';

/** One line of an import file, before checking. */
export interface RawEntry {
  line: number;
  word: string;
  type: string;
  explain: string;
}

const MAX_REPORTED_ERRORS = 50;
const typeByName = new Map<string, SensitiveType>([
  ...sensitiveTypes.map((t) => [t, t] as const),
  ...sensitiveTypes.map((t) => [sensitiveTypeLabel[t], t] as const),
]);

/** UTF-8 (with or without BOM) as saved by most editors, else GB18030 as saved by Windows Notepad in Chinese. */
export function decodeText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(buf);
  }
}

/** A .txt: one word a line, optionally 「词语,类型,说明」 (tab or comma separated); # starts a comment line. */
export function parseTxt(text: string): RawEntry[] {
  const out: RawEntry[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const parts = line.split(/\t|,|，/);
    const [word, type = '', ...rest] = parts;
    out.push({ line: i + 1, word: word.trim(), type: type.trim(), explain: rest.join('，').trim() });
  });
  return out;
}

const headerKind = (v: string): 'word' | 'type' | 'explain' | null => {
  if (/敏感词|词语|词条|关键词/.test(v)) return 'word';
  if (/类型|来源|分类/.test(v)) return 'type';
  if (/说明|解释|释义|建议/.test(v)) return 'explain';
  return null;
};

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v);
};

/** An .xlsx: the first sheet; a header row (敏感词 / 类型 / 说明) places the columns, otherwise A, B, C. */
export async function parseXlsx(buf: Buffer): Promise<RawEntry[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest('无法读取该 Excel 文件，请使用导入模板（.xlsx）');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  const first = sheet.getRow(1);
  const cols: Record<'word' | 'type' | 'explain', number> = { word: 1, type: 2, explain: 3 };
  let hasHeader = false;
  first.eachCell((cell, col) => {
    const kind = headerKind(cellText(cell.value));
    if (kind) {
      cols[kind] = col;
      hasHeader = true;
    }
  });
  const out: RawEntry[] = [];
  sheet.eachRow((row, n) => {
    if (hasHeader && n === 1) return;
    const word = cellText(row.getCell(cols.word).value).trim();
    const type = cellText(row.getCell(cols.type).value).trim();
    const explain = cellText(row.getCell(cols.explain).value).trim();
    if (word || type || explain) out.push({ line: n, word, type, explain });
  });
  return out;
}

/** .xlsx (a zip: PK) or .txt (text: no NUL byte), by name and by content. */
export async function parseImportFile(filename: string, buf: Buffer): Promise<RawEntry[]> {
  const ext = filename.toLowerCase().split('.').pop();
  if (ext === 'xlsx') {
    if (buf.subarray(0, 2).toString('latin1') !== 'PK') throw badRequest('文件内容不是有效的 .xlsx 文件');
    return parseXlsx(buf);
  }
  if (ext === 'txt') {
    if (buf.includes(0)) throw badRequest('文件内容不是文本，请上传 .txt 文本文件');
    return parseTxt(decodeText(buf));
  }
  throw badRequest('文件类型错误，后缀名应为 .xlsx 或 .txt');
}

/**
 * Adds the words of a file in one transaction: a word already in the
 * dictionary is skipped, or given the file's type and explanation when
 * `overwrite`; a word twice in the file counts once; bad lines are reported by
 * line number and the rest still imported.
 */
export async function importSensitiveWords(
  db: Db,
  actor: Actor,
  file: { filename: string; entries: RawEntry[] },
  opts: { defaultType: SensitiveType; overwrite: boolean },
): Promise<SensitiveImportResult> {
  if (!file.entries.length) throw badRequest('文件中没有可导入的敏感词');
  if (file.entries.length > SENSITIVE_IMPORT_MAX_ROWS) throw badRequest(`单次最多导入${SENSITIVE_IMPORT_MAX_ROWS}条敏感词，请分批导入`);
  const errors: SensitiveImportResult['errors'] = [];
  const wanted = new Map<string, { type: SensitiveType; explain: string | null }>();
  let skipped = 0;
  for (const e of file.entries) {
    const word = sensitiveWordSchema.safeParse(e.word);
    if (!word.success) {
      errors.push({ line: e.line, message: word.error.issues[0]?.message ?? '敏感词不正确' });
      continue;
    }
    const type = e.type ? typeByName.get(e.type) : opts.defaultType;
    if (!type) {
      errors.push({
        line: e.line,
        message: `类型「${e.type}」不正确，应为${sensitiveTypes.map((t) => sensitiveTypeLabel[t]).join('、')}之一`,
      });
      continue;
    }
    if (e.explain.length > 500) {
      errors.push({ line: e.line, message: '说明不能超过500个字' });
      continue;
    }
    if (wanted.has(word.data)) {
      skipped++;
      continue;
    }
    wanted.set(word.data, { type, explain: e.explain || null });
  }

  return inTx(db, async (tx) => {
    const words = [...wanted.keys()];
    const existing = new Map<string, string>();
    for (let i = 0; i < words.length; i += 1000) {
      const found = await tx
        .select({ id: sensitiveWord.id, word: sensitiveWord.word })
        .from(sensitiveWord)
        .where(inArray(sensitiveWord.word, words.slice(i, i + 1000)));
      for (const f of found) existing.set(f.word, f.id);
    }
    const fresh = words.filter((w) => !existing.has(w));
    const now = new Date();
    for (let i = 0; i < fresh.length; i += 1000) {
      await tx.insert(sensitiveWord).values(
        fresh.slice(i, i + 1000).map((w) => ({
          id: newId(),
          word: w,
          ...(wanted.get(w) as { type: SensitiveType; explain: string | null }),
          createdBy: actor.userId,
        })),
      );
    }
    let updated = 0;
    if (opts.overwrite) {
      for (const [w, id] of existing) {
        const v = wanted.get(w) as { type: SensitiveType; explain: string | null };
        await tx
          .update(sensitiveWord)
          .set({ type: v.type, explain: v.explain, updatedAt: now })
          .where(inArray(sensitiveWord.id, [id]));
        updated++;
      }
    } else skipped += existing.size;
    const result = { added: fresh.length, updated, skipped, errors: errors.slice(0, MAX_REPORTED_ERRORS) };
    if (result.added || result.updated) await bumpSensitiveVersion(tx);
    await audit(tx, actor, {
      objectType: 'sensitiveWord',
      action: 'import',
      detail: { filename: file.filename, added: result.added, updated, skipped, invalid: errors.length, overwrite: opts.overwrite },
    });
    return result;
  });
}
