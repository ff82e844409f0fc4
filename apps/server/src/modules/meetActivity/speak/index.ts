import {
  SpeakApi as Api,
  meetPerm,
  meetSpeakPageQuery,
  SpeakPerm as P,
  speakBase,
  speakCheckBody,
  speakDetail,
  speakIdBody,
  speakIdParams,
  speakIdsBody,
  speakManuscriptBody,
  speakManuscriptItem,
  speakMeetingOption,
  speakPageQuery,
  speakRow,
  speakStatistics,
  speakStatisticsQuery,
  speakSupplement,
  speakUpdate,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { contentDisposition, DOCX_TYPE } from '../../../platform/export';
import { idAnswer, routeKit } from '../../../platform/http/route-kit';
import { guarded } from '../../../platform/http/schema-guard';
import { buildManuscript, manuscriptDetail } from './manuscript';
import { pageMeetSpeeches, pageMySpeeches, pageSpeeches, speakMeetings, speechDetail } from './read';
import { addSpeech, checkSpeech, deleteSpeeches, editSpeech, recallSpeech, submitSpeech, supplementSpeech, updateSpeech } from './service';
import { speakStatistics as statistics } from './statistics';

export { speechAffairPolicy } from './files';

const tags = ['会议发言'];
/** the speaker or the office: the service narrows to the speaker's own or the managers */
const READERS = [P.write, P.manage];
const strip = (path: string) => path.replace(/^\/speak\//, '');

/** Speeches (/speak/…, /meet/speak/page): docs/meetings.md § 发言 (speak/). */
export const speakRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step, page, read, call } = routeKit(base, ctx, { tags, prefix: '/speak/' });

  // ----- the speaker -----
  page(strip(Api.myPage), P.write, '我的发言（分页）', speakPageQuery, speakRow, (req, q) => pageMySpeeches(sc(req), q));
  call(
    strip(Api.add),
    P.write,
    '撰写发言（保存为草稿；会议须为本人可查看的会议）',
    speakBase,
    idAnswer,
    (req, b) => addSpeech(sc(req), b),
    '保存成功',
  );
  step(strip(Api.update), P.write, '修改发言（草稿或已退回）', speakUpdate, (req, b) => updateSpeech(sc(req), b), '保存成功');
  step(
    strip(Api.submit),
    P.write,
    '提交发言（待审核，提醒发言管理人员）',
    speakIdBody,
    (req, b) => submitSpeech(sc(req), b.id),
    '提交成功',
  );
  step(strip(Api.recall), P.write, '撤回发言（待审核 → 草稿）', speakIdBody, (req, b) => recallSpeech(sc(req), b.id), '撤回成功');
  step(strip(Api.delete), P.write, '删除本人的发言（草稿或已退回）', speakIdsBody, (req, b) => deleteSpeeches(sc(req), b.ids), '删除成功');
  read('detail/:id', READERS, '发言详情（发言人本人或发言管理人员；含原稿与流转记录）', speakIdParams, speakDetail, (req, p) =>
    speechDetail(sc(req), p.id),
  );
  read(
    'meetings',
    P.write,
    '可发言的会议（本人为参加人员的已发布或已结束会议，最近的在前）',
    z.object({}),
    z.array(speakMeetingOption),
    (req) => speakMeetings(sc(req)),
  );

  // ----- the office -----
  page(strip(Api.page), P.manage, '全部发言（分页；不含他人草稿）', speakPageQuery, speakRow, (req, q) => pageSpeeches(sc(req), q));
  step(strip(Api.check), P.manage, '审核发言（采用；或退回，须填写理由）', speakCheckBody, (req, b) => checkSpeech(sc(req), b), '审核成功');
  step(
    strip(Api.edit),
    P.manage,
    '编辑发言（保存为管理人员修改稿，保留发言人原稿）',
    speakUpdate,
    (req, b) => editSpeech(sc(req), b),
    '保存成功',
  );
  call(
    strip(Api.supplement),
    P.manage,
    '补录发言（为委员录入，直接为已采用）',
    speakSupplement,
    idAnswer,
    (req, b) => supplementSpeech(sc(req), b),
    '补录成功',
  );
  call(strip(Api.statistics), P.manage, '发言统计（按发言人、按会议，分类型与状态）', speakStatisticsQuery, speakStatistics, (req, b) =>
    statistics(sc(req), b.year),
  );
  read('manuscript/detail/:id', P.manage, '汇编中的一篇发言（编辑过的为管理人员修改稿）', speakIdParams, speakManuscriptItem, (req, p) =>
    manuscriptDetail(sc(req), p.id),
  );
  app.post(
    Api.manuscript,
    {
      config: { permission: P.manage },
      schema: { tags, summary: '导出发言材料汇编（一个会议已采用的发言，或所选发言，合为一个 .docx）', body: guarded(speakManuscriptBody) },
    },
    async (req, reply) => {
      const out = await buildManuscript(sc(req), req.body);
      return reply.type(DOCX_TYPE).header('content-disposition', contentDisposition(out.filename)).send(out.data);
    },
  );

  // ----- /meet/speak: one meeting's speeches -----
  const meetKit = routeKit(base, ctx, { tags, prefix: '/meet/speak/' });
  meetKit.page(
    'page',
    [P.manage, meetPerm('meet').manage],
    '会议发言（一个会议的发言，组织者或发言管理人员）',
    meetSpeakPageQuery,
    speakRow,
    (req, q) => pageMeetSpeeches(meetKit.sc(req), q),
  );
};
