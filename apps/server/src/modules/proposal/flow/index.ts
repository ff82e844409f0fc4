import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { MenuDecl } from '../../../platform/module';
import { flowMenuItems } from './menus';
import { flowRoutes } from './routes';

export { type ProposalFlowSettings, proposalFlowSettings } from './service-flow';
export { keywordOptions, proposalKeywordsIn } from './service-keywords';

/** GET/POST /proposalFlow/get|options|save and /proposal/keywords/page|options|add|update|delete. */
export const proposalFlowRoutes: FastifyPluginAsync<{ ctx: AppContext }> = flowRoutes;

/** 提案流程 and 提案关键词 (type 'menu' with buttons) for the 提案设置 directory. */
export const proposalFlowMenuItems: MenuDecl[] = flowMenuItems;
