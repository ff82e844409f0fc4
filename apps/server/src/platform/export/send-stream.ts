import { Transform } from 'node:stream';
import { EXPORT_TIMEOUT_MS, ResultCode } from '@cppcc/contracts';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';
import { contentDisposition } from './disposition';

export interface StreamDownload {
  contentType: string;
  filename: string;
  /**
   * Writes the file into `out` and resolves when it is complete (ending `out`
   * is optional). `signal` aborts when the client leaves or the time runs out:
   * stop reading rows then.
   */
  produce: (out: NodeJS.WritableStream & Transform, signal: AbortSignal) => Promise<void>;
  /** spec 000 §9: 300 000 ms by default */
  timeoutMs?: number;
}

export const exportTimeout = () => new AppError(ResultCode.serverError, 503, '导出超时，请缩小导出范围后重试');

/**
 * Sends a generated file without holding it in memory. Nothing is sent until
 * the first byte exists: a failure before that (a bad template, the first SQL
 * batch) still answers the JSON error envelope, which the web client shows
 * instead of saving a file (spec 002 §8). A failure later can only cut the
 * download short; the client then reports 导出失败.
 */
export async function sendStream(reply: FastifyReply, d: StreamDownload): Promise<FastifyReply> {
  let firstByte: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    firstByte = resolve;
  });
  const out = new Transform({
    transform(chunk, _enc, done) {
      firstByte();
      done(null, chunk);
    },
    flush(done) {
      firstByte();
      done();
    },
  });
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(exportTimeout()), d.timeoutMs ?? EXPORT_TIMEOUT_MS);
  const stop = () => clearTimeout(timer);
  out.once('close', stop);
  reply.raw.once('close', () => {
    if (!out.writableFinished) ctl.abort(new Error('client closed the download'));
  });

  const produced = d.produce(out, ctl.signal).then(
    () => {
      if (!out.writableEnded) out.end();
    },
    (err: unknown) => {
      stop();
      throw err instanceof Error ? err : new Error(String(err));
    },
  );
  const aborted = new Promise<never>((_, reject) => {
    if (ctl.signal.aborted) reject(ctl.signal.reason);
    ctl.signal.addEventListener('abort', () => reject(ctl.signal.reason), { once: true });
  });
  // both may settle after the race is decided: never leave a rejection unhandled
  produced.catch(() => {});
  aborted.catch(() => {});
  try {
    await Promise.race([started, produced, aborted]);
  } catch (err) {
    stop();
    out.destroy();
    throw err;
  }
  // from here on the status line is sent: a late failure ends the body early
  produced.catch((err: unknown) => {
    reply.log.error({ err }, 'export failed after the first byte');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  aborted.catch((err: unknown) => {
    if (!out.destroyed) out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .type(d.contentType)
    .header('content-disposition', contentDisposition(d.filename))
    .header('cache-control', 'no-store')
    .send(out);
}
