import { CaseState, HandleType, handleTypeLabel, MergeState } from '@cppcc/contracts';
import type { Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { chinaDate } from '../../../platform/time/china';
import type { Standing } from '../../member';
import { plainText } from '../core/content';
import type { proposalSession } from '../setup/tables';
import { proposal, proposalEvaluation, proposalHistory, proposalJoint, proposalRemind, proposalUnit, proposalUnitRequest } from '../tables';
import type { Topic } from './data';

export type SessionRow = typeof proposalSession.$inferSelect;
export interface Person {
  id: string | null;
  username: string;
}

export interface UnitPlan {
  code: string;
  handleType?: number;
  /** sign state to leave the assignment in */
  sign: number;
  level?: 'A' | 'B' | 'C';
  satisfaction?: 0 | 1 | 2;
  /** days from now to the deadline */
  due?: number;
  request?: { kind: 'back' | 'delay'; reason: string };
  /** rated not satisfied once and now handling again */
  rehandling?: boolean;
}

export interface Plan {
  topic: Topic;
  title?: string;
  session: SessionRow;
  proposer: string;
  cosigners?: [string, number][];
  state: number;
  units?: UnitPlan[];
  preUnits?: string[];
  notFiledReason?: string;
  mergedInto?: number;
  open?: 0 | 1 | 2;
  key?: boolean;
  excellent?: boolean;
  good?: boolean;
  record?: boolean;
}

export const DAY = 86_400_000;
export const dateOnly = chinaDate;

function contentOf(t: Topic): string {
  const list = (items: string[]) => items.map((x, i) => `<p>${i + 1}．${x}</p>`).join('');
  return `<p><strong>一、基本情况</strong></p><p>${t.situation}</p><p><strong>二、存在的问题</strong></p>${list(t.problems)}<p><strong>三、意见建议</strong></p>${list(t.suggestions)}`;
}

function replyOf(t: Topic, unitName: string, level: string): string {
  const how: Record<string, string> = {
    A: '您提出的问题已基本解决，相关措施已全面落实。',
    B: '您提出的建议已列入我单位年度工作计划，将分步骤推进落实。',
    C: '您提出的建议具有较强的参考价值，我们将在今后工作中认真研究吸收。',
  };
  return `<p>尊敬的提案人：</p><p>您提出的《${t.title}》收悉，${unitName}高度重视，组织专人研究办理。现答复如下：</p><p>${t.suggestions[0]}对此，我们已会同有关部门开展专题调研，制定了工作方案。</p><p>${how[level]}</p><p>感谢您对我市工作的关心和支持。</p>`;
}

interface Member {
  id: string;
  loginName: string;
  username: string;
  orgId: string | null;
  userType: number;
}

/** What the demo proposals are built from: the seeded people, units, categories and the office's clerk. */
export interface World {
  tx: Tx;
  types: Map<string, string>;
  unitNames: Map<string, string>;
  orgByName: Map<string, string>;
  people: Map<string, Member>;
  office: Person;
  profiles: Map<string, Standing>;
  /** the last number given per session */
  numbers: Map<string, number>;
  /** the proposals built so far, in order (a plan's mergedInto names one by its place) */
  ids: string[];
  now: number;
}

/** One demo proposal as the plan says, with the trail its steps would have left. */
export function builder(w: World): (plan: Plan, index: number) => Promise<string> {
  const { tx, types, unitNames, orgByName, people, office, profiles, numbers, ids, now } = w;
  return async (plan: Plan, index: number): Promise<string> => {
    const t = plan.topic;
    const proposer = people.get(plan.proposer) ?? people.get('weiyuan')!;
    const isCollective = proposer.userType === 3;
    const id = newId();
    const start = plan.session.startTime.getTime();
    const base = Math.min(start + (index % 10) * 3600_000 + DAY, now - 60 * DAY);
    const at = (days: number) => new Date(base + days * DAY);
    const content = contentOf(t);
    const filed = plan.state >= 3 && plan.state <= 12;
    let number: number | null = null;
    if (filed && !plan.mergedInto) {
      number = (numbers.get(plan.session.id) ?? 0) + 1;
      numbers.set(plan.session.id, number);
    }
    const history: (typeof proposalHistory.$inferInsert)[] = [];
    const step = (
      action: string,
      from: number | null,
      to: number | null,
      day: number,
      by: Person,
      opinion?: string,
      unit?: [string, string],
    ) =>
      history.push({
        id: newId(),
        proposalId: id,
        action,
        actorId: by.id,
        actorName: by.username,
        fromState: from,
        toState: to,
        opinion: opinion ?? null,
        unitId: unit?.[0] ?? null,
        unitName: unit?.[1] ?? null,
        createdAt: at(day),
      });
    const me = { id: proposer.id, username: proposer.username };
    step('create', null, 0, 0, me);
    const s = plan.state;
    if (s !== 0 && !plan.record) {
      step('submit', 0, 1, 0.1, me);
      if (s === -1) step('sendBack', 1, -1, 2, office, '提案内容偏于宏观，请补充本地调研数据和具体可操作的建议后重新提交。');
      if (s === 17) step('withdraw', 1, 17, 3, me, '经进一步调研，相关问题已在推进解决，申请撤案。');
      if (s >= 2 && s <= 16) step('receive', 1, 2, 2, office, '材料齐全，同意受理。');
      if ([14, 15, 16].includes(s)) step('notFile', 2, s, 5, office, plan.notFiledReason);
      if (s >= 3 && s <= 12 && !plan.mergedInto) step('file', 2, 3, 5, office, '符合立案条件，予以立案。');
      if (plan.mergedInto) step('merge', 2, 2, 4, office, '与同类提案并案办理。');
    }
    const pro = profiles.get(proposer.id);
    const unitList = (plan.units ?? []).map((u, i) => ({
      ...u,
      handleType: plan.units!.length === 1 ? HandleType.lead : (u.handleType ?? (i === 0 ? HandleType.lead : HandleType.joint)),
      unitId: orgByName.get(unitNames.get(u.code)!)!,
      unitName: unitNames.get(u.code)!,
    }));
    const unitText = unitList.map((u) => `${u.unitName}(${handleTypeLabel[u.handleType]})`).join('、') || null;
    const concluded = s === 12;
    await tx.insert(proposal).values({
      id,
      sessionId: plan.session.id,
      year: plan.session.year,
      number,
      title: plan.title ?? t.title,
      content,
      contentText: plainText(content),
      typeId: types.get(t.type) ?? null,
      proposerType: proposer.userType,
      proposerId: proposer.id,
      proposerName: proposer.username,
      proposerOrgId: isCollective ? proposer.orgId : null,
      sectorId: pro?.sectorId ?? null,
      partyId: pro?.partyId ?? null,
      committeeId: pro?.committeeId ?? null,
      groupId: pro?.groupId ?? null,
      isJoint: !!plan.cosigners?.length,
      jointNames:
        plan.cosigners
          ?.filter(([, st]) => st !== 0)
          .map(([l]) => people.get(l)?.username)
          .join('、') || null,
      state: s,
      caseState:
        s === 0
          ? CaseState.stored
          : s === -1
            ? CaseState.sentBack
            : s === 1 || s === 17
              ? CaseState.awaitingSplit
              : s === 2
                ? CaseState.underReview
                : [14, 15, 16].includes(s)
                  ? CaseState.notFiled
                  : CaseState.filed,
      isPlenary: index % 3 !== 2,
      openStatus: plan.open ?? null,
      isKey: !!plan.key,
      isExcellent: !!plan.excellent,
      isGood: !!plan.good,
      // a 不满意 rating below, as evaluate sets it
      displeased: (plan.units ?? []).some((u) => u.rehandling || u.satisfaction === 0),
      mergeState: plan.mergedInto !== undefined ? MergeState.atReview : null,
      mergedIntoId: plan.mergedInto !== undefined ? ids[plan.mergedInto] : null,
      notFiledReason: plan.notFiledReason ?? null,
      notFiledTo: [14, 15, 16].includes(s) ? s : null,
      unitNames: unitText,
      isRecord: !!plan.record,
      createdBy: proposer.id,
      submittedAt: s === 0 ? null : at(0.1),
      receivedAt: s >= 2 && s <= 16 ? at(2) : null,
      filedAt: filed ? at(5) : null,
      assignedAt: s >= 10 && s <= 12 ? at(8) : null,
      concludedAt: concluded ? at(60) : null,
      createdAt: at(0),
      updatedAt: at(s >= 10 ? 30 : 5),
    });
    for (const [login, state] of plan.cosigners ?? []) {
      const c = people.get(login);
      if (!c) continue;
      await tx.insert(proposalJoint).values({
        id: newId(),
        proposalId: id,
        userId: c.id,
        username: c.username,
        state,
        answeredAt: state === -1 ? null : at(1),
        opinion: state === 0 ? '本人对该领域不够熟悉，暂不联名。' : null,
      });
    }
    for (const code of plan.preUnits ?? []) {
      const name = unitNames.get(code)!;
      await tx.insert(proposalUnit).values({
        id: newId(),
        proposalId: id,
        unitId: orgByName.get(name)!,
        unitName: name,
        phase: 'pre',
        handleType: HandleType.lead,
        preFeedback: 0,
        createdAt: at(6),
      });
      step('preAssign', 3, 3, 6, office, `拟交${name}主办，征求意见。`);
    }
    if (unitList.length) step('assign', 3, 10, 8, office, '请按期办理并答复提案人。');
    for (const u of unitList) {
      const rowId = newId();
      const replied = u.sign === 2;
      const deadline = dateOnly(new Date(s === 12 ? at(98).getTime() : now + (u.due ?? 45) * DAY));
      await tx.insert(proposalUnit).values({
        id: rowId,
        proposalId: id,
        unitId: u.unitId,
        unitName: u.unitName,
        phase: 'formal',
        handleType: u.handleType,
        signState: u.sign,
        signedAt: u.sign === 0 ? null : at(9),
        deadline,
        round: u.rehandling ? 2 : 1,
        replyContent: replied ? replyOf(t, u.unitName, u.level ?? 'A') : null,
        handleLevel: replied ? (u.level ?? 'A') : null,
        contactName: replied ? '王建华' : null,
        contactPhone: replied ? '0571-87050000' : null,
        repliedAt: replied ? at(40) : null,
        satisfaction: u.satisfaction ?? (u.rehandling ? 0 : null),
        satisfactionComment: u.rehandling ? '答复内容较为笼统，缺少具体措施和时间表。' : null,
        evaluatedAt: u.satisfaction !== undefined || u.rehandling ? at(45) : null,
        createdAt: at(8),
      });
      const unit: [string, string] = [u.unitId, u.unitName];
      if (u.sign !== 0) step('sign', 10, 10, 9, { id: null, username: u.unitName }, undefined, unit);
      if (u.rehandling) {
        await tx.insert(proposalEvaluation).values({
          id: newId(),
          proposalId: id,
          unitRowId: rowId,
          unitId: u.unitId,
          round: 1,
          satisfaction: 0,
          comment: '答复内容较为笼统，缺少具体措施和时间表。',
          evaluatorId: proposer.id,
          createdAt: at(45),
        });
        step('reply', 10, 10, 40, { id: null, username: u.unitName }, '办理结果C类', unit);
        step('evaluate', 10, 11, 45, me, `${u.unitName}：不满意`, unit);
      }
      if (replied) step('reply', s, s, 40, { id: null, username: u.unitName }, `办理结果${u.level ?? 'A'}类`, unit);
      if (u.satisfaction !== undefined) {
        await tx.insert(proposalEvaluation).values({
          id: newId(),
          proposalId: id,
          unitRowId: rowId,
          unitId: u.unitId,
          round: 1,
          satisfaction: u.satisfaction,
          evaluatorId: proposer.id,
          createdAt: at(45),
        });
        step('evaluate', 10, concluded ? 12 : 10, 45, me, `${u.unitName}：${u.satisfaction === 1 ? '满意' : '基本满意'}`, unit);
      }
      if (u.request) {
        const delayDate = dateOnly(new Date(now + 60 * DAY));
        await tx.insert(proposalUnitRequest).values({
          id: newId(),
          kind: u.request.kind,
          proposalId: id,
          unitRowId: rowId,
          unitId: u.unitId,
          unitName: u.unitName,
          reason: u.request.reason,
          delayDate: u.request.kind === 'delay' ? delayDate : null,
          oldDeadline: deadline,
          applicantName: u.unitName,
          createdAt: new Date(now - 2 * DAY),
        });
        step(u.request.kind === 'back' ? 'backApply' : 'delayApply', s, s, 20, { id: null, username: u.unitName }, u.request.reason, unit);
      }
      if (u.due !== undefined && u.due <= 15 && u.sign !== 2 && s !== 12) {
        await tx.insert(proposalRemind).values({
          id: newId(),
          proposalId: id,
          unitRowId: rowId,
          unitId: u.unitId,
          unitName: u.unitName,
          threshold: u.due < 0 ? 0 : u.due <= 3 ? 1 : u.due <= 7 ? 2 : 3,
          way: u.due <= 3 ? 1 : 0,
          deadline,
          content: `提案《${t.title}》的答复期限为${deadline}，请按时答复。`,
          senderName: '系统',
          createdAt: new Date(now - DAY),
        });
      }
    }
    if (concluded && !plan.record) step('conclude', 10, 12, 60, office, '各承办单位均已答复，提案办结。');
    if (plan.open !== undefined) step('open', s, s, 61, office, '公开');
    if (plan.key) step('mark', s, s, 6, office, '设为重点提案');
    if (plan.excellent) step('mark', s, s, 62, office, '设为优秀提案');
    if (plan.good) step('mark', s, s, 62, office, '设为良好提案');
    if (plan.record) step('record', null, s, 0, office);
    await tx.insert(proposalHistory).values(history);
    ids.push(id);
    return id;
  };
}
