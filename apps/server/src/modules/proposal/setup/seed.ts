import { ProposalSessionState } from '@cppcc/contracts';
import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import type { TreeTypeSeed } from '../../../platform/reference/tree-types';
import { chinaTime } from '../../../platform/time/china';
import { yearlySessionsUpTo } from '../../member';
import { proposalSession } from './tables';
import { proposalTypes } from './types';

/** 提案类别 of a municipal conference: the five fields of development and the rest. */
export const PROPOSAL_TYPES: TreeTypeSeed[] = [
  {
    name: '经济建设',
    children: [{ name: '产业发展' }, { name: '科技创新' }, { name: '营商环境' }, { name: '财政金融' }, { name: '城乡建设' }],
  },
  { name: '政治建设', children: [{ name: '民主法治' }, { name: '政府建设' }, { name: '统一战线' }] },
  { name: '文化建设', children: [{ name: '文化事业' }, { name: '文化产业' }, { name: '文化遗产保护' }] },
  {
    name: '社会建设',
    children: [{ name: '教育' }, { name: '医疗卫生' }, { name: '就业和社会保障' }, { name: '社会治理' }, { name: '养老服务' }],
  },
  { name: '生态文明建设', children: [{ name: '环境保护' }, { name: '资源节约' }, { name: '乡村生态' }] },
  { name: '其他', remark: '不属于以上类别的提案' },
];

const CN_DIGITS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/**
 * One proposal session per yearly conference session up to this year (the
 * member seed made them): this year's is current, the rest of its term 1, older terms 2.
 */
async function seedSessions({ tx }: SeedContext): Promise<void> {
  const thisYear = new Date().getFullYear();
  const yearly = await yearlySessionsUpTo(tx, thisYear);
  const recent = yearly.flatMap((c) =>
    c.year !== null && c.year >= thisYear - 4 && c.startDate && c.endDate ? [{ ...c, startDate: c.startDate, endDate: c.endDate }] : [],
  );
  if (!recent.length) return;
  const current = recent[recent.length - 1];
  for (const c of recent) {
    const [term, time] = (c.shortCode ?? '').split('-');
    const start = chinaTime(c.startDate, '09:00:00');
    const deadline = new Date(start.getTime() + 2 * 86_400_000 + 9 * 3_600_000);
    const state =
      c.id === current.id
        ? ProposalSessionState.current
        : c.parentId === current.parentId
          ? ProposalSessionState.currentAll
          : ProposalSessionState.past;
    await tx.insert(proposalSession).values({
      id: newId(),
      cppccSessionId: c.id,
      name: `市政协${c.cname}`,
      easyName: c.easyName,
      shortCode: `${term}${String(time).padStart(2, '0')}`,
      sessionCode: term,
      timeCode: time,
      year: c.year ?? thisYear,
      startTime: start,
      endTime: chinaTime(c.endDate, '12:00:00'),
      deadlineForMeeting: deadline,
      state,
      // older sessions closed submission; the current one is open
      isOpenReport: state === ProposalSessionState.current ? 1 : 0,
      remark: `第${CN_DIGITS[Number(time)] ?? time}次全体会议期间提交的提案为大会提案，其余为平时提案`,
    });
  }
}

export async function seedSetup(s: SeedContext): Promise<void> {
  await proposalTypes.seed(s.tx, PROPOSAL_TYPES);
  await seedSessions(s);
}
