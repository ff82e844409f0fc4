/** Which AI-writing detector answers, from the environment (docs/intellect.md). */
export interface AiDetectConfig {
  provider: 'local' | 'showapi';
  url: string | null;
  appId: string | null;
  secret: string | null;
  timeoutMs: number;
}

/**
 * AI_DETECT_PROVIDER=local (default: textkit's model, no network) or showapi (the third-party
 * service of seed 000 §7, with AI_DETECT_URL, AI_DETECT_APPID, AI_DETECT_SECRET; the secret
 * never leaves the server). AI_DETECT_TIMEOUT_MS defaults to the spec's 150 000 ms.
 */
export function aiDetectConfig(env: NodeJS.ProcessEnv = process.env): AiDetectConfig {
  const timeout = Number(env.AI_DETECT_TIMEOUT_MS);
  return {
    provider: env.AI_DETECT_PROVIDER?.trim().toLowerCase() === 'showapi' ? 'showapi' : 'local',
    url: env.AI_DETECT_URL?.trim() || null,
    appId: env.AI_DETECT_APPID?.trim() || null,
    secret: env.AI_DETECT_SECRET || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 150_000,
  };
}
