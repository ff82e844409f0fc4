import { InstructionLevel, PublicationState } from '@cppcc/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { newId } from '../../../../platform/db/ids';
import type { SeedContext } from '../../../../platform/module';
import { addDays, chinaDate, today } from '../../../../platform/time/china';
import { accountIdsByLoginNames } from '../../../system';
import { publicationType } from '../../tables';
import { publication, publicationFeedback, publicationHistory, publicationInstruction } from '../tables';

/**
 * The readers' demo data (docs/publications-reading.md): on the distributed 社情民意 issue the edit
 * seed compiles, a city leader's instruction on the whole issue and the feedback of 市教育局
 * (chengban, on its list). Without that issue (another seed not there) it adds nothing; it never fails.
 */
export async function seedReading(s: SeedContext): Promise<void> {
  if (!s.demo) return;
  const { tx } = s;
  const [issue] = await tx
    .select({ id: publication.id, distributedAt: publication.distributedAt })
    .from(publication)
    .innerJoin(publicationType, eq(publicationType.id, publication.typeId))
    .where(and(eq(publicationType.name, '社情民意'), eq(publication.state, PublicationState.distributed), isNull(publication.deletedAt)))
    .orderBy(asc(publication.createdAt))
    .limit(1);
  if (!issue) return;
  const [had] = await tx
    .select({ id: publicationInstruction.id })
    .from(publicationInstruction)
    .where(eq(publicationInstruction.publicationId, issue.id))
    .limit(1);
  if (had) return;
  const ids = await accountIdsByLoginNames(tx, ['xinxi', 'chengban']);
  const xinxi = ids.get('xinxi') ?? null;
  const chengban = ids.get('chengban');
  // the day after distribution, not after today (an instruction is never dated in the future)
  const base = issue.distributedAt ? chinaDate(issue.distributedAt) : today();
  const day = [addDays(base, 1), today()].sort()[0];
  await tx.insert(publicationInstruction).values({
    id: newId(),
    publicationId: issue.id,
    infoId: null,
    leaderName: '陈立群',
    leaderPost: '市委副书记',
    level: InstructionLevel.city,
    content: '这期社情民意反映的问题很有代表性，请市发展改革委、市教育局牵头研究，提出解决办法。',
    instructedOn: day,
    createdBy: xinxi,
    createdByName: '信息处',
  });
  await tx.insert(publicationHistory).values({
    id: newId(),
    publicationId: issue.id,
    action: 'instruct',
    fromState: PublicationState.distributed,
    toState: PublicationState.distributed,
    opinion: '市级领导陈立群批示',
    actorId: xinxi,
    actorName: '信息处',
  });
  if (!chengban) return;
  await tx.insert(publicationFeedback).values({
    id: newId(),
    publicationId: issue.id,
    infoId: null,
    unitName: '市教育局',
    content: '我局已组织专题研究，相关建议已纳入下学期工作计划，将于月底前报送落实情况。',
    createdBy: chengban,
    createdByName: '市教育局',
  });
  await tx.insert(publicationHistory).values({
    id: newId(),
    publicationId: issue.id,
    action: 'feedback',
    fromState: PublicationState.distributed,
    toState: PublicationState.distributed,
    opinion: '市教育局反馈',
    actorId: chengban,
    actorName: '市教育局',
  });
}
