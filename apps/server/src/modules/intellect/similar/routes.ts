import {
  comparisonBody,
  comparisonResult,
  IntellectPerm,
  idParams,
  idsBody,
  infoSimilarCheckBody,
  libraryImportResult,
  libraryItem,
  libraryKind,
  libraryPageQuery,
  pageResult,
  proposalSimilarCheckBody,
  similarDetail as similarDetailSchema,
  similarItem,
} from '@cppcc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import type { SimilarCorpus } from './documents';
import { deleteLibrary, importLibrary, pageLibrary } from './library';
import { checkSimilar, compareTexts, similarDetail } from './service';

const tags = ['智能文本-查重'];
/** spec 000 §7: long checks may take up to 150 s */
const LONG = { config: {} };

/** Reads the multipart import: fields kind, source, year and one file. */
async function readImport(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (file) throw badRequest('一次只能导入一个文件');
      file = { name: part.filename, data: await part.toBuffer() };
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!file) throw badRequest('请选择要导入的文件（file）');
  const kind = libraryKind.safeParse(fields.kind);
  if (!kind.success) throw badRequest('kind 只能是 proposal 或 info');
  const year = fields.year ? Number(fields.year.trim()) : null;
  // the column is a 32-bit integer: a year out of any sensible range is a 400, not a database error
  if (year !== null && !(Number.isInteger(year) && year >= 1000 && year <= 9999)) throw badRequest('year 必须是年份数字');
  return { kind: kind.data, fileName: file.name, data: file.data, source: fields.source?.trim() || null, year };
}

export const similarRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const check = (url: string, corpus: SimilarCorpus, summary: string) =>
    app.post(
      url,
      { ...LONG, schema: { tags, summary, body: proposalSimilarCheckBody, response: { 200: envelope(z.array(similarItem)) } } },
      async (req) =>
        ok(await checkSimilar(db, corpus, { content: req.body.content, threshold: req.body.threshold, excludeId: req.body.proposalId })),
    );
  check('/data/intellect/similar/check', 'proposal', '提案查重（本会提案）');
  check('/data/intellect/cppcc/similar/check', 'cppcc-proposal', '提案查重（资料库）');

  const infoCheck = (url: string, corpus: SimilarCorpus, summary: string) =>
    app.post(
      url,
      { ...LONG, schema: { tags, summary, body: infoSimilarCheckBody, response: { 200: envelope(z.array(similarItem)) } } },
      async (req) =>
        ok(await checkSimilar(db, corpus, { content: req.body.content, threshold: req.body.threshold, excludeId: req.body.infoId })),
    );
  infoCheck('/data/intellect/similar/info/check', 'info', '社情民意信息查重（本会信息）');
  infoCheck('/data/intellect/cppcc/similar/info/check', 'cppcc-info', '社情民意信息查重（资料库）');

  const detail = (url: string, corpus: SimilarCorpus, summary: string) =>
    app.get(url, { schema: { tags, summary, params: idParams, response: { 200: envelope(similarDetailSchema) } } }, async (req) =>
      ok(await similarDetail(db, principalOf(req), corpus, req.params.id)),
    );
  detail('/data/intellect/similar/detail/:id', 'proposal', '相似提案详情');
  detail('/data/intellect/cppcc/similar/detail/:id', 'cppcc-proposal', '资料库相似提案详情');
  detail('/data/intellect/similar/detail/info/:id', 'info', '相似信息详情');
  detail('/data/intellect/cppcc/similar/detail/info/:id', 'cppcc-info', '资料库相似信息详情');

  app.post(
    '/data/intellect/duplication/comparison',
    { schema: { tags, summary: '查重比对（双方相同段落标记）', body: comparisonBody, response: { 200: envelope(comparisonResult) } } },
    async (req) => ok(compareTexts(req.body.sourceContent, req.body.targetContent)),
  );

  app.post(
    '/data/intellect/library/page',
    {
      config: { permission: IntellectPerm.libraryList },
      schema: { tags, summary: '查重资料库分页', body: libraryPageQuery, response: { 200: envelope(pageResult(libraryItem)) } },
    },
    async (req) => ok(await pageLibrary(db, req.body)),
  );
  app.post(
    '/data/intellect/library/import',
    {
      config: { permission: IntellectPerm.libraryImport },
      schema: {
        tags,
        summary: '导入查重资料（multipart：kind、source、year、file；xlsx/docx/txt/zip）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(libraryImportResult) },
      },
    },
    async (req) => ok(await importLibrary(db, actorOf(req), await readImport(req)), '导入成功'),
  );
  app.post(
    '/data/intellect/library/delete',
    {
      config: { permission: IntellectPerm.libraryDelete },
      schema: { tags, summary: '删除查重资料', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteLibrary(db, actorOf(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
};
