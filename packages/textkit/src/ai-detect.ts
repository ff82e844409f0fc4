import { chunks, features } from './ai-features.js';
import { aiProbability } from './ai-model.js';

/** Spec 000 §5: AI detection needs at least 100 characters. */
export const AI_DETECT_MIN_CHARS = 100;
/** Below this a chunk says too little to score even when a caller lowers the minimum. */
export const AI_DETECT_FLOOR_CHARS = 50;
export const AI_DETECT_TOO_SHORT = '提案内容过少，无法检测，请至少输入100个字符';

/**
 * Remarks by probability (spec 000 §9: above 80 probably AI-written, above 60 partly,
 * otherwise human). The spec gives them in English; these are the catalogue's Chinese texts.
 */
export const AI_REMARKS = { probable: '疑似AI生成', partial: '部分AI生成', human: '人工撰写' } as const;

export interface AiLine {
  text: string;
  start: number;
  end: number;
  /** Probability that this chunk was machine-written, 0–100 with 2 decimals. */
  ai_percent: number;
  /** The same as a fraction 0–1. */
  score: number;
  remark: string;
}

export interface AiDetection {
  /** Whole text, 0–100 with 2 decimals: chunk probabilities weighted by chunk length. */
  ai_percent: number;
  all_lines: AiLine[];
  remark: string;
}

export function aiRemark(percent: number): string {
  if (percent > 80) return AI_REMARKS.probable;
  if (percent > 60) return AI_REMARKS.partial;
  return AI_REMARKS.human;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

const visibleChars = (text: string) => text.replace(/\s/g, '').length;

export class AiTextTooShortError extends RangeError {
  constructor(minChars = AI_DETECT_MIN_CHARS) {
    super(minChars === AI_DETECT_MIN_CHARS ? AI_DETECT_TOO_SHORT : AI_DETECT_TOO_SHORT.replace('100', String(minChars)));
    this.name = 'AiTextTooShortError';
  }
}

export interface AiDetectOptions {
  /**
   * Fewest characters (white space not counted) to score; default the spec's 100. The engine
   * scores down to AI_DETECT_FLOOR_CHARS (a text under about 150 characters is one chunk).
   */
  minChars?: number;
}

/**
 * Local AI-writing detection: each chunk of about 100 characters is scored from statistics of
 * the text itself (ai-features.ts) weighted by design and calibrated once (ai-model.ts).
 * Throws AiTextTooShortError below `minChars` (its message is the spec's, for 100).
 */
export function detectAi(text: string, options: AiDetectOptions = {}): AiDetection {
  const minChars = Math.max(AI_DETECT_FLOOR_CHARS, options.minChars ?? AI_DETECT_MIN_CHARS);
  if (visibleChars(text) < minChars) throw new AiTextTooShortError(minChars);
  const all_lines: AiLine[] = [];
  let weighted = 0;
  let total = 0;
  for (const c of chunks(text)) {
    const score = aiProbability(features(c.text, { endsText: c.endsText }), { chars: visibleChars(c.text) });
    const percent = round2(score * 100);
    all_lines.push({
      text: c.text,
      start: c.start,
      end: c.end,
      ai_percent: percent,
      score: round2(score * 100) / 100,
      remark: aiRemark(percent),
    });
    weighted += score * c.text.length;
    total += c.text.length;
  }
  const ai_percent = round2(total ? (weighted / total) * 100 : 0);
  return { ai_percent, all_lines, remark: aiRemark(ai_percent) };
}
