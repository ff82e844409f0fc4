import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { demoRecord } from '../apply/seed';
import { maHearer } from '../tables';

/** Three hearers named by hand on the plenary session 「市政协十四届五次会议」. */
const HEARERS = [
  { name: '陈建国', unit: '市人大常委会办公厅', duty: '副主任', phone: '0571-87051234' },
  { name: '林晓梅', unit: '市人民政府办公厅', duty: '副秘书长', phone: '0571-87052345' },
  { name: '赵立新', unit: '市中级人民法院', duty: '副院长', phone: '0571-87053456' },
];

export async function seedHearers(s: SeedContext): Promise<void> {
  const plenary = await demoRecord(s, 'meet', '市政协十四届五次会议');
  if (!plenary) return;
  await s.tx.insert(maHearer).values(HEARERS.map((h, i) => ({ id: newId(), recordId: plenary.id, sort: i + 1, ...h })));
}
