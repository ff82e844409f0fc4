import {
  PublicationPerm as P,
  publicationAdoptBody,
  publicationDeleteBody,
  publicationDetail,
  publicationDistributeBody,
  publicationEditingBody,
  publicationEditingDetail,
  publicationEditingResult,
  publicationExcellentBody,
  publicationIdBody,
  publicationIdParams,
  publicationItemParams,
  publicationNextNum,
  publicationNumParams,
  publicationPageQuery,
  publicationPoolQuery,
  publicationPoolRow,
  publicationRow,
  publicationSubmitBody,
  publicationTotalParams,
  publicationUpdateBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../../../platform/auth/plugin';
import type { AppContext } from '../../../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../../../platform/http/envelope';
import { routeKit } from '../../../../platform/http/route-kit';
import { chinaYear } from '../../../../platform/time/china';
import { deleteIssues, editingDetail, setExcellent, updateIssue } from './issue';
import { allPage, editorDetail, previewNumbers, readDetail, signerDetail, signerPage } from './lists';
import { collectItems, poolPage, removeItem } from './pool';
import { adoptIssue, distributeIssue, recallIssue, submitIssue } from './steps';

export const tags = ['社情民意·刊物编辑'];

/** The catalogue's publication calls (seed 002): the pool, collecting, numbering, the lists, the steps, the detail reads. */
export const editRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step, page, read, call } = routeKit(base, ctx, { tags });
  const { db } = ctx;
  const who = principalOf;

  // ----- the pool and collecting -----
  page(
    '/publication/editing/detail',
    P.edit,
    '待编刊物的信息：已采用且未编入刊物的信息（已收入编辑的在前）',
    publicationPoolQuery,
    publicationPoolRow,
    (req, b) => poolPage(db, who(req), b),
  );
  call(
    '/publication/editing',
    P.edit,
    '将已采用信息编入刊物：不带 publicationId 时新建一期并编号（当年第N期、总第M期，同一事务内取号），带 publicationId 时加入该期（编辑中）',
    publicationEditingBody,
    publicationEditingResult,
    (req, b) => collectItems(sc(req), b),
    '编入成功',
  );
  app.post(
    '/publication/noEditing/:id',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary: '将一条信息移出刊物（编辑中；信息仍为已收入编辑）',
        params: publicationItemParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await removeItem(sc(req), req.params.id);
      return ok(null, '移出成功');
    },
  );
  read(
    '/publication/getEditingDetail/:id',
    P.edit,
    '编辑刊物：刊物详情与每条信息的原稿、各版本',
    publicationIdParams,
    publicationEditingDetail,
    (req, p) => editingDetail(db, who(req), p.id),
  );
  read(
    '/publication/updateDetail/:id',
    P.edit,
    '修改刊物时的详情（同 getEditingDetail）',
    publicationIdParams,
    publicationEditingDetail,
    (req, p) => editingDetail(db, who(req), p.id),
  );

  // ----- numbering (a preview: nothing is taken) -----
  app.post(
    '/publication/getNum/:a/:b',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary: '下一期的期号预览：{a} 刊物类型，{b} 年度（当年第N期、总第M期；编入时才取号）',
        params: publicationNumParams,
        response: { 200: envelope(publicationNextNum) },
      },
    },
    async (req) => ok(await previewNumbers(db, req.params.a, req.params.b)),
  );
  app.post(
    '/publication/getTotalNum/:id',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary: '下一期的总期号预览：{id} 刊物类型（按当年计第N期）',
        params: publicationTotalParams,
        response: { 200: envelope(publicationNextNum) },
      },
    },
    async (req) => ok(await previewNumbers(db, req.params.id, chinaYear())),
  );

  // ----- lists -----
  page(
    '/publication/all/page',
    [P.edit, P.view],
    '全部刊物（状态、类型、年度、标题、期号、优秀筛选；排序 createdAt、num、publishDate）',
    publicationPageQuery,
    publicationRow,
    (req, b) => allPage(db, who(req), b),
  );
  page(
    '/publication/adopt/page',
    P.sign,
    '刊物签发：送本人签发的刊物（带 state 时为本人经手的该状态刊物）',
    publicationPageQuery,
    publicationRow,
    (req, b) => signerPage(db, who(req), b),
  );

  // ----- steps -----
  step(
    '/publication/update',
    P.edit,
    '修改刊物（编辑中）：标题、期号、报送范围、阅读对象、信息的顺序与编辑稿',
    publicationUpdateBody,
    (req, b) => updateIssue(sc(req), b),
    '保存成功',
  );
  step(
    '/publication/submit',
    P.edit,
    '送签：指定有签发权限的签发人，签发人收到待签发通知',
    publicationSubmitBody,
    (req, b) => submitIssue(sc(req), b),
    '送签成功',
  );
  step(
    '/publication/recall',
    P.edit,
    '撤回送签（签发前），回到编辑中',
    publicationIdBody,
    (req, b) => recallIssue(sc(req), b.id),
    '撤回成功',
  );
  step(
    '/publication/adopt',
    P.sign,
    '签发（result 1）或退回修改（result -2，附理由）：仅送签时指定的签发人',
    publicationAdoptBody,
    (req, b) => adoptIssue(sc(req), b),
  );
  step(
    '/publication/distribute',
    P.edit,
    '分发：已签发的刊物发给阅读对象（至少一个），阅读对象与信息上报人收到消息',
    publicationDistributeBody,
    (req, b) => distributeIssue(sc(req), b.id),
    '分发成功',
  );
  step('/publication/setExcellent', P.edit, '设为（或取消）优秀刊物（已签发、已分发的刊物）', publicationExcellentBody, (req, b) =>
    setExcellent(sc(req), b),
  );
  step(
    '/publication/delete',
    P.edit,
    '删除刊物（仅编辑中；其中的信息回到待编信息）',
    publicationDeleteBody,
    (req, b) => deleteIssues(sc(req), b),
    '删除成功',
  );

  // ----- detail reads -----
  read(
    '/publication/detail/:id',
    [P.edit, P.view, P.sign, P.read],
    '刊物详情（按阅读权限：编辑与信息处、签发人、分发名单上的人员和单位）',
    publicationIdParams,
    publicationDetail,
    (req, p) => readDetail(db, who(req), p.id),
  );
  read('/publication/submit/detail/:id', P.edit, '送签刊物详情（刊物编辑）', publicationIdParams, publicationDetail, (req, p) =>
    editorDetail(db, who(req), p.id),
  );
  read('/publication/adopt/detail/:id', P.sign, '待签发刊物详情（送签时指定的签发人）', publicationIdParams, publicationDetail, (req, p) =>
    signerDetail(db, who(req), p.id),
  );
};
