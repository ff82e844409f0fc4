import { SpeakState, SpeakType } from '@cppcc/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { accountIdsByLoginNames, accountsByIds } from '../../system';
import { maAttend, maRecord, speech, speechHistory } from '../tables';

/**
 * The demo speeches (/tmp demo set): three adopted ones on the closed 「关于优化营商环境的协商座谈会」
 * (weiyuan's oral one, another member's written one, one entered by the office), and on the coming
 * plenary 「市政协十四届五次会议」 weiyuan's written speech waiting for the check and a draft.
 * Meetings the record seed did not write are skipped.
 */
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export async function seedSpeeches(s: SeedContext): Promise<void> {
  if (!s.demo) return;
  const { tx } = s;
  const ids = await accountIdsByLoginNames(tx, ['weiyuan', 'wu.bgt']);
  const weiyuan = ids.get('weiyuan');
  const staff = ids.get('wu.bgt');
  if (!weiyuan || !staff) return;
  const meet = async (title: string) => {
    const [r] = await tx
      .select()
      .from(maRecord)
      .where(and(eq(maRecord.kind, 'meet'), eq(maRecord.title, title), isNull(maRecord.deletedAt)))
      .limit(1);
    return r ?? null;
  };
  const names = await accountsByIds(tx, [weiyuan, staff]);
  const weiyuanName = names.get(weiyuan)?.username ?? 'weiyuan';
  const staffName = names.get(staff)?.username ?? 'wu.bgt';

  const rows: (typeof speech.$inferInsert)[] = [];
  const trail: (typeof speechHistory.$inferInsert)[] = [];
  const line = (
    speechId: string,
    action: string,
    from: number | null,
    to: number | null,
    actor: [string, string],
    at: Date,
    opinion?: string,
  ) =>
    trail.push({
      id: newId(),
      speechId,
      action,
      fromState: from,
      toState: to,
      actorId: actor[0],
      actorName: actor[1],
      opinion: opinion ?? null,
      at,
    });

  const closed = await meet('关于优化营商环境的协商座谈会');
  if (closed) {
    const others = await tx
      .select({ id: maAttend.userId, name: maAttend.userName })
      .from(maAttend)
      .where(and(eq(maAttend.recordId, closed.id), ne(maAttend.userId, weiyuan)))
      .orderBy(maAttend.userName)
      .limit(2);
    const other = others[0];
    const at = closed.startTime;
    const submitted = new Date(at.getTime() - 2 * 86_400_000);
    const checked = new Date(at.getTime() - 86_400_000);
    const adopted = (
      speakerId: string,
      speakerName: string,
      title: string,
      speakType: number,
      content: string,
      sort: number,
      supplementary = false,
    ) => {
      const id = newId();
      rows.push({
        id,
        meetId: closed.id,
        year: closed.year,
        title,
        content,
        speakType,
        state: SpeakState.passed,
        speakerId,
        speakerName,
        supplementary,
        speakTime: at,
        checkerId: staff,
        checkerName: staffName,
        sort,
        submittedAt: supplementary ? checked : submitted,
        createdAt: supplementary ? checked : submitted,
        updatedAt: checked,
      });
      if (supplementary) line(id, 'supplement', null, SpeakState.passed, [staff, staffName], checked);
      else {
        line(id, 'create', null, SpeakState.draft, [speakerId, speakerName], submitted);
        line(id, 'submit', SpeakState.draft, SpeakState.submitted, [speakerId, speakerName], new Date(submitted.getTime() + 60_000));
        line(id, 'pass', SpeakState.submitted, SpeakState.passed, [staff, staffName], checked);
      }
    };
    adopted(
      weiyuan,
      weiyuanName,
      '持续优化营商环境 激发市场主体活力',
      SpeakType.oral,
      p(
        '营商环境是企业生存发展的土壤。近年来，我市深化“放管服”改革，企业开办时间压缩至1个工作日，但中小企业在融资、用地、用工等方面仍有堵点。',
        '建议：一是推行涉企政策“免申即享”，让政策红利直达快享；二是建立政企常态化沟通机制，及时回应企业诉求；三是加强法治保障，依法平等保护各类市场主体产权和合法权益。',
      ),
      1,
    );
    if (other)
      adopted(
        other.id,
        other.name,
        '关于破解中小企业融资难题的几点建议',
        SpeakType.written,
        p(
          '中小企业融资难、融资贵问题仍较突出。建议扩大政府性融资担保覆盖面，完善“政银担”风险分担机制，推广知识产权质押、应收账款融资等产品。',
          '同时，搭建全市统一的企业信用信息平台，打通税务、社保、水电等数据，缓解银企信息不对称。',
        ),
        2,
      );
    const speaker = others[1] ?? others[0] ?? { id: weiyuan, name: weiyuanName };
    adopted(
      speaker.id,
      speaker.name,
      '推动政务服务“一网通办”提质增效',
      SpeakType.oral,
      p('（座谈会现场发言，会后由机关补录）', '建议进一步整合各部门业务系统，推动更多事项“跨省通办”“掌上可办”，提升企业群众办事体验。'),
      3,
      true,
    );
  }

  const plenary = await meet('市政协十四届五次会议');
  if (plenary) {
    const now = new Date();
    const submitted = new Date(now.getTime() - 86_400_000);
    const id = newId();
    rows.push({
      id,
      meetId: plenary.id,
      year: plenary.year,
      title: '关于加强基层医疗卫生服务能力建设的建议',
      content: p(
        '基层医疗卫生机构是守护群众健康的“第一道防线”。当前，基层人才短缺、设备老化、服务能力不足等问题依然存在。',
        '建议：完善基层医务人员薪酬激励和职称评聘政策；推进紧密型县域医共体建设，促进优质资源下沉；加快基层医疗机构信息化建设，推广远程会诊。',
      ),
      speakType: SpeakType.written,
      state: SpeakState.submitted,
      speakerId: weiyuan,
      speakerName: weiyuanName,
      submittedAt: submitted,
      createdAt: new Date(submitted.getTime() - 3_600_000),
      updatedAt: submitted,
    });
    line(id, 'create', null, SpeakState.draft, [weiyuan, weiyuanName], new Date(submitted.getTime() - 3_600_000));
    line(id, 'submit', SpeakState.draft, SpeakState.submitted, [weiyuan, weiyuanName], submitted);
    const draft = newId();
    rows.push({
      id: draft,
      meetId: plenary.id,
      year: plenary.year,
      title: '关于推进“一老一小”服务体系建设的思考（草稿）',
      content: p('人口老龄化与少子化并存，“一老一小”服务需求日益增长。（待完善）'),
      speakType: SpeakType.oral,
      state: SpeakState.draft,
      speakerId: weiyuan,
      speakerName: weiyuanName,
      createdAt: now,
      updatedAt: now,
    });
    line(draft, 'create', null, SpeakState.draft, [weiyuan, weiyuanName], now);
  }

  if (rows.length) await tx.insert(speech).values(rows);
  if (trail.length) await tx.insert(speechHistory).values(trail);
}
