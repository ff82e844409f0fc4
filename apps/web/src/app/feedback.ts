import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * One message on screen at a time (spec 001 §7.8, 002 §8): every notice uses
 * the same key, so a new one replaces the one showing.
 */
const KEY = 'cppcc-global-message';
let instance: MessageInstance = staticMessage;

/** main.tsx hands over the themed instance of antd's <App>. */
export function bindMessageInstance(m: MessageInstance): void {
  instance = m;
}

type Level = 'error' | 'warning' | 'success' | 'info';

function show(type: Level, content: string): void {
  instance.open({ key: KEY, type, content, duration: 3 });
}

export const notify = {
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
};
