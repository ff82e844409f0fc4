import {
  type ProposalFlowInfo,
  type ProposalFlowOptions,
  type ProposalFlowStep,
  type ProposalFlowStepKey,
  type proposalFlowSaveBody,
  proposalFlowSteps,
} from '@cppcc/contracts';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db, Queryable } from '../../../platform/db/client';
import { inTx } from '../../../platform/db/tx';
import { fieldError } from '../../../platform/errors';
import { directory } from '../../../platform/services';
import { businessRoles, liveOrgsByIds, liveOrgTree, nonAdminRoleCodes, orgNames as orgNamesOf } from '../../system';
import { proposalFlowStep } from './tables';

type StepRow = typeof proposalFlowStep.$inferSelect;

interface StepSetting {
  enabled: boolean;
  roleCode: string | null;
  orgId: string | null;
}

/**
 * The switches the proposal core reads (one object, defaults filled in):
 * `preAssign` — assignment may be preceded by a pre-assignment; `jointConfirmRequired` —
 * the initial sort waits for every co-signer; `reviewByCommittee` — filing is decided by
 * the review step's role/organisation; `satisfactionRating` — proposers rate replies
 * (off: the proposal concludes once every unit has replied). `steps` gives each step's
 * role code and organisation.
 */
export interface ProposalFlowSettings {
  preAssign: boolean;
  jointConfirmRequired: boolean;
  reviewByCommittee: boolean;
  satisfactionRating: boolean;
  steps: Record<ProposalFlowStepKey, StepSetting>;
}

const defaults = (): Record<ProposalFlowStepKey, StepSetting> =>
  Object.fromEntries(proposalFlowSteps.map((d) => [d.key, { enabled: d.defaultEnabled, roleCode: d.defaultRole, orgId: null }])) as Record<
    ProposalFlowStepKey,
    StepSetting
  >;

async function settingsFrom(q: Queryable): Promise<{ steps: Record<ProposalFlowStepKey, StepSetting>; rows: StepRow[] }> {
  const rows = await q.select().from(proposalFlowStep);
  const steps = defaults();
  for (const r of rows) {
    const key = r.stepKey as ProposalFlowStepKey;
    if (!steps[key]) continue; // a step dropped from the code keeps its row but means nothing
    steps[key] = { enabled: r.enabled, roleCode: r.roleCode, orgId: r.orgId };
  }
  return { steps, rows };
}

/** What the proposal core asks before a step: is it on, and who does it. */
export async function proposalFlowSettings(q: Queryable): Promise<ProposalFlowSettings> {
  const { steps } = await settingsFrom(q);
  return {
    preAssign: steps.preAssign.enabled,
    jointConfirmRequired: steps.jointConfirm.enabled,
    reviewByCommittee: steps.review.enabled,
    satisfactionRating: steps.evaluate.enabled,
    steps,
  };
}

/** GET /proposalFlow/get: every step in lifecycle order with the names of its role and organisation. */
export async function getProposalFlow(q: Queryable): Promise<ProposalFlowInfo> {
  const { steps, rows } = await settingsFrom(q);
  const roleCodes = [...new Set(Object.values(steps).flatMap((s) => (s.roleCode ? [s.roleCode] : [])))];
  const orgIds = [...new Set(Object.values(steps).flatMap((s) => (s.orgId ? [s.orgId] : [])))];
  const roleNames = await directory().roleNames(q, roleCodes);
  const orgNames = await orgNamesOf(q, orgIds);
  const byKey = new Map(rows.map((r) => [r.stepKey, r]));
  const latest = rows.reduce<StepRow | null>((a, r) => (!a || r.updatedAt > a.updatedAt ? r : a), null);
  const list: ProposalFlowStep[] = proposalFlowSteps.map((d) => {
    const s = steps[d.key];
    return {
      key: d.key,
      name: d.name,
      description: d.description,
      switchable: d.switchable,
      needsHandler: d.needsHandler,
      enabled: s.enabled,
      roleCode: s.roleCode,
      roleName: s.roleCode ? (roleNames.get(s.roleCode) ?? null) : null,
      orgId: s.orgId,
      orgName: s.orgId ? (orgNames.get(s.orgId) ?? null) : null,
      remark: byKey.get(d.key)?.remark ?? null,
    };
  });
  return { steps: list, updatedAt: latest?.updatedAt.toISOString() ?? null, updatedBy: latest?.updatedBy ?? null };
}

