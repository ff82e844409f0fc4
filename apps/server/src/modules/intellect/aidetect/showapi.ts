import { createHash } from 'node:crypto';
import { ResultCode } from '@cppcc/contracts';
import { AppError } from '../../../platform/errors';
import { type AiDetection, type AiDetector, AiMsg, aiRemark } from './types';

export interface ShowApiConfig {
  url: string;
  appId: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * ShowAPI-style signature: parameters sorted by name, concatenated as name+value, the secret appended,
 * MD5 in lower-case hex (the provider's documented scheme).
 */
export function showApiSign(params: Record<string, string>, secret: string): string {
  const base = Object.keys(params)
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join('');
  return createHash('md5')
    .update(base + secret, 'utf8')
    .digest('hex');
}

const stamp = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
};

interface ShowApiLine {
  text?: string;
  content?: string;
  ai_percent?: number | string;
  percent?: number | string;
}
interface ShowApiAnswer {
  showapi_res_code?: number | string;
  showapi_res_error?: string;
  showapi_res_body?: { all_lines?: ShowApiLine[]; ai_percent?: number | string };
}

const percentOf = (v: unknown) => {
  const n = Number(v);
  if (!Number.isFinite(n)) return 0;
  // some answers give a fraction, others a percent
  return Math.max(0, Math.min(100, n <= 1 ? n * 100 : n));
};

/** The third-party detector of seed 000 §7, used when AI_DETECT_PROVIDER=showapi. */
export class ShowApiDetector implements AiDetector {
  readonly name = 'showapi';
  constructor(
    private readonly cfg: ShowApiConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async detect(text: string): Promise<AiDetection> {
    const params = { appid: this.cfg.appId, content: text, timestamp: stamp(this.now()) };
    const form = new FormData();
    for (const [k, v] of Object.entries(params)) form.append(k, v);
    form.append('sign', showApiSign(params, this.cfg.secret));
    let answer: ShowApiAnswer;
    try {
      const res = await this.fetchImpl(this.cfg.url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.cfg.timeoutMs ?? 150_000),
      });
      if (!res.ok) throw new AppError(ResultCode.upstreamError, 502, AiMsg.serverError(res.status));
      answer = (await res.json()) as ShowApiAnswer;
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw new AppError(ResultCode.upstreamError, 502, AiMsg.serverError('network'));
    }
    const code = answer.showapi_res_code ?? 'unknown';
    if (Number(code) !== 0) throw new AppError(ResultCode.upstreamError, 502, AiMsg.serverError(code));
    const lines = answer.showapi_res_body?.all_lines ?? [];
    if (lines.length === 0) throw new AppError(ResultCode.upstreamError, 502, AiMsg.noLines);
    const all_lines = lines.map((l) => ({ text: String(l.text ?? l.content ?? ''), ai_percent: percentOf(l.ai_percent ?? l.percent) }));
    const ai_percent = percentOf(answer.showapi_res_body?.ai_percent);
    return { ai_percent, all_lines, remark: aiRemark(ai_percent), provider: this.name };
  }
}
