import {
  OFFICE_TIMEOUT_MS,
  type OfficeApiResult,
  OfficeDocApi,
  type OfficeDocument,
  OfficeErrorCode,
  OfficeMethod,
  type OfficeStatus,
  OfficeText,
  type OfficeUploadResult,
} from '@cppcc/contracts';
import { ApiError, api, rawRequest } from '@/app/api/client';
import { notify } from '@/app/feedback';

/** A refusal of the office service (errorCode ≠ 0) or a failed call (errorCode -1: no answer). */
export class OfficeError extends Error {
  constructor(
    message: string,
    readonly errorCode: number,
  ) {
    super(message);
    this.name = 'OfficeError';
  }
}

export interface OfficeCallOpts {
  /** the caller shows its own message (the dialog's 保存失败：…) */
  silent?: boolean;
}

/** spec 001 §7.8: request failed plus the server message, or network error; one message at a time (notify has one key). */
export function showOfficeError(e: unknown): void {
  if (e instanceof OfficeError && e.errorCode > 0) notify.error(OfficeText.requestFailed(e.message));
  else notify.error(OfficeText.networkError);
}

async function call<T extends OfficeStatus>(path: string, body: BodyInit, opts: OfficeCallOpts): Promise<T> {
  try {
    let res: Response;
    try {
      res = await rawRequest('POST', path, body, { timeout: OFFICE_TIMEOUT_MS });
    } catch (e) {
      // a lost session has been handled by the client (warned, signed out): nothing to add
      if (e instanceof ApiError && e.status === 401) throw e;
      throw new OfficeError(OfficeText.networkError, -1);
    }
    const answer = (await res.json().catch(() => null)) as T | null;
    if (!answer || typeof answer.errorCode !== 'number') throw new OfficeError(OfficeText.networkError, -1);
    if (answer.errorCode !== OfficeErrorCode.ok) throw new OfficeError(answer.errorMessage || OfficeText.networkError, answer.errorCode);
    return answer;
  } catch (e) {
    if (!opts.silent && e instanceof OfficeError) showOfficeError(e);
    throw e;
  }
}

const form = (fields: Record<string, string | number | undefined>) => {
  const f = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) f.set(k, String(v));
  return f;
};

const asDocument = (r: OfficeApiResult): OfficeDocument => ({
  fileId: r.fileId ?? '',
  title: r.title ?? '',
  html: r.html ?? '',
  filePath: r.filePath ?? null,
  updatedAt: r.updatedAt ?? '',
  updatedBy: r.updatedBy ?? null,
});

/** The office-document service: POST /api/officedoc/api.do and uploadFile.do, plus the Word downloads. */
export const officeApi = {
  /** method 1: an existing document, or a new one (title needed); filePath brings in an uploaded Word file */
  async open(p: { fileId?: string; title?: string; html?: string; filePath?: string }, opts: OfficeCallOpts = {}): Promise<OfficeDocument> {
    return asDocument(await call<OfficeApiResult>(OfficeDocApi.api, form({ method: OfficeMethod.open, ...p }), opts));
  },
  /** method 3: saves title and content */
  async save(p: { fileId: string; title: string; html: string }, opts: OfficeCallOpts = {}): Promise<OfficeDocument> {
    return asDocument(await call<OfficeApiResult>(OfficeDocApi.api, form({ method: OfficeMethod.closeSave, ...p }), opts));
  },
  /** method 3 with save=0: closes without saving */
  async close(fileId: string, opts: OfficeCallOpts = {}): Promise<void> {
    await call<OfficeApiResult>(OfficeDocApi.api, form({ method: OfficeMethod.closeSave, fileId, save: '0' }), opts);
  },
  /** method 5 */
  async setName(fileId: string, title: string, opts: OfficeCallOpts = {}): Promise<OfficeDocument> {
    return asDocument(await call<OfficeApiResult>(OfficeDocApi.api, form({ method: OfficeMethod.setName, fileId, title }), opts));
  },
  /** uploadFile.do: a .docx kept for `open({ filePath })` */
  async upload(file: File, opts: OfficeCallOpts = {}): Promise<{ filePath: string; fileName: string }> {
    const f = new FormData();
    f.append('file', file);
    const r = await call<OfficeUploadResult>(OfficeDocApi.uploadFile, f, opts);
    return { filePath: r.filePath ?? '', fileName: r.fileName ?? file.name };
  },
  /** the stored Word file of a document */
  download(fileId: string, title: string): Promise<void> {
    return api.download(OfficeDocApi.download, { params: { fileId }, filename: `${title || '文档'}.docx` });
  },
  /** the current content as Word, not saved */
  exportHtml(title: string, html: string): Promise<void> {
    return api.download(OfficeDocApi.export, { method: 'POST', body: { title, html }, filename: `${title || '文档'}.docx` });
  },
};
