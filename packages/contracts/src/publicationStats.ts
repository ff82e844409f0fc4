import { z } from 'zod';
import { idOf, optFilter } from './proposalFields';

/**
 * Publication statistics (刊物统计, docs/publications-stats.md): per reporter, per unit and per
 * category, the issues of a year (the China-time year an issue is numbered in) and optionally of
 * one publication type: issues, items published (in issues that reached 已分发), leaders'
 * instructions by level and the units' feedback. The answer is a StatResult (proposalStats.ts),
 * as every other statistics page.
 */

/** The three views and their calls; each has `<path>/export` for the xlsx of the same filters. */
export const PublicationStatPath = {
  reporter: 'publication/statistics/reporter',
  unit: 'publication/statistics/unit',
  type: 'publication/statistics/type',
} as const;
export type PublicationStatView = keyof typeof PublicationStatPath;

export const publicationStatTitle: Record<PublicationStatView, string> = {
  reporter: '按上报人',
  unit: '按单位',
  type: '按类别',
};

/** 按类别: by the publication type (the default) or by the top-level category of the items' info type. */
export const PublicationStatBy = { publicationType: 'publicationType', infoType: 'infoType' } as const;

export const publicationStatQuery = z.object({
  /** without it, the current China-time year */
  year: optFilter(z.coerce.number({ error: '年度必须是数字' }).int('年度必须是整数').min(2000, '年度不正确').max(2100, '年度不正确')),
  typeId: optFilter(idOf('刊物类型')),
});

export const publicationTypeStatQuery = publicationStatQuery.extend({
  by: optFilter(z.enum(PublicationStatBy, { error: '统计方式只能是 publicationType（刊物类型）或 infoType（信息类别）' })),
});

/** The web page (menu 刊物统计) with its three tabs. */
export const PUBLICATION_STAT_PAGE = '/info/periodical/statistics';
