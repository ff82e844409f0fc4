import { OSS_LIMITS, type OssKind, OssMsg } from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors';
import { discardStaged, type StagedFile, stageStream } from '../../platform/storage/staging';
import type { ObjectStorage } from '../../platform/storage/storage';
import { checkSize, UploadRefused } from './inspect';
import { sanitizeTitle } from './names';
import { type IncomingUpload, normalizeModule, resolveKind } from './service';

const LARGEST = Math.max(...Object.values(OSS_LIMITS).map((l) => l.maxSize));

/**
 * Reads one multipart upload (fields `file`, `module`, optional `kind`) into the
 * staging folder. The stream stops being kept at the kind's limit when `kind`
 * or `module` come before the file (the web uploaders send them first), else at
 * the largest limit; the exact limit is checked once all fields are known.
 */
export async function receiveUpload(req: FastifyRequest, storage: ObjectStorage): Promise<IncomingUpload> {
  if (!req.isMultipart()) throw badRequest(OssMsg.notMultipart);
  const fields: Record<string, string> = {};
  let staged: StagedFile | null = null;
  let filename = '';
  try {
    const parts = req.parts({ limits: { files: 1, fields: 8, fieldSize: 1024, parts: 10, fileSize: LARGEST + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'file' || staged) {
        part.file.resume();
        throw badRequest(staged ? OssMsg.oneFileOnly : OssMsg.noFile);
      }
      const early = earlyKind(fields);
      filename = part.filename;
      staged = await stageStream(storage.tmpDir, part.file, (early ? OSS_LIMITS[early].maxSize : LARGEST) + 1);
      if (part.file.truncated) staged.truncated = true;
      if (early && (staged.truncated || staged.size > OSS_LIMITS[early].maxSize)) {
        // the kind is known: refuse without waiting for the other fields
        checkSize(early, staged.size, true);
      }
    }
    if (!staged) throw badRequest(OssMsg.noFile);
    const module = normalizeModule(fields.module);
    return { staged, title: sanitizeTitle(filename), module, kind: resolveKind(fields.kind, module) };
  } catch (err) {
    if (staged) await discardStaged(staged.path);
    throw translate(err, fields);
  }
}

function earlyKind(fields: Record<string, string>): OssKind | null {
  try {
    return fields.kind || fields.module ? resolveKind(fields.kind, normalizeModule(fields.module)) : null;
  } catch {
    return null;
  }
}

/** multipart's own errors, worded for the user. */
function translate(err: unknown, fields: Record<string, string>): unknown {
  if (err instanceof UploadRefused) return badRequest(err.message);
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const kind = earlyKind(fields) ?? 'file';
    try {
      checkSize(kind, Number.MAX_SAFE_INTEGER, true);
    } catch (e) {
      return badRequest((e as Error).message);
    }
  }
  if (code === 'FST_FILES_LIMIT') return badRequest(OssMsg.oneFileOnly);
  if (code?.startsWith('FST_')) return badRequest('上传内容格式错误，请重新上传');
  return err;
}
