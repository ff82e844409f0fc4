import { PublicationReaderKind, PublicationState } from '@cppcc/contracts';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client';
import { newId } from '../../../../platform/db/ids';
import { accountIdsByLoginNames } from '../../../system';
import { infoItem, publicationType } from '../../tables';
import { publication, publicationItem, publicationReader } from '../tables';

/** A 1×1 red PNG, as an editor's pasted picture. */
export const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

export interface FixtureIssue {
  id: string;
  titles: string[];
}

/**
 * An issue written straight into the tables (the composer's tests do not depend on the editing
 * steps): two adopted demo items not yet in an issue, numbered far above the demo's issues,
 * distributed to the readers given by login name.
 */
export async function insertIssue(
  db: Db,
  o: { type?: string; num: number; readers?: string[]; issuer?: string | null; state?: number },
): Promise<FixtureIssue> {
  const [type] = await db
    .select()
    .from(publicationType)
    .where(eq(publicationType.name, o.type ?? '社情民意'));
  const used = db.select({ id: publicationItem.infoId }).from(publicationItem);
  const items = await db
    .select({ id: infoItem.id, title: infoItem.title, content: infoItem.content })
    .from(infoItem)
    .where(and(eq(infoItem.state, 3), isNull(infoItem.deletedAt), notInArray(infoItem.id, used)))
    .orderBy(asc(infoItem.id))
    .limit(2);
  if (items.length < 2) throw new Error('the demo has no two adopted items left for the fixture');
  const id = newId();
  await db.insert(publication).values({
    id,
    typeId: type.id,
    year: 2026,
    num: o.num,
    totalNum: 9000 + o.num,
    title: `排版测试第${o.num}期`,
    state: o.state ?? PublicationState.distributed,
    issuer: o.issuer ?? null,
    publishDate: '2026-03-15',
    distributedAt: new Date('2026-03-15T02:00:00Z'),
    reportTo: '全国政协办公厅，省政协办公厅',
    sendTo: '市委、市政府主要领导',
    issueTo: '市政协各专门委员会，各民主党派市委会',
    editorName: '信息处',
  });
  const titles = items.map((it, i) => `${it.title}（刊用稿${i + 1}）`);
  await db.insert(publicationItem).values(
    items.map((it, i) => ({
      id: newId(),
      publicationId: id,
      infoId: it.id,
      sort: i + 1,
      title: titles[i],
      content: i === 0 ? `${it.content}<p><img src="${PIXEL}" width="100" height="60"></p>` : it.content,
      edited: true,
    })),
  );
  const ids = await accountIdsByLoginNames(db, o.readers ?? []);
  if (ids.size) {
    await db
      .insert(publicationReader)
      .values([...ids].map(([name, userId]) => ({ publicationId: id, kind: PublicationReaderKind.user, targetId: userId, name })));
  }
  return { id, titles };
}
