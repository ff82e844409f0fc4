import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request being answered, for code deep below a route that must not take it
 * as a parameter (a signed file address is bound to the caller's session, and
 * file records are built by many modules' services).
 */
interface RequestState {
  req: FastifyRequest;
  /** a session whose tokens this request handed out (sign-in, refresh, identity switch) */
  issuedSessionId?: string;
}

const store = new AsyncLocalStorage<RequestState>();

export function currentRequest(): FastifyRequest | undefined {
  return store.getStore()?.req;
}

/**
 * The session the answer speaks for: one this request has just opened (a sign-in
 * answer carries addresses for the new session, the caller had none), else the caller's.
 */
export function currentSessionId(): string | undefined {
  const state = store.getStore();
  return state?.issuedSessionId ?? state?.req.principal?.sessionId ?? undefined;
}

/** Called where access tokens are issued (platform/auth/tokens.ts); a no-op outside a request. */
export function adoptSession(sessionId: string): void {
  const state = store.getStore();
  if (state) state.issuedSessionId = sessionId;
}

/**
 * Entered in preValidation rather than onRequest: the body is parsed in between,
 * in the socket's own async context, so a store entered earlier would be lost by
 * the time the handler runs (nodejs/node#34430). Callback style on purpose: the
 * rest of the chain runs inside `run`.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    store.run({ req }, done);
  });
}
