import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../audit/audit';
import { principalOf } from '../auth/plugin';
import type { Principal } from '../auth/principal';

/** Who calls a service: the signed-in principal (for rules and data scope) and the audit actor. */
export interface Caller {
  principal: Principal;
  actor: Actor;
}

export function callerOf(req: FastifyRequest): Caller {
  return { principal: principalOf(req), actor: actorOf(req) };
}
