import { MEET_KINDS, type MeetKind, type MeetPerm, meetKindLabel, meetPerm } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { routeKit } from '../../platform/http/route-kit';

/** The route kit of one kind: its paths start with /meet/ or /activity/, its permissions are the kind's. */
export type KindKit = ReturnType<typeof routeKit> & {
  kind: MeetKind;
  /** 会议 or 活动, for summaries and messages */
  label: string;
  perm: MeetPerm;
  ctx: AppContext;
};

/** A part of the area (record, attend, apply, …) registers its routes once per kind through this. */
export type KindPart = (k: KindKit) => void;

/**
 * One implementation, two path families (issue 18): each part is written once against a `KindKit`
 * and registered for /meet/… and /activity/…, so the two kinds can never drift apart.
 * Meeting-only routes (plenary, hearers, sub-meetings) test `k.kind === 'meet'`.
 */
export function kindRoutes(parts: KindPart[]): FastifyPluginAsync<{ ctx: AppContext }> {
  return async (app, { ctx }) => {
    for (const kind of MEET_KINDS) {
      const label = meetKindLabel[kind];
      const tags = [kind === 'meet' ? '会议管理' : '委员活动'];
      const kit = routeKit(app, ctx, { tags, prefix: `/${kind}/` });
      for (const part of parts) part({ ...kit, kind, label, perm: meetPerm(kind), ctx });
    }
  };
}
