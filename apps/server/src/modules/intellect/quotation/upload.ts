import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../platform/errors';

export interface Upload {
  fields: Record<string, string>;
  fileName: string;
  data: Buffer;
}

/** Reads a multipart import: text fields and exactly one file, refusing one over `maxBytes`. */
export async function readUpload(req: FastifyRequest, maxBytes: number, what: string): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest(`请选择要导入的文件（${what}）`);
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      if (file) throw badRequest('一次只能导入一个文件');
      const data = await part.toBuffer().catch(() => null);
      if (!data || part.file.truncated) throw badRequest(`文件的大小不能超过${Math.round(maxBytes / 1024 / 1024)}MB!`);
      file = { name: part.filename, data };
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!file) throw badRequest(`请选择要导入的文件（${what}）`);
  return { fields, fileName: file.name, data: file.data };
}
