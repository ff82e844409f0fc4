import type { WsAuthFrame, WsServerFrame } from '@cppcc/contracts';
// the schema-free file, not the package index: this module is on the sign-in page (see ws.ts)
import { WS_CLOSE_SESSION_REVOKED } from '@cppcc/contracts/ws';
import { expireSession } from './api/client';
import { useAppStore } from './store';

const MAX_BACKOFF = 30_000;

let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;
let wanted = false;

/** No token in the URL (URLs are logged by proxies and servers): it goes in the first frame. */
function socketUrl(): string {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${window.location.host}/api/ws`;
}

function open(): void {
  const token = useAppStore.getState().token;
  if (!wanted || !token) return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onopen = () => {
    attempts = 0;
    const auth: WsAuthFrame = { type: 'auth', token: useAppStore.getState().token ?? token };
    ws.send(JSON.stringify(auth));
  };
  ws.onmessage = (ev) => {
    try {
      const msg = JSON.parse(String(ev.data)) as Partial<WsServerFrame>;
      if (msg.type === 'unread' && typeof msg.count === 'number') useAppStore.getState().setUnreadCount(msg.count);
    } catch {
      // not ours: ignore
    }
  };
  ws.onclose = (ev) => {
    if (socket !== ws) return;
    socket = null;
    if (ev.code === WS_CLOSE_SESSION_REVOKED) {
      wanted = false;
      if (useAppStore.getState().user) expireSession();
      return;
    }
    if (!wanted) return;
    // back off 1 s, 2 s, 4 s … up to 30 s; a fresh token is read on each try
    const delay = Math.min(MAX_BACKOFF, 1000 * 2 ** attempts);
    attempts += 1;
    retry = setTimeout(open, delay);
  };
}

/** Live unread count over /api/ws (the header bell). */
export function connectRealtime(): void {
  if (wanted && socket) return;
  wanted = true;
  attempts = 0;
  if (retry) clearTimeout(retry);
  open();
}

export function closeRealtime(): void {
  wanted = false;
  if (retry) clearTimeout(retry);
  retry = null;
  const ws = socket;
  socket = null;
  ws?.close(1000);
}