/** GET /proposalFlow/options: enabled roles that are not administrators, and live organisations. */
export async function proposalFlowOptions(q: Queryable): Promise<ProposalFlowOptions> {
  return { roles: await businessRoles(q), orgs: await liveOrgTree(q, { enabledOnly: true }) };
}

/**
 * POST /proposalFlow/save: the given steps are written (the others keep what they had);
 * a step every proposal passes cannot be switched off, an office step that is on needs a role,
 * and roles and organisations must exist. One audit row with the before and after.
 */
export async function saveProposalFlow(db: Db, actor: Actor, input: z.output<typeof proposalFlowSaveBody>): Promise<void> {
  const seen = new Set<string>();
  input.steps.forEach((s, i) => {
    if (seen.has(s.key)) throw fieldError(`steps[${i}].key`, `环节「${nameOf(s.key)}」重复`);
    seen.add(s.key);
    const def = proposalFlowSteps.find((d) => d.key === s.key)!;
    if (!def.switchable && !s.enabled) throw fieldError(`steps[${i}].enabled`, `「${def.name}」是必经环节，不能关闭`);
    if (def.needsHandler && s.enabled && !s.roleCode) throw fieldError(`steps[${i}].roleCode`, `请选择「${def.name}」的办理角色`);
  });
  await inTx(db, async (tx) => {
    const roleCodes = [...new Set(input.steps.flatMap((s) => (s.roleCode ? [s.roleCode] : [])))];
    const orgIds = [...new Set(input.steps.flatMap((s) => (s.orgId ? [s.orgId] : [])))];
    const knownRoles = await nonAdminRoleCodes(tx, roleCodes);
    const knownOrgs = new Set((await liveOrgsByIds(tx, orgIds)).map((o) => o.id));
    input.steps.forEach((s, i) => {
      if (s.roleCode && !knownRoles.has(s.roleCode)) throw fieldError(`steps[${i}].roleCode`, `「${nameOf(s.key)}」的办理角色不存在`);
      if (s.orgId && !knownOrgs.has(s.orgId)) throw fieldError(`steps[${i}].orgId`, `「${nameOf(s.key)}」的办理机构不存在`);
    });
    const before = (await settingsFrom(tx)).steps;
    const now = new Date();
    for (const s of input.steps) {
      const values = {
        enabled: s.enabled,
        roleCode: s.roleCode ?? null,
        orgId: s.orgId ?? null,
        remark: s.remark ?? null,
        updatedAt: now,
        updatedBy: actor.username,
      };
      await tx
        .insert(proposalFlowStep)
        .values({ stepKey: s.key, ...values })
        .onConflictDoUpdate({ target: proposalFlowStep.stepKey, set: values });
    }
    const changed = input.steps.filter((s) => {
      const b = before[s.key];
      return b.enabled !== s.enabled || b.roleCode !== (s.roleCode ?? null) || b.orgId !== (s.orgId ?? null);
    });
    await audit(tx, actor, {
      objectType: 'proposalFlow',
      objectId: 'proposalFlow',
      action: 'update',
      detail: {
        changed: changed.map((s) => ({
          key: s.key,
          before: before[s.key],
          after: { enabled: s.enabled, roleCode: s.roleCode ?? null, orgId: s.orgId ?? null },
        })),
      },
    });
  });
}

const nameOf = (key: string) => proposalFlowSteps.find((d) => d.key === key)?.name ?? key;
