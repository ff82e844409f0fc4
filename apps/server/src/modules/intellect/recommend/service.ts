import { CheckMsg, type RecommendItem, type RecommendResult, type SimilarProposalResult } from '@cppcc/contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { badRequest } from '../../../platform/errors';
import { liveInfoTypes } from '../../info';
import { groupingNames, memberStandings } from '../../member';
import { liveProposalTypes, proposalPeople, proposalTypeNames, readableProposalIds } from '../../proposal';
import { liveAccountsOfTypes, liveUnitsOfType } from '../../system';
import { plainText } from '../proofread/service';
import { peopleModel, similarModel, type Trained, typeModel, unitModel } from './models';
import { rankByName } from './names';

export interface RecommendInput {
  content: string;
  title?: string | null;
  proposalId?: string | null;
  limit: number;
}

/** The text to recommend for: title and plain content. */
function queryText(input: RecommendInput): string {
  const text = `${input.title?.trim() ?? ''}\n${plainText(input.content)}`.trim();
  if (!text) throw badRequest(CheckMsg.recommendEmpty);
  return text;
}

interface Candidate {
  id: string;
  name: string;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const leadOf = (samples: number, history: string) => (samples > 0 ? `本会${history}中没有与本文相近的内容` : `本会尚无${history}可供学习`);

/** The model's suggestions among the candidates (none when it knows nothing or finds nothing related). */
function learned(text: string, model: Trained | null, candidates: Candidate[], limit: number): RecommendItem[] {
  if (!model || model.samples === 0) return [];
  const byId = new Map(candidates.map((c) => [c.id, c]));
  return model.classifier
    .predict(text, limit + 20)
    .filter((p) => byId.has(p.label))
    .slice(0, limit)
    .map((p) => ({ id: p.label, name: (byId.get(p.label) as Candidate).name, score: p.score }));
}

/**
 * Learned suggestions when the model knows some records and finds the text related, otherwise
 * the names of the candidates compared with the text; the answer says which it was.
 */
function decide(
  text: string,
  model: Trained | null,
  candidates: Candidate[],
  limit: number,
  words: { what: string; history: string },
): RecommendResult {
  const samples = model?.samples ?? 0;
  const list = learned(text, model, candidates, limit);
  if (list.length > 0) return { basis: 'history', basisText: `根据本会${samples}条${words.history}学习推荐`, samples, list };
  const named = rankByName(text, candidates, limit).map(({ item, score }) => ({ id: item.id, name: item.name, score }));
  const lead = leadOf(samples, words.history);
  if (named.length === 0) return { basis: 'none', basisText: `${lead}，内容与${words.what}名称也无明显关联，暂无推荐`, samples, list: [] };
  return { basis: 'names', basisText: `${lead}，按${words.what}名称与内容的相关度推荐`, samples, list: named };
}

/** POST /data/intellect/classification/proposal: 提案类别. */
export async function recommendProposalType(db: Queryable, input: RecommendInput): Promise<RecommendResult> {
  const text = queryText(input);
  const [model, types] = await Promise.all([typeModel.get(db), liveProposalTypes(db)]);
  return decide(text, model, types, input.limit, { what: '提案类别', history: '已立案提案的类别' });
}

/**
 * POST /data/intellect/info/type/recommend: 信息类别. The platform keeps no classified
 * information items yet (the info module's records are not built), so this rests on the names.
 */
export async function recommendInfoType(db: Queryable, input: RecommendInput): Promise<RecommendResult> {
  const text = queryText(input);
  const types = await liveInfoTypes(db);
  return decide(text, null, types, input.limit, { what: '信息类别', history: '已分类的社情民意信息' });
}

/** POST /data/intellect/recommend/undertakeUnit: 承办单位 (collective type 7). */
export async function recommendUnits(db: Queryable, input: RecommendInput): Promise<RecommendResult> {
  const text = queryText(input);
  const [model, units] = await Promise.all([unitModel.get(db), liveUnitsOfType(db, 7)]);
  return decide(text, model, units, input.limit, { what: '承办单位', history: '提案的交办记录' });
}

/** The proposal's own proposer and co-signers: never suggested as its co-signers. */
const alreadyOn = async (db: Queryable, proposalId: string | null | undefined): Promise<string[]> =>
  proposalId ? proposalPeople(db, proposalId) : [];

/**
 * Members (and, for recommend/joint, collective users) who wrote or co-signed on the subject.
 * With no history: members of the special committees and sectors whose names the text touches.
 */
async function recommendPeople(db: Queryable, callerId: string, input: RecommendInput, userTypes: number[]): Promise<RecommendResult> {
  const text = queryText(input);
  const exclude = new Set([callerId, ...(await alreadyOn(db, input.proposalId))]);
  const model = await peopleModel.get(db);
  const people = (await liveAccountsOfTypes(db, userTypes)).map((u) => ({ id: u.id, name: u.username }));
  const candidates = people.filter((p) => !exclude.has(p.id));
  const words = { what: '专门委员会和界别', history: '提案与联名记录' };
  const list0 = learned(text, model, candidates, input.limit);
  if (list0.length > 0)
    return { basis: 'history', basisText: `根据本会${model.samples}条${words.history}学习推荐`, samples: model.samples, list: list0 };
  // fallback: the groupings the text is about, then their members
  const groups = await groupingNames(db, { kinds: ['committee', 'sector'], enabledOnly: true });
  const ranked = rankByName(text, groups, 3);
  const lead = leadOf(model.samples, words.history);
  if (ranked.length === 0)
    return { basis: 'none', basisText: `${lead}，内容与${words.what}名称也无明显关联，暂无推荐`, samples: model.samples, list: [] };
  const members = await memberStandings(db, candidates.map((c) => c.id).slice(0, 5000));
  const nameOf = new Map(candidates.map((c) => [c.id, c.name]));
  const list: RecommendItem[] = [];
  for (const g of ranked) {
    for (const m of members) {
      if (list.length >= input.limit) break;
      if ((m.committeeId === g.item.id || m.sectorId === g.item.id) && !list.some((x) => x.id === m.userId)) {
        list.push({ id: m.userId, name: nameOf.get(m.userId) ?? '', score: round(g.score) });
      }
    }
  }
  const names = ranked.map((g) => g.item.name).join('、');
  return { basis: 'names', basisText: `${lead}，按内容相关的${names}推荐其委员`, samples: model.samples, list };
}

/** POST /data/intellect/recommend/joint: members and collective users who write on the subject. */
export const recommendJoint = (db: Queryable, callerId: string, input: RecommendInput) => recommendPeople(db, callerId, input, [1, 3]);

/** POST /data/intellect/proposal/joint/recommend: members to invite as co-signers of a proposal. */
export const recommendProposalJoint = (db: Queryable, callerId: string, input: RecommendInput) => recommendPeople(db, callerId, input, [1]);

/**
 * POST /data/intellect/proposal/list: this conference's submitted proposals closest to the text.
 * Any writer sees titles and scores; the number and proposer only of proposals the caller may
 * open (issue 13, finding 4: a proposal's details follow the proposal area's own rule).
 */
export async function similarProposals(db: Queryable, principal: Principal, input: RecommendInput): Promise<SimilarProposalResult> {
  const text = queryText(input);
  const model = await similarModel.get(db);
  if (model.samples === 0) return { basis: 'none', basisText: '本会尚无已提交的提案', samples: 0, list: [] };
  const hits = model.classifier
    .predict(text, input.limit + 1)
    .filter((h) => h.label !== input.proposalId)
    .slice(0, input.limit);
  const typeNames = await proposalTypeNames(db, [
    ...new Set(hits.map((h) => model.meta.get(h.label)?.typeId).filter((t): t is string => !!t)),
  ]);
  const readable = await readableProposalIds(
    db,
    principal,
    hits.map((h) => h.label),
  );
  const list = hits.map((h) => {
    const m = model.meta.get(h.label);
    const open = readable.has(h.label);
    return {
      id: h.label,
      name: m?.title ?? '',
      score: h.score,
      number: open ? (m?.number ?? null) : null,
      proposerName: open ? (m?.proposerName ?? '') : '',
      year: m?.year ?? null,
      typeName: m?.typeId ? (typeNames.get(m.typeId) ?? null) : null,
    };
  });
  if (list.length === 0)
    return { basis: 'none', basisText: `本会${model.samples}条提案中没有与本文相近的内容`, samples: model.samples, list };
  return { basis: 'history', basisText: `在本会${model.samples}条已提交提案中按内容相近程度排列`, samples: model.samples, list };
}
