import { aiProbability, chunks, features } from './ai-features.js';
import { AI_MODEL } from './ai-weights.js';

/** Spec 000 §5: AI detection needs at least 100 characters. */
export const AI_DETECT_MIN_CHARS = 100;
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

export class AiTextTooShortError extends RangeError {
  constructor() {
    super(AI_DETECT_TOO_SHORT);
    this.name = 'AiTextTooShortError';
  }
}

/**
 * Local AI-writing detection: each chunk of about 100 characters is scored by a logistic
 * model over statistics of the text itself (see ai-features.ts). Throws
 * AiTextTooShortError below 100 characters of text (white space not counted).
 */
export function detectAi(text: string): AiDetection {
  if (text.replace(/\s/g, '').length < AI_DETECT_MIN_CHARS) throw new AiTextTooShortError();
  const all_lines: AiLine[] = [];
  let weighted = 0;
  let total = 0;
  for (const c of chunks(text)) {
    const score = aiProbability(AI_MODEL, features(c.text));
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
