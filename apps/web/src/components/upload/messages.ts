import { notify } from '@/app/feedback';

/** spec 000 §2: the uploaders show the same message at most once a second (a batch of ten bad files gives one warning). */
const QUIET_MS = 1000;
const lastShown = new Map<string, number>();

function once(text: string, show: (t: string) => void): void {
  const now = Date.now();
  const at = lastShown.get(text);
  if (at !== undefined && now - at < QUIET_MS) return;
  lastShown.set(text, now);
  show(text);
}

export const uploadMessage = {
  error: (text: string) => once(text, notify.error),
  warning: (text: string) => once(text, notify.warning),
  success: (text: string) => once(text, notify.success),
};
