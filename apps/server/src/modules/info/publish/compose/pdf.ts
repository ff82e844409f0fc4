import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PublicationComposeMsg, ResultCode } from '@cppcc/contracts';
import { AppError, badRequest, tooMany } from '../../../../platform/errors';

/**
 * PDF through headless Chromium (`CHROMIUM_PATH`, else /usr/bin/chromium): the print HTML is
 * written to a temporary folder, printed with --print-to-pdf, read back, and the folder
 * removed. A print that takes longer than the timeout is killed. Two at a time: each one
 * starts a browser.
 */

export const PDF_CONVERTER = 'Chromium';
const TIMEOUT_MS = 60_000;
const MAX_RUNNING = 2;
let running = 0;

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) {
    try {
      fs.accessSync(c, fs.constants.X_OK);
      return c;
    } catch {
      // not this one
    }
  }
  return null;
}

function run(bin: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => {
      if (err.length < 4000) err += d.toString();
    });
    const timer = setTimeout(() => {
      // the launcher script starts the browser as a child: end the whole group
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      reject(new Error(`chromium timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`chromium exited with ${code}: ${err.slice(-500)}`));
    });
  });
}

/** The PDF of a print HTML document; 400 when no converter is installed, 429 when two are already printing. */
export async function htmlToPdf(html: string, opts: { bin?: string | null; timeoutMs?: number } = {}): Promise<Buffer> {
  const bin = opts.bin === undefined ? chromiumPath() : opts.bin;
  if (!bin) throw badRequest(PublicationComposeMsg.noConverter);
  if (running >= MAX_RUNNING) throw tooMany(PublicationComposeMsg.pdfBusy);
  running++;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-pdf-'));
  try {
    const input = path.join(dir, 'issue.html');
    const output = path.join(dir, 'issue.pdf');
    fs.writeFileSync(input, html);
    await run(
      bin,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-extensions',
        '--disable-background-networking',
        '--no-first-run',
        '--no-pdf-header-footer',
        `--user-data-dir=${path.join(dir, 'profile')}`,
        `--print-to-pdf=${output}`,
        `file://${input}`,
      ],
      opts.timeoutMs ?? TIMEOUT_MS,
    );
    const pdf = fs.readFileSync(output);
    if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('chromium wrote no PDF');
    return pdf;
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(ResultCode.serverError, 500, PublicationComposeMsg.pdfFailed);
  } finally {
    running--;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
