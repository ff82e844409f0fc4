import fs from 'node:fs/promises';
import {
  type OfficeApiBody,
  type OfficeApiResult,
  type OfficeDocument,
  OfficedocPerm,
  OfficeErrorCode,
  OfficeMethod,
  OfficeText,
  ResultCode,
} from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { type Actor, audit } from '../../platform/audit/audit';
import { hasPermission } from '../../platform/auth/plugin';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { sanitizeRichHtml } from '../../platform/html/sanitize';
import { bindEditorImages, checkQuota, inspectZip, ossBytesOf } from '../oss';
import { exportDocx, importDocx } from './docx';
import { absolute, docxPathOf, readIfExists, uploadBytesOf, uploadOwner, uploadPathOf, writeAtomic } from './files';
import { editorImages } from './images';
import { type OfficedocRow, officedocDocument } from './tables';

const OBJECT = 'officedocDocument';

export interface OfficeCaller {
  principal: Principal;
  actor: Actor;
}

const docNotFound = () => notFound('文档');

function present(row: OfficedocRow): OfficeDocument {
  return {
    fileId: row.id,
    title: row.title,
    html: row.html,
    filePath: row.docxPath,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

/** The author, or office staff who hold the all-documents permission; 404 alike for others, so ids reveal nothing. */
async function loadForCaller(ctx: AppContext, c: OfficeCaller, fileId: string): Promise<OfficedocRow> {
  const [row] = await ctx.db.select().from(officedocDocument).where(eq(officedocDocument.id, fileId)).limit(1);
  if (!row) throw docNotFound();
  if (row.createdBy !== c.principal.userId && !hasPermission(c.principal, OfficedocPerm.all)) throw docNotFound();
  return row;
}

const titleOf = (b: Pick<OfficeApiBody, 'title' | 'fileTitle'>) => (b.title ?? b.fileTitle ?? '').trim();

/** An upload of uploadFile.do, only the caller's own, read back as editor HTML. */
async function importUpload(ctx: AppContext, c: OfficeCaller, filePath: string) {
  if (uploadOwner(filePath) !== c.principal.userId) throw badRequest('filePath 不正确：不是本人上传的文件');
  const data = await readIfExists(ctx.config, filePath);
  if (!data) throw notFound('上传的文件');
  try {
    return await importDocx(data);
  } catch {
    throw badRequest('文件无法读取，请上传 Word（.docx）文件');
  }
}

/** Writes the .docx of a saved document; the HTML in the database stays the reference if the disk fails. */
async function writeDocx(ctx: AppContext, c: OfficeCaller, row: Pick<OfficedocRow, 'id' | 'title' | 'html'>): Promise<string> {
  const rel = docxPathOf(row.id);
  const buf = await exportDocx(row.title, row.html, await editorImages(ctx, c.principal, row.html));
  await writeAtomic(ctx.config, rel, buf);
  return rel;
}

/**
 * method 1: opens a document, or creates one (a title is needed first, spec 001 §2.26). `filePath` brings in an
 * uploaded .docx: into the document opened, into the one created, or, with neither id nor title, only shown.
 */
export async function openDocument(ctx: AppContext, c: OfficeCaller, b: OfficeApiBody): Promise<OfficeDocument> {
  const imported = b.filePath ? await importUpload(ctx, c, b.filePath) : null;
  if (b.fileId) {
    const row = await loadForCaller(ctx, c, b.fileId);
    // an import replaces what the editor shows; it is stored by the next save
    return imported ? { ...present(row), html: imported.html } : present(row);
  }
  const title = titleOf(b);
  if (!title && imported) {
    // an uploaded Word file opened before there is a title: shown, not yet a document
    return {
      fileId: '',
      title: imported.title ?? '',
      html: imported.html,
      filePath: null,
      updatedAt: new Date().toISOString(),
      updatedBy: null,
    };
  }
  if (!title) throw badRequest(OfficeText.titleRequired);
  const id = newId();
  const html = imported ? imported.html : sanitizeRichHtml(b.html);
  const now = new Date();
  const row = await inTx(ctx.db, async (tx) => {
    const [r] = await tx
      .insert(officedocDocument)
      .values({
        id,
        title,
        html,
        createdBy: c.principal.userId,
        createdAt: now,
        updatedBy: c.principal.userId,
        updatedByName: c.principal.username,
        updatedAt: now,
      })
      .returning();
    await audit(tx, c.actor, { objectType: OBJECT, objectId: id, action: 'create', detail: { title, imported: !!imported } });
    await bindEditorImages(tx, c.principal, id, html, c.actor);
    return r;
  });
  return present(await storeDocx(ctx, c, row));
}

async function storeDocx(ctx: AppContext, c: OfficeCaller, row: OfficedocRow): Promise<OfficedocRow> {
  const rel = await writeDocx(ctx, c, row);
  if (row.docxPath === rel) return row;
  const [updated] = await ctx.db.update(officedocDocument).set({ docxPath: rel }).where(eq(officedocDocument.id, row.id)).returning();
  return updated;
}

/** method 3: saves title and content and rewrites the .docx; with save=0 it only closes (checks the document is there). */
export async function closeOrSaveDocument(ctx: AppContext, c: OfficeCaller, b: OfficeApiBody): Promise<OfficeDocument | null> {
  if (!b.fileId) throw badRequest('请提供 fileId');
  const current = await loadForCaller(ctx, c, b.fileId);
  if (b.save === '0') return null;
  const title = titleOf(b);
  if (!title) throw badRequest(OfficeText.titleRequired);
  const html = b.html === undefined ? current.html : sanitizeRichHtml(b.html);
  const row = await inTx(ctx.db, async (tx) => {
    const [r] = await tx
      .update(officedocDocument)
      .set({ title, html, updatedBy: c.principal.userId, updatedByName: c.principal.username, updatedAt: new Date() })
      .where(eq(officedocDocument.id, current.id))
      .returning();
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: current.id,
      action: 'update',
      detail: { title, titleChanged: title !== current.title, length: html.length },
    });
    await bindEditorImages(tx, c.principal, current.id, html, c.actor);
    return r;
  });
  return present(await storeDocx(ctx, c, row));
}

