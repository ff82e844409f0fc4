import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { accountIdsByLoginNames, accountsByIds } from '../../system';
import { demoRecord } from '../apply/seed';
import { maResult } from '../tables';

/**
 * Two results the office recorded for the closed consultation 「关于优化营商环境的协商座谈会」, and
 * weiyuan's own report (成果上报) on the reading session 「委员读书分享会」 they attended.
 */
export async function seedResults(s: SeedContext): Promise<void> {
  const ids = await accountIdsByLoginNames(s.tx, ['wu.bgt', 'weiyuan']);
  const staff = ids.get('wu.bgt');
  const weiyuan = ids.get('weiyuan');
  const names = await accountsByIds(s.tx, [...ids.values()]);
  const nameOf = (id: string) => names.get(id)?.username ?? '';
  const closed = await demoRecord(s, 'meet', '关于优化营商环境的协商座谈会');
  const day = 86_400_000;
  if (closed && staff) {
    const at = (n: number) => new Date(closed.endTime.getTime() + n * day);
    await s.tx.insert(maResult).values([
      {
        id: newId(),
        recordId: closed.id,
        kind: 'meet',
        title: '关于优化营商环境的协商意见汇总',
        content:
          '<p>座谈会围绕市场准入、政务服务、融资支持三个方面形成协商意见12条，已报送市委、市政府参阅。</p><p>一、进一步压缩企业开办时间；二、推进“一件事”集成改革；三、完善中小企业融资担保体系。</p>',
        authorId: staff,
        authorName: nameOf(staff),
        createdAt: at(1),
      },
      {
        id: newId(),
        recordId: closed.id,
        kind: 'meet',
        title: '市政府对座谈会意见的采纳情况',
        content: '<p>市政府办公厅来函：座谈会提出的12条意见中，8条已纳入《优化营商环境三年行动方案》，其余4条转相关部门研究办理。</p>',
        authorId: staff,
        authorName: nameOf(staff),
        createdAt: at(10),
      },
    ]);
  }
  const reading = await demoRecord(s, 'activity', '委员读书分享会');
  if (reading && weiyuan) {
    await s.tx.insert(maResult).values({
      id: newId(),
      recordId: reading.id,
      kind: 'activity',
      title: '读《乡土中国》的几点体会',
      content: '<p>结合履职实践，分享了对基层治理“熟人社会”特点的理解，建议在社区协商中更多发挥乡贤和老党员的作用。</p>',
      authorId: weiyuan,
      authorName: nameOf(weiyuan),
      createdAt: new Date(reading.endTime.getTime() + 2 * day),
    });
  }
}
