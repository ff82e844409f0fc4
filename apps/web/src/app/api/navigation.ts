/**
 * spec 001 §2.2: every navigation cancels the requests still pending. Requests
 * made by pages carry the current navigation signal; the guard calls
 * `abortPending()` when the location changes.
 */
let controller = new AbortController();

export function navigationSignal(): AbortSignal {
  return controller.signal;
}

export function abortPending(): void {
  controller.abort();
  controller = new AbortController();
}
