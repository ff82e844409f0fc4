import {
  type InfoRow,
  InfoState,
  type infoAdoptDetailQuery,
  type PageResult,
  type UpperDetailRow,
  type upperDetailQuery,
} from '@cppcc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { offsetOf } from '../../../platform/http/paging';
import { dayEnd, dayStart } from '../../../platform/time/china';
import { visibleTo } from '../core/access';
import { pageItems } from '../core/rows';
import { infoItem, infoResult, infoSubmission } from '../tables';
import { rowsOf, typeUnder } from './stat-engine';

/** The items behind a statistic's number: adopted items (adopt/detail) and items sent upward (adopt/statistics/info/detail). */

const i = infoItem;

/** POST info/statistics/adopt/detail: adopted items by year, dates, type, unit or credited reporter. */
export async function adoptDetail(q: Queryable, p: Principal, f: z.output<typeof infoAdoptDetailQuery>): Promise<PageResult<InfoRow>> {
  const where: (SQL | undefined)[] = [
    sql`${i.state} = ${InfoState.adopted}`,
    f.year !== undefined ? sql`${i.year} = ${f.year}` : undefined,
    f.dateFrom ? sql`${i.reportTime} >= ${dayStart(f.dateFrom)}` : undefined,
    f.dateTo ? sql`${i.reportTime} <= ${dayEnd(f.dateTo)}` : undefined,
    f.typeId ? typeUnder(f.typeId) : undefined,
    f.unitId ? sql`${i.unitId} = ${f.unitId}` : undefined,
    f.reporterId ? sql`exists (select 1 from info_reporter pr where pr.item_id = ${i.id} and pr.user_id = ${f.reporterId})` : undefined,
  ];
  return pageItems(q, p, f, where);
}

interface UpperRow {
  id: string;
  title: string;
  reporter_name: string;
  unit_name: string | null;
  submission_object: number;
  submitted_at: Date | string;
  adopted: boolean | null;
  result_date: string | null;
  result_content: string | null;
}

/** POST info/adopt/statistics/info/detail: each (item, submission object) sent in the year, with its latest result. */
export async function upperDetail(q: Queryable, p: Principal, f: z.output<typeof upperDetailQuery>): Promise<PageResult<UpperDetailRow>> {
  const cond = sql`${visibleTo(p)}
    ${f.year !== undefined ? sql`and s.submitted_at >= ${dayStart(`${f.year}-01-01`)} and s.submitted_at < ${dayStart(`${f.year + 1}-01-01`)}` : sql``}
    ${f.submissionObject !== undefined ? sql`and s.submission_object = ${f.submissionObject}` : sql``}`;
  const base = sql`select distinct on (s.item_id, s.submission_object) s.item_id, s.submission_object, s.submitted_at,
      r.adopted, r.result_date, r.content as result_content
    from ${infoSubmission} s join ${i} on ${i.id} = s.item_id
    left join lateral (select x.adopted, x.result_date, x.content from ${infoResult} x
      where x.item_id = s.item_id and x.submission_object = s.submission_object order by x.adopted desc, x.result_date desc limit 1) r on true
    where ${cond}
    order by s.item_id, s.submission_object, s.submitted_at`;
  const adopted =
    f.adopted === undefined ? sql`` : f.adopted ? sql`where coalesce(sent.adopted, false)` : sql`where not coalesce(sent.adopted, false)`;
  const [rows, [n]] = await Promise.all([
    rowsOf<UpperRow>(
      q,
      sql`with sent as (${base}) select ${i.id} as id, ${i.title} as title, ${i.reporterName} as reporter_name, ${i.unitName} as unit_name,
          sent.submission_object, sent.submitted_at, sent.adopted, sent.result_date::text as result_date, sent.result_content
        from sent join ${i} on ${i.id} = sent.item_id ${adopted}
        order by sent.submitted_at desc, sent.item_id limit ${f.pageSize} offset ${offsetOf(f)}`,
    ),
    rowsOf<{ n: number }>(q, sql`with sent as (${base}) select count(*)::int as n from sent ${adopted}`),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      reporterName: r.reporter_name,
      unitName: r.unit_name,
      submissionObject: Number(r.submission_object),
      submittedAt: new Date(r.submitted_at).toISOString(),
      adopted: Boolean(r.adopted),
      resultDate: r.result_date,
      resultContent: r.result_content,
    })),
    total: Number(n?.n ?? 0),
  };
}
