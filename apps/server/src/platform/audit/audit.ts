import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { newId } from '../db/ids';
import { appendChained } from './chain';

/** Who did it, from where. Built from a request, or by hand for system jobs. */
export interface Actor {
  userId: string | null;
  username: string | null;
  ip: string | null;
}

export const systemActor: Actor = { userId: null, username: '系统', ip: null };

export function actorOf(req: FastifyRequest): Actor {
  const p = req.principal;
  return { userId: p?.userId ?? null, username: p?.username ?? null, ip: req.ip };
}

export interface AuditEntry {
  objectType: string;
  objectId?: string | null;
  action: string;
  result?: 'success' | 'failure';
  category?: 'login' | 'operation';
  detail?: Record<string, unknown>;
}

/**
 * Writes one audit row, chained to the one before (chain.ts); call it inside the
 * transaction of the change it records. Audited transactions queue on the chain
 * lock from this call to their commit, so call it late in the transaction.
 */
export async function audit(q: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await appendChained(q, {
    id: newId(),
    userId: actor.userId,
    username: actor.username,
    ip: actor.ip,
    objectType: entry.objectType,
    objectId: entry.objectId ?? null,
    action: entry.action,
    result: entry.result ?? 'success',
    category: entry.category ?? 'operation',
    detail: entry.detail ?? null,
  });
}
