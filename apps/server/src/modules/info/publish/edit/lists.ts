import {
  type PageResult,
  type PublicationDetail,
  type PublicationNextNum,
  type PublicationRow,
  PublicationState,
  publicationNumberLabel,
  type publicationPageQuery,
} from '@cppcc/contracts';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable } from '../../../../platform/db/client';
import { fieldError, forbidden } from '../../../../platform/errors';
import { publicationType } from '../../tables';
import { isEditor, loadReadable, seesAll } from '../core/access';
import { detailOf } from '../core/detail';
import { nextNumbers } from '../core/numbering';
import { pageIssues } from '../core/rows';
import { publication } from '../tables';

/** The editors' and the signer's lists, the detail reads of the issue pages and the numbers' preview. */

type PageInput = z.output<typeof publicationPageQuery>;

/** POST publication/all/page: every issue (editors and the office's viewers), with all filters. */
export function allPage(q: Queryable, p: Principal, input: PageInput): Promise<PageResult<PublicationRow>> {
  if (!seesAll(p)) throw forbidden();
  return pageIssues(q, p, input);
}

/**
 * POST publication/adopt/page: the signer's queue, the issues submitted to the caller; with a state
 * filter, the caller's issues in that state (已签发 / 已分发: the ones they signed).
 */
export function signerPage(q: Queryable, p: Principal, input: PageInput): Promise<PageResult<PublicationRow>> {
  const mine = eq(publication.signerId, p.userId);
  const extra = input.state === undefined ? and(mine, eq(publication.state, PublicationState.submitted)) : mine;
  return pageIssues(q, p, input, extra as SQL);
}

/** How many issues wait for the caller's signature (the home's to-do, counted as adopt/page counts it). */
export async function waitingSignOff(q: Queryable, p: Principal): Promise<number> {
  const [r] = await q
    .select({ n: count() })
    .from(publication)
    .where(and(eq(publication.signerId, p.userId), eq(publication.state, PublicationState.submitted), isNull(publication.deletedAt)));
  return Number(r?.n ?? 0);
}

/** GET publication/detail/{id}: whoever may read the issue. */
export async function readDetail(q: Queryable, p: Principal, id: string): Promise<PublicationDetail> {
  return detailOf(q, p, await loadReadable(q, p, id));
}

/** GET publication/submit/detail/{id}: the editors' view of a submitted issue. */
export async function editorDetail(q: Queryable, p: Principal, id: string): Promise<PublicationDetail> {
  if (!isEditor(p)) throw forbidden('只有刊物编辑可以查看');
  return readDetail(q, p, id);
}

/** GET publication/adopt/detail/{id}: the signer named on the issue (or the editors) reads it for sign-off. */
export async function signerDetail(q: Queryable, p: Principal, id: string): Promise<PublicationDetail> {
  const row = await loadReadable(q, p, id);
  if (row.signerId !== p.userId && !isEditor(p)) throw forbidden('只有送签时指定的签发人可以查看');
  return detailOf(q, p, row);
}

/** POST publication/getNum/{type}/{year} and getTotalNum/{type}: what the next issue would get (nothing is taken). */
export async function previewNumbers(q: Queryable, typeId: string, year: number): Promise<PublicationNextNum> {
  const [t] = await q
    .select({ id: publicationType.id })
    .from(publicationType)
    .where(and(eq(publicationType.id, typeId), isNull(publicationType.deletedAt)))
    .limit(1);
  if (!t) throw fieldError('typeId', '刊物类型不存在');
  const n = await nextNumbers(q, typeId, year);
  return { year, ...n, label: publicationNumberLabel(year, n.num, n.totalNum) };
}
