import {
  PublicationPerm as P,
  publicationFeedbackBody,
  publicationFeedbackIdBody,
  publicationFeedbackPageQuery,
  publicationFeedbackRow,
  publicationIdParams,
  publicationInstructionBody,
  publicationInstructionCheck,
  publicationInstructionIdBody,
  publicationInstructionIdParams,
  publicationInstructionPageQuery,
  publicationInstructionRow,
  publicationInstructionUpdateBody,
  publicationOpenQuery,
  publicationOpenRow,
  publicationReaders,
  publicationReading,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../../platform/auth/plugin';
import type { AppContext } from '../../../../platform/context';
import { routeKit } from '../../../../platform/http/route-kit';
import { addFeedback, checkFeedback, deleteFeedback, feedbackDetail, feedbackPage } from './feedback';
import {
  addInstruction,
  deleteInstruction,
  instructionCheck,
  instructionDetail,
  instructionPage,
  instructionWebDetail,
  updateInstruction,
} from './instructions';
import { openPage, readersOf, readIssue } from './reading';

const tags = ['社情民意·刊物阅读'];
const idAnswer = z.object({ id: z.string() });
/** The office's views of the issues: editors, viewers, the instruction and feedback desks. */
const office = [P.edit, P.view, P.instruct];

/** Reading, read receipts, leaders' instructions and units' feedback (docs/publications-reading.md). */
export const readRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { sc, step, page, read, call } = routeKit(base, ctx, { tags });
  const { db } = ctx;

  page(
    '/publication/open/page',
    P.read,
    '收到的刊物（阅读对象含本人或本单位的已分发刊物，未读在前）',
    publicationOpenQuery,
    publicationOpenRow,
    (req, f) => openPage(db, principalOf(req), f),
  );
  read(
    '/publication/read/:id',
    [P.read, ...office, P.sign],
    '阅读刊物（阅读对象首次打开时留阅读回执）',
    publicationIdParams,
    publicationReading,
    (req, x) => readIssue(sc(req), x.id),
  );
  read(
    '/publication/readers/:id',
    [P.edit, P.view],
    '刊物的阅读情况（已读、未读的阅读对象）',
    publicationIdParams,
    publicationReaders,
    (req, x) => readersOf(db, principalOf(req), x.id),
  );

  page(
    '/publicationInstruction/page',
    [P.instruct, P.view, P.read],
    '领导批示列表（mine=true 或无信息处权限时：本人署名信息获得的批示）',
    publicationInstructionPageQuery,
    publicationInstructionRow,
    (req, f) => instructionPage(db, principalOf(req), f),
  );
  call(
    '/publicationInstruction/add',
    P.instruct,
    '登记领导批示（整期或其中一条信息）',
    publicationInstructionBody,
    idAnswer,
    (req, b) => addInstruction(sc(req), b),
    '登记成功',
  );
  step('/publicationInstruction/update', P.instruct, '修改领导批示', publicationInstructionUpdateBody, (req, b) =>
    updateInstruction(sc(req), b),
  );
  step('/publicationInstruction/delete', P.instruct, '删除领导批示', publicationInstructionIdBody, (req, b) =>
    deleteInstruction(sc(req), b.id),
  );
  read(
    '/publicationInstruction/detail/:id',
    [P.instruct, P.view],
    '领导批示详情',
    publicationInstructionIdParams,
    publicationInstructionRow,
    (_req, x) => instructionDetail(db, x.id),
  );
  read(
    '/publicationInstruction/check/:id',
    [...office, P.read],
    '一期刊物的领导批示（整期与各条信息）',
    publicationIdParams,
    publicationInstructionCheck,
    (req, x) => instructionCheck(db, principalOf(req), x.id),
  );
  call(
    '/publicationInstruction/web/detail',
    [P.read, P.instruct, P.view],
    '领导批示详情（信息处、该期阅读对象、署名的上报人）',
    publicationInstructionIdBody,
    publicationInstructionRow,
    (req, b) => instructionWebDetail(db, principalOf(req), b.id),
  );

  call(
    '/publicationFeedback/add',
    P.read,
    '阅读对象反馈刊物（整期或其中一条信息）',
    publicationFeedbackBody,
    idAnswer,
    (req, b) => addFeedback(sc(req), b),
    '反馈成功',
  );
  page('/publicationFeedback/mine/page', P.read, '我的刊物反馈', publicationFeedbackPageQuery, publicationFeedbackRow, (req, f) =>
    feedbackPage(db, principalOf(req), f, true),
  );
  page('/publicationFeedback/page', P.feedback, '刊物反馈列表（信息处）', publicationFeedbackPageQuery, publicationFeedbackRow, (req, f) =>
    feedbackPage(db, principalOf(req), f, false),
  );
  step(
    '/publicationFeedback/delete',
    [P.feedback, P.read],
    '删除刊物反馈（信息处，或信息处查看前的作者）',
    publicationFeedbackIdBody,
    (req, b) => deleteFeedback(sc(req), b.id),
  );
  read(
    '/publicationFeedback/detail/:id',
    [P.feedback, P.read],
    '刊物反馈详情（信息处或作者）',
    publicationInstructionIdParams,
    publicationFeedbackRow,
    (req, x) => feedbackDetail(db, principalOf(req), x.id),
  );
  read(
    '/publicationFeedback/check/:id',
    P.feedback,
    '信息处查看刊物反馈（标记已查看，留审计记录）',
    publicationInstructionIdParams,
    publicationFeedbackRow,
    (req, x) => checkFeedback(sc(req), x.id),
  );
};
