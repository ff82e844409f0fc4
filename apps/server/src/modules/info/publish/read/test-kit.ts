import { inArray } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client';
import { newId } from '../../../../platform/db/ids';
import { chinaYear } from '../../../../platform/time/china';
import { org, user } from '../../../system/tables';
import { infoItem, infoReporter, infoType, publicationType } from '../../tables';
import { publication, publicationItem, publicationReader } from '../tables';

/**
 * Issues for the readers' tests, written as the edit part writes them: a distributed 社情民意 issue
 * with three adopted items (weiyuan's with zb_cd as an agreeing co-reporter, zb_cd's, jiti's), read by
 * weiyuan.staff by name and by 市教育局 (chengban) as an organisation; and a signed issue not yet
 * distributed with the same list. Numbered in a year no seed reaches (2098), distributed now.
 */
export interface ReadFixture {
  users: Record<'weiyuan' | 'staff' | 'zb' | 'jiti' | 'chengban' | 'xinxi', string>;
  items: { a: string; b: string; c: string };
  issue: string;
  signed: string;
  typeId: string;
}

let num = 0;

export async function insertReadFixture(db: Db): Promise<ReadFixture> {
  const accounts = await db
    .select({ id: user.id, loginName: user.loginName, name: user.username })
    .from(user)
    .where(inArray(user.loginName, ['weiyuan', 'weiyuan.staff', 'zb_cd', 'jiti', 'chengban', 'xinxi']));
  const acc = (login: string) => {
    const a = accounts.find((x) => x.loginName === login);
    if (!a) throw new Error(`demo account ${login} missing`);
    return a;
  };
  const types = await db.select({ id: publicationType.id, name: publicationType.name }).from(publicationType);
  const typeId = (types.find((t) => t.name === '社情民意') ?? types[0]).id;
  const [infoTypeRow] = await db.select({ id: infoType.id }).from(infoType).limit(1);
  const [edu] = await db
    .select({ id: org.id })
    .from(org)
    .where(inArray(org.name, ['市教育局']));

  const year = chinaYear();
  const items = { a: newId(), b: newId(), c: newId() };
  const lead = { a: acc('weiyuan'), b: acc('zb_cd'), c: acc('jiti') };
  await db.insert(infoItem).values(
    (['a', 'b', 'c'] as const).map((k) => ({
      id: items[k],
      year,
      typeId: infoTypeRow.id,
      title: `刊物阅读测试信息${k}${items[k].slice(-4)}`,
      content: '<p>内容</p>',
      contentText: '内容',
      reporterId: lead[k].id,
      reporterName: lead[k].name,
      source: 1,
      state: 3,
      adopt: 1,
      reportTime: new Date(),
    })),
  );
  await db.insert(infoReporter).values([
    { itemId: items.a, userId: lead.a.id, name: lead.a.name, role: 1, joint: null },
    { itemId: items.a, userId: lead.b.id, name: lead.b.name, role: 2, joint: 1 },
    { itemId: items.b, userId: lead.b.id, name: lead.b.name, role: 1, joint: null },
    { itemId: items.c, userId: lead.c.id, name: lead.c.name, role: 1, joint: null },
  ]);

  const issue = newId();
  const signed = newId();
  const base = { typeId, year: 2098, title: '刊物阅读测试', editorName: '信息处' };
  await db.insert(publication).values([
    { ...base, id: issue, num: ++num * 2, totalNum: 90_000 + num * 2, state: 3, distributedAt: new Date(), publishDate: null },
    { ...base, id: signed, num: num * 2 + 1, totalNum: 90_001 + num * 2, state: 2, signedAt: new Date() },
  ]);
  await db.insert(publicationItem).values(
    (['a', 'b', 'c'] as const).map((k, sort) => ({
      id: newId(),
      publicationId: issue,
      infoId: items[k],
      sort,
      title: `刊用稿${k}`,
      content: '<p>刊用稿</p>',
    })),
  );
  const readers = (publicationId: string) => [
    { publicationId, kind: 1, targetId: acc('weiyuan.staff').id, name: '魏远航' },
    ...(edu ? [{ publicationId, kind: 2, targetId: edu.id, name: '市教育局' }] : []),
  ];
  await db.insert(publicationReader).values([...readers(issue), ...readers(signed)]);
  return {
    users: {
      weiyuan: lead.a.id,
      staff: acc('weiyuan.staff').id,
      zb: lead.b.id,
      jiti: lead.c.id,
      chengban: acc('chengban').id,
      xinxi: acc('xinxi').id,
    },
    items,
    issue,
    signed,
    typeId,
  };
}
