import type {
  InfoAnnualCount,
  InfoGraph,
  InfoOverview,
  InfoRow,
  PageResult,
  ScoreExclude,
  ScoreExcludeBody,
  ScoreExplain,
  ScoreRule,
  ScoreRuleBody,
  ScoreRuleCheck,
  ScoreRuleCopyBody,
  ScoreRulePageQuery,
  ScoreStatistics,
  ScoreStatisticsQuery,
  StatResult,
  UpperDetailQuery,
  UpperDetailRow,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';

const quiet = { silent: true } as const;

export const scoreKeys = {
  rules: (year: number) => ['info', 'score', 'rules', year] as const,
  rulePage: ['info', 'score', 'rulePage'] as const,
  rule: (id: string) => ['info', 'score', 'rule', id] as const,
  excludes: (year: number) => ['info', 'score', 'excludes', year] as const,
  exclude: (id: string) => ['info', 'score', 'exclude', id] as const,
  scores: (q: ScoreStatisticsQuery) => ['info', 'score', 'statistics', q] as const,
  explain: (kind: string, id: string, year: number) => ['info', 'score', 'explain', kind, id, year] as const,
  stat: (url: string, f: Record<string, unknown>) => ['info', 'stat', url, f] as const,
  overview: ['info', 'desktop', 'overview'] as const,
  graph: (which: 'month' | 'type', year: number) => ['info', 'desktop', 'graph', which, year] as const,
  annual: ['info', 'count', 'annual'] as const,
};

export const scoreApi = {
  rulePage: (q: ScoreRulePageQuery) => api.post<PageResult<ScoreRule>>('/info/score/rule/page', q),
  rules: (year: number) => api.post<ScoreRule[]>('/info/score/rule/list', { year }),
  rule: (id: string) => api.get<ScoreRule>(`/info/score/rule/detail/${id}`),
  addRule: (b: ScoreRuleBody) => api.post<{ id: string }>('/info/score/rule/add', b),
  updateRule: (b: ScoreRuleBody & { id: string }) => api.post('/info/score/rule/update', b),
  deleteRules: (ids: string[]) => api.post('/info/score/rule/delete', { ids }, quiet),
  check: (year: number, rule?: ScoreRuleBody & { id?: string }) => api.post<ScoreRuleCheck>('/info/score/rule/check', { year, rule }),
  copy: (b: ScoreRuleCopyBody) => api.post<{ rules: number; excludes: number }>('/info/score/rule/copy', b),
  excludes: (year: number) => api.post<ScoreExclude[]>('/info/score/rule/exclude/list', { year }),
  exclude: (id: string) => api.get<ScoreExclude>(`/info/score/rule/exclude/detail/${id}`),
  addExclude: (b: ScoreExcludeBody) => api.post<{ id: string }>('/info/score/rule/exclude/add', b),
  updateExclude: (b: ScoreExcludeBody & { id: string }) => api.post('/info/score/rule/exclude/update', b),
  removeExclude: (id: string) => api.post(`/info/score/rule/exclude/remove/${id}`, undefined, quiet),
  scores: (q: ScoreStatisticsQuery) => api.post<ScoreStatistics>('/info/score/statistics', q, { timeout: 18_000 }),
  explain: (q: { year: number; kind: string; id: string }) => api.post<ScoreExplain>('/info/score/statistics/detail', q),
  clearCache: () => api.get<{ cleared: number }>('/info/score/statistics/clear/cache'),
  stat: (url: string, f: Record<string, unknown>) => api.post<StatResult>(`/${url}`, f),
  upperDetail: (q: UpperDetailQuery) => api.post<PageResult<UpperDetailRow>>('/info/adopt/statistics/info/detail', q),
  overview: () => api.get<InfoOverview>('/info/desktop/overview', undefined, quiet),
  graph: (which: 'month' | 'type', year: number) =>
    api.get<InfoGraph>(which === 'month' ? `/info/desktop/graph/data/${year}` : `/info/desktop/graph/two/data/${year}`),
  todo: (q: { pageNum: number; pageSize: number }) => api.post<PageResult<InfoRow>>('/info/desktop/todo/check', q),
  done: (q: { pageNum: number; pageSize: number }) => api.post<PageResult<InfoRow>>('/info/desktop/done/check', q),
  annual: () => api.get<InfoAnnualCount>('/info/count/annual', undefined, quiet),
};
