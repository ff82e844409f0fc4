import { AppError } from '../../../platform/errors';
import { type AiDetectConfig, aiDetectConfig } from './config';
import { LocalAiDetector } from './local';
import { ShowApiDetector } from './showapi';
import type { AiDetector } from './types';

let current: { key: string; detector: AiDetector; accuracy: number | null } | null = null;

/**
 * The detector the environment names, rebuilt only when the settings change (read per call,
 * so an operator's change applies without a restart of this module's state).
 */
export function detectorFromEnv(env: NodeJS.ProcessEnv = process.env): { detector: AiDetector; accuracy: number | null } {
  const cfg: AiDetectConfig = aiDetectConfig(env);
  const key = JSON.stringify(cfg);
  if (current?.key === key) return current;
  if (cfg.provider === 'showapi') {
    if (!cfg.url || !cfg.appId || !cfg.secret) {
      // a configuration fault of the operator, not of the caller; names the variables, never their values
      throw new AppError('50000', 500, 'AI写作检测服务未配置完整（AI_DETECT_URL、AI_DETECT_APPID、AI_DETECT_SECRET）');
    }
    const detector = new ShowApiDetector({ url: cfg.url, appId: cfg.appId, secret: cfg.secret, timeoutMs: cfg.timeoutMs });
    current = { key, detector, accuracy: null };
  } else {
    const detector = new LocalAiDetector();
    current = { key, detector, accuracy: detector.accuracy };
  }
  return current;
}
