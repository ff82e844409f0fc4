import type { InfoListCounts, InfoRow, PageResult } from '@cppcc/contracts';
import { client } from '../../../../test/client';
import type { TestApp } from '../../../../test/harness';

/** Calls the office part's tests share: lists, a demo item by title, and the success check. */
export function kit(t: TestApp) {
  const c = client(t);
  const page = async (list: string, filters: Record<string, unknown> = {}, who = 'xinxi') => {
    const r = await c.post<PageResult<InfoRow>>(who, 'info/page', { pageNum: 1, pageSize: 40, list, ...filters });
    if (r.status !== 200) throw new Error(`info/page ${list}: ${r.status} ${r.body.msg}`);
    return r.body.data;
  };
  const byTitle = async (title: string, list = 'all') => {
    const found = (await page(list, { title })).list.find((r) => r.title === title);
    if (!found) throw new Error(`no demo item 《${title}》 in ${list}`);
    return found;
  };
  const counts = async (year = 0) => (await c.post<InfoListCounts>('xinxi', `info/page/count/${year}`)).body.data;
  const expectOk = (r: { status: number; body: { code: string; msg: string } }) => {
    if (r.status !== 200 || r.body.code !== '00000') throw new Error(`expected success, got ${r.status} ${r.body.msg}`);
  };
  return { c, page, byTitle, counts, expectOk };
}

/** Two demo items of one type, waiting for adoption, that say nearly the same. */
export const SIMILAR_A = '关于加快老旧小区电动自行车充电设施建设的建议';
export const SIMILAR_B = '老旧小区电动自行车充电难问题亟待解决';
