import { InfoEditState, InfoFlowType, InfoLevel, InfoState } from '@cppcc/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { infoFlow, infoFlowLevel, infoItem } from '../tables';

export interface FlowLevel {
  seq: number;
  level: number;
  reviewerIds: string[];
}

/** The version of a type's flow of this kind that new items start on, or null when none is set up. */
export async function currentFlow(q: Queryable, typeId: string, flowType: number) {
  const [f] = await q
    .select({ id: infoFlow.id, name: infoFlow.name, version: infoFlow.version })
    .from(infoFlow)
    .where(and(eq(infoFlow.typeId, typeId), eq(infoFlow.flowType, flowType), eq(infoFlow.current, true)))
    .limit(1);
  return f ?? null;
}

/** The levels of a flow version, in order. */
export function levelsOf(q: Queryable, flowId: string): Promise<FlowLevel[]> {
  return q
    .select({ seq: infoFlowLevel.seq, level: infoFlowLevel.level, reviewerIds: infoFlowLevel.reviewerIds })
    .from(infoFlowLevel)
    .where(eq(infoFlowLevel.flowId, flowId))
    .orderBy(asc(infoFlowLevel.seq));
}

/** Where an item stands at a position of its flow: under review at that level, or complete past the last one. */
export interface Position {
  state: number;
  levelSeq: number | null;
  currentLevel: number;
}

export function positionAt(levels: readonly FlowLevel[], seq: number): Position {
  const at = levels.find((l) => l.seq === seq);
  if (!at) return { state: InfoState.toAdopt, levelSeq: null, currentLevel: InfoLevel.complete };
  return { state: InfoState.reviewing, levelSeq: at.seq, currentLevel: at.level };
}

/** The first position of a flow (complete at once when the flow has no level). */
export const firstPosition = (levels: readonly FlowLevel[]): Position => positionAt(levels, levels[0]?.seq ?? 1);

/** The position after `seq` (complete after the last level). */
export function nextPosition(levels: readonly FlowLevel[], seq: number): Position {
  const next = levels.find((l) => l.seq > seq);
  return next ? positionAt(levels, next.seq) : positionAt(levels, Number.MAX_SAFE_INTEGER);
}

/** The position before `seq` (the first level when there is none before). */
export function previousPosition(levels: readonly FlowLevel[], seq: number): Position {
  const before = levels.filter((l) => l.seq < seq);
  return positionAt(levels, (before[before.length - 1] ?? levels[0])?.seq ?? 1);
}

/** Where an adopted item of this type enters editing: the current editing flow's first level, or null (no editing flow). */
export async function editingEntry(q: Queryable, typeId: string): Promise<{ flowId: string; version: number; first: FlowLevel } | null> {
  const flow = await currentFlow(q, typeId, InfoFlowType.editing);
  if (!flow) return null;
  const [first] = await levelsOf(q, flow.id);
  return first ? { flowId: flow.id, version: flow.version, first } : null;
}

/** The adopted item waits at a level of its editing flow that the caller holds (the pairs first: info_item_edit_queue_idx serves them). */
export const waitsForEditor = (userId: string): SQL =>
  sql`(${infoItem.editState} = ${InfoEditState.editing} and ${infoItem.state} = ${InfoState.adopted}
    and (${infoItem.editFlowId}, ${infoItem.editLevelSeq}) in (select l.flow_id, l.seq from ${infoFlowLevel} l where ${userId} = any(l.reviewer_ids)))`;
