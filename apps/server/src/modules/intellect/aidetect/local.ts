import { AI_DETECT_ACCURACY, AiTextTooShortError, detectAi } from '@cppcc/textkit';
import { badRequest } from '../../../platform/errors';
import type { AiDetection, AiDetector } from './types';

/** textkit's own model (no network): chunks of about 100 characters scored by design-weighted text statistics against official prose, with one calibration (packages/textkit/src/ai-model.ts). */
export class LocalAiDetector implements AiDetector {
  readonly name = 'local';
  /** measured on held-apart documents (textkit README) */
  readonly accuracy = AI_DETECT_ACCURACY;

  async detect(text: string): Promise<AiDetection> {
    try {
      const r = detectAi(text);
      return {
        ai_percent: r.ai_percent,
        all_lines: r.all_lines.map((l) => ({ text: l.text, ai_percent: l.ai_percent })),
        remark: r.remark,
        provider: this.name,
      };
    } catch (e) {
      if (e instanceof AiTextTooShortError) throw badRequest(e.message);
      throw e;
    }
  }
}