/** method 5: renames; the Word file carries the title, so it is written again. */
export async function renameDocument(ctx: AppContext, c: OfficeCaller, b: OfficeApiBody): Promise<OfficeDocument> {
  if (!b.fileId) throw badRequest('请提供 fileId');
  const title = titleOf(b);
  if (!title) throw badRequest(OfficeText.titleRequired);
  const current = await loadForCaller(ctx, c, b.fileId);
  const row = await inTx(ctx.db, async (tx) => {
    const [r] = await tx
      .update(officedocDocument)
      .set({ title, updatedBy: c.principal.userId, updatedByName: c.principal.username, updatedAt: new Date() })
      .where(eq(officedocDocument.id, current.id))
      .returning();
    await audit(tx, c.actor, { objectType: OBJECT, objectId: current.id, action: 'rename', detail: { from: current.title, to: title } });
    return r;
  });
  return present(await storeDocx(ctx, c, row));
}

/** POST api.do: one entry point, the form field `method` says what to do (spec 001 §7.8). */
export async function runOfficeApi(ctx: AppContext, c: OfficeCaller, b: OfficeApiBody): Promise<OfficeApiResult> {
  const ok = { errorCode: OfficeErrorCode.ok, errorMessage: '' };
  switch (b.method) {
    case OfficeMethod.open:
      return { ...ok, ...(await openDocument(ctx, c, b)) };
    case OfficeMethod.closeSave: {
      const doc = await closeOrSaveDocument(ctx, c, b);
      return doc ? { ...ok, ...doc } : ok;
    }
    case OfficeMethod.setName:
      return { ...ok, ...(await renameDocument(ctx, c, b)) };
    default:
      throw badRequest(`method 不正确：不支持的操作 ${b.method}（1 打开、3 保存或关闭、5 重命名）`);
  }
}

export interface OfficeUpload {
  filename: string;
  /** the bytes already read, under the size limit */
  data: Buffer;
}

/** POST uploadFile.do: a Word file kept for the caller to open with api.do (method 1, filePath). */
export async function storeOfficeUpload(
  ctx: AppContext,
  c: OfficeCaller,
  up: OfficeUpload,
): Promise<{ filePath: string; fileName: string }> {
  if (!/\.docx$/i.test(up.filename)) throw badRequest('文件类型错误，后缀名应为.docx');
  // a .docx is a zip: the magic bytes say so, the zip guard refuses bombs before mammoth unpacks it
  if (up.data.length < 4 || up.data.readUInt32LE(0) !== 0x04034b50) throw badRequest('文件无法读取，请上传 Word（.docx）文件');
  const used = (await ossBytesOf(ctx.db, c.principal.userId)) + (await uploadBytesOf(ctx.config, c.principal.userId));
  checkQuota(used, up.data.length, ctx.config.storage.quotaBytes);
  const rel = uploadPathOf(c.principal.userId, newId());
  await writeAtomic(ctx.config, rel, up.data);
  const verdict = await inspectZip(absolute(ctx.config, rel));
  if (!verdict.ok) {
    await fs.rm(absolute(ctx.config, rel), { force: true });
    throw badRequest('文件无法读取，请上传 Word（.docx）文件');
  }
  return { filePath: rel, fileName: up.filename };
}

/** GET download.do: the stored Word file, written again if the disk lost it. */
export async function documentDocx(ctx: AppContext, c: OfficeCaller, fileId: string): Promise<{ data: Buffer; filename: string }> {
  const row = await loadForCaller(ctx, c, fileId);
  const stored = row.docxPath ? await readIfExists(ctx.config, row.docxPath) : null;
  const data = stored ?? (await readIfExists(ctx.config, (await storeDocx(ctx, c, row)).docxPath ?? docxPathOf(row.id)));
  if (!data) throw new AppError(ResultCode.serverError, 500, '文档文件写入失败');
  return { data, filename: `${row.title}.docx` };
}

/** POST export.do: the editor's current content as Word, without storing anything. */
export async function exportContent(
  ctx: AppContext,
  c: OfficeCaller,
  title: string,
  html: string,
): Promise<{ data: Buffer; filename: string }> {
  const clean = sanitizeRichHtml(html);
  const data = await exportDocx(title, clean, await editorImages(ctx, c.principal, clean));
  return { data, filename: `${title.trim() || '文档'}.docx` };
}
