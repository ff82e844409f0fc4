import {
  InfoPerm,
  scoreEventLabel,
  scoreExclude,
  scoreExcludeBody,
  scoreExcludeUpdateBody,
  scoreExplain,
  scoreExplainQuery,
  scoreIdParams,
  scoreRule,
  scoreRuleBody,
  scoreRuleCheck,
  scoreRuleCheckBody,
  scoreRuleCopyBody,
  scoreRuleCopyResult,
  scoreRuleIdsBody,
  scoreRulePage,
  scoreRulePageQuery,
  scoreRuleUpdateBody,
  scoreStatistics,
  scoreStatisticsQuery,
  scoreYearBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import { sendXlsx } from '../../../platform/export';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { clearScoreCache } from '../core/score-cache';
import { addExclude, excludeDetail, excludesOfYear, removeExclude, updateExclude } from './excludes';
import { addRule, checkRules, copyRules, deleteRules, pageRules, ruleDetail, rulesOfYear, updateRule } from './rules';
import { scoreStatistics as computeScores, explainScore } from './scores';

const tags = ['社情民意-积分'];
const idResult = envelope(z.object({ id: z.string() }));
const R = InfoPerm.scoreRule;
const V = InfoPerm.statistics;

/** spec 002 §7 Score rules, and the score statistics (score/statistics, its explanation, clear/cache). */
export const infoScoreRuleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const p = '/info/score/rule';

  app.post(
    `${p}/page`,
    {
      config: { permission: R },
      schema: { tags, summary: '积分规则分页', body: guarded(scoreRulePageQuery), response: { 200: envelope(scoreRulePage) } },
    },
    async (req) => ok(await pageRules(db, req.body)),
  );
  app.post(
    `${p}/list`,
    {
      config: { permission: [R, V] },
      schema: { tags, summary: '某年度全部积分规则', body: guarded(scoreYearBody), response: { 200: envelope(z.array(scoreRule)) } },
    },
    async (req) => ok(await rulesOfYear(db, req.body.year)),
  );
  app.post(
    `${p}/add`,
    { config: { permission: R }, schema: { tags, summary: '新增积分规则', body: guarded(scoreRuleBody), response: { 200: idResult } } },
    async (req) => ok(await addRule(db, actorOf(req), req.body)),
  );
  app.post(
    `${p}/update`,
    {
      config: { permission: R },
      schema: { tags, summary: '修改积分规则', body: guarded(scoreRuleUpdateBody), response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateRule(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    `${p}/delete`,
    {
      config: { permission: R },
      schema: { tags, summary: '删除积分规则', body: guarded(scoreRuleIdsBody), response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteRules(db, actorOf(req), req.body.ids);
      return ok(null);
    },
  );
  app.post(
    `${p}/check`,
    {
      config: { permission: R },
      schema: {
        tags,
        summary: '校验某年度的积分规则（可带一条待保存的规则）',
        body: guarded(scoreRuleCheckBody),
        response: { 200: envelope(scoreRuleCheck) },
      },
    },
    async (req) => ok(await checkRules(db, req.body.year, req.body.rule)),
  );
  app.post(
    `${p}/copy`,
    {
      config: { permission: R },
      schema: {
        tags,
        summary: '复制某年度的积分规则和互斥规则到另一年度',
        body: guarded(scoreRuleCopyBody),
        response: { 200: envelope(scoreRuleCopyResult) },
      },
    },
    async (req) => ok(await copyRules(db, actorOf(req), req.body)),
  );
  app.get(
    `${p}/detail/:id`,
    {
      config: { permission: [R, V] },
      schema: { tags, summary: '积分规则详情', params: scoreIdParams, response: { 200: envelope(scoreRule) } },
    },
    async (req) => ok(await ruleDetail(db, req.params.id)),
  );

  const x = `${p}/exclude`;
  app.post(
    `${x}/list`,
    {
      config: { permission: [R, V] },
      schema: { tags, summary: '某年度的互斥规则', body: guarded(scoreYearBody), response: { 200: envelope(z.array(scoreExclude)) } },
    },
    async (req) => ok(await excludesOfYear(db, req.body.year)),
  );
  app.post(
    `${x}/add`,
    { config: { permission: R }, schema: { tags, summary: '新增互斥规则', body: guarded(scoreExcludeBody), response: { 200: idResult } } },
    async (req) => ok(await addExclude(db, actorOf(req), req.body)),
  );
  app.post(
    `${x}/update`,
    {
      config: { permission: R },
      schema: { tags, summary: '修改互斥规则', body: guarded(scoreExcludeUpdateBody), response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateExclude(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    `${x}/remove/:id`,
    { config: { permission: R }, schema: { tags, summary: '删除互斥规则', params: scoreIdParams, response: { 200: emptyEnvelope } } },
    async (req) => {
      await removeExclude(db, actorOf(req), req.params.id);
      return ok(null);
    },
  );
  app.get(
    `${x}/detail/:id`,
    {
      config: { permission: [R, V] },
      schema: { tags, summary: '互斥规则详情', params: scoreIdParams, response: { 200: envelope(scoreExclude) } },
    },
    async (req) => ok(await excludeDetail(db, req.params.id)),
  );

  app.post(
    '/info/score/statistics',
    {
      config: { permission: V },
      schema: {
        tags,
        summary: '积分统计：某年度按上报人或上报单位（缓存至规则变更或清除缓存）',
        body: guarded(scoreStatisticsQuery),
        response: { 200: envelope(scoreStatistics) },
      },
    },
    async (req) => ok(await computeScores(db, req.body)),
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
          { key: 'name', title: r.kind === 'unit' ? '上报单位' : '上报人', width: 24 },
          ...(r.kind === 'unit' ? [] : [{ key: 'unitName', title: '所在单位', width: 24 }]),
          { key: 'items', title: '计分信息数', width: 12 },
          ...events.map(([e, title]) => ({ key: e, title: `${title}得分`, width: 12, value: (row: Row) => row.byEvent[e] ?? 0 })),
          { key: 'total', title: '总积分', width: 12 },
        ],
        rows: r.rows,
      });
    },
  );
  app.post(
    '/info/score/statistics/detail',
    {
      config: { permission: V },
      schema: {
        tags,
        summary: '积分明细：某人或某单位的积分由哪些信息、哪条规则、各得几分组成',
        body: guarded(scoreExplainQuery),
        response: { 200: envelope(scoreExplain) },
      },
    },
    async (req) => ok(await explainScore(db, req.body)),
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
