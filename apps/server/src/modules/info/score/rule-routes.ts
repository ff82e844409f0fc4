import {
  InfoPerm,
  ScoreKind,
  scoreEventLabel,
  scoreExclude,
  scoreExcludeBody,
  scoreExcludeUpdateBody,
  scoreExplain,
  scoreExplainQuery,
  scoreIdParams,
  scoreKindLabel,
  scoreRule,
  scoreRuleBody,
  scoreRuleCheck,
  scoreRuleCheckBody,
  scoreRuleCopyBody,
  scoreRuleCopyResult,
  scoreRuleIdsBody,
  scoreRulePageQuery,
  scoreRuleUpdateBody,
  scoreStatistics,
  scoreStatisticsQuery,
  scoreYearBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import { sendXlsx } from '../../../platform/export';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { idAnswer, routeKit } from '../../../platform/http/route-kit';
import { guarded } from '../../../platform/http/schema-guard';
import { clearScoreCache } from '../core/score-cache';
import { addExclude, excludeDetail, excludesOfYear, removeExclude, updateExclude } from './excludes';
import { addRule, checkRules, copyRules, deleteRules, pageRules, ruleDetail, rulesOfYear, updateRule } from './rules';
import { scoreStatistics as computeScores, explainScore } from './scores';

const tags = ['社情民意-积分'];
const R = InfoPerm.scoreRule;
const V = InfoPerm.statistics;

/** spec 002 §7 Score rules, and the score statistics (score/statistics, its explanation, clear/cache). */
export const infoScoreRuleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, step, page, read, call } = routeKit(base, ctx, { tags, prefix: '/info/score/' });
  const { db } = ctx;

  page('rule/page', R, '积分规则分页', scoreRulePageQuery, scoreRule, (_req, b) => pageRules(db, b));
  call('rule/list', [R, V], '某年度全部积分规则', scoreYearBody, z.array(scoreRule), (_req, b) => rulesOfYear(db, b.year));
  call('rule/add', R, '新增积分规则', scoreRuleBody, idAnswer, (req, b) => addRule(db, actorOf(req), b));
  step('rule/update', R, '修改积分规则', scoreRuleUpdateBody, (req, b) => updateRule(db, actorOf(req), b));
  step('rule/delete', R, '删除积分规则', scoreRuleIdsBody, (req, b) => deleteRules(db, actorOf(req), b.ids));
  call('rule/check', R, '校验某年度的积分规则（可带一条待保存的规则）', scoreRuleCheckBody, scoreRuleCheck, (_req, b) =>
    checkRules(db, b.year, b.rule),
  );
  call('rule/copy', R, '复制某年度的积分规则和互斥规则到另一年度', scoreRuleCopyBody, scoreRuleCopyResult, (req, b) =>
    copyRules(db, actorOf(req), b),
  );
  read('rule/detail/:id', [R, V], '积分规则详情', scoreIdParams, scoreRule, (_req, x) => ruleDetail(db, x.id));

  call('rule/exclude/list', [R, V], '某年度的互斥规则', scoreYearBody, z.array(scoreExclude), (_req, b) => excludesOfYear(db, b.year));
  call('rule/exclude/add', R, '新增互斥规则', scoreExcludeBody, idAnswer, (req, b) => addExclude(db, actorOf(req), b));
  step('rule/exclude/update', R, '修改互斥规则', scoreExcludeUpdateBody, (req, b) => updateExclude(db, actorOf(req), b));
  // a POST by path: none of the kit's shapes
  app.post(
    '/info/score/rule/exclude/remove/:id',
    { config: { permission: R }, schema: { tags, summary: '删除互斥规则', params: scoreIdParams, response: { 200: emptyEnvelope } } },
    async (req) => {
      await removeExclude(db, actorOf(req), req.params.id);
      return ok(null);
    },
  );
  read('rule/exclude/detail/:id', [R, V], '互斥规则详情', scoreIdParams, scoreExclude, (_req, x) => excludeDetail(db, x.id));

  call(
    'statistics',
    V,
    '积分统计：某年度按上报人或上报单位（缓存至规则变更或清除缓存）',
    scoreStatisticsQuery,
    scoreStatistics,
    (_req, b) => computeScores(db, b),
  );
  app.post(
    '/info/score/statistics/export',
    { config: { permission: V }, schema: { tags, summary: '导出积分统计（xlsx）', body: guarded(scoreStatisticsQuery) } },
    async (req, reply) => {
      const r = await computeScores(db, req.body);
      type Row = (typeof r.rows)[number];
      const events = Object.entries(scoreEventLabel);
      return sendXlsx<Row>(reply, {
        filename: `${r.year}年度信息积分统计`,
        sheetName: '积分统计',
        columns: [
          { key: 'rank', title: '排名', width: 8 },
          { key: 'name', title: scoreKindLabel[r.kind], width: 24 },
          ...(r.kind === ScoreKind.unit ? [] : [{ key: 'unitName', title: '所在单位', width: 24 }]),
          { key: 'items', title: '计分信息数', width: 12 },
          ...events.map(([e, title]) => ({ key: e, title: `${title}得分`, width: 12, value: (row: Row) => row.byEvent[e] ?? 0 })),
          { key: 'total', title: '总积分', width: 12 },
        ],
        rows: r.rows,
      });
    },
  );
  call(
    'statistics/detail',
    V,
    '积分明细：某人或某单位的积分由哪些信息、哪条规则、各得几分组成',
    scoreExplainQuery,
    scoreExplain,
    (_req, b) => explainScore(db, b),
  );
  app.get(
    '/info/score/statistics/clear/cache',
    {
      config: { permission: V },
      schema: { tags, summary: '清除积分统计缓存', response: { 200: envelope(z.object({ cleared: z.number().int() })) } },
    },
    async () => ok({ cleared: clearScoreCache(db) }),
  );
};
