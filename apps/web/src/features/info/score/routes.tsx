import { InfoScorePage, InfoStatPage, type InfoStatPageName } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const ScoreRulesPage = lazy(() => import('./ScoreRulesPage'));
const ScoreRuleForm = lazy(() => import('./ScoreRuleForm'));
const MutualRuleForm = lazy(() => import('./MutualRuleForm'));
const ScoreCountPage = lazy(() => import('./ScoreCountPage'));
const StatPages = lazy(() => import('./StatPages'));
const DesktopPage = lazy(() => import('./DesktopPage'));

const statNames = Object.keys(InfoStatPage) as InfoStatPageName[];
/** The reporters' own counts: the same statistics over the items that credit them. */
const socialNames: InfoStatPageName[] = ['summaryCount', 'typeCount', 'reportCount'];

/** 积分规则, 积分统计 and the statistics pages (spec 001 §2.7), the information desktop. */
export const routes: AppRoute[] = [
  { path: InfoScorePage.rules, element: <ScoreRulesPage /> },
  { path: InfoScorePage.ruleForm, element: <ScoreRuleForm />, title: '积分规则', parent: InfoScorePage.rules },
  { path: InfoScorePage.mutualForm, element: <MutualRuleForm />, title: '互斥规则', parent: InfoScorePage.rules },
  { path: InfoScorePage.scoreCount, element: <ScoreCountPage /> },
  ...statNames.map((name) => ({ path: InfoScorePage.statistic(name), element: <StatPages key={name} name={name} /> })),
  { path: InfoScorePage.desktop, element: <DesktopPage /> },
  ...socialNames.map((name) => ({ path: InfoScorePage.socialCount(name), element: <StatPages key={`social-${name}`} name={name} /> })),
];
