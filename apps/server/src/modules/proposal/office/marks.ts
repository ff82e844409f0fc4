import { CaseState, KeyOrGood, type officeUpdateBody, openStatusLabel, ProposalState as S } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError, illegalState } from '../../../platform/errors';
import { syncFiles } from '../../oss';
import { requireOffice } from '../core/access';
import { cleanHtml, plainText } from '../core/content';
import { proposalFlow, record } from '../core/machines';
import { participantIds } from '../core/people';
import { asOffice, bindImages, filesBy, lockProposal, runStep, type StepContext, senderOf } from '../core/steps';
import { proposalTypeName } from '../setup';
import { proposal } from '../tables';

const markColumn = { [KeyOrGood.key]: 'isKey', [KeyOrGood.excellent]: 'isExcellent', [KeyOrGood.good]: 'isGood' } as const;
const markLabel = { [KeyOrGood.key]: '重点提案', [KeyOrGood.excellent]: '优秀提案', [KeyOrGood.good]: '良好提案' } as const;

/** States a mark fits: key proposals are chosen once filed; excellent and good ones too (commonly after handling). */
const markable = new Set<number>([S.awaitingAssign, S.handling, S.rehandling, S.concluded]);

/** POST /proposal/mark: key (0), excellent (1) or good (2) proposals, set or cleared. */
export async function markProposals(sc: StepContext, input: { ids: string[]; kind: 0 | 1 | 2; value: boolean }): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const column = markColumn[input.kind];
    for (const id of input.ids) {
      const p = await lockProposal(s, id);
      if (input.value && !markable.has(p.state)) throw illegalState(`提案《${p.title}》尚未立案，不能设为${markLabel[input.kind]}`);
      if (p[column] === input.value) continue;
      await s.tx
        .update(proposal)
        .set({ [column]: input.value, updatedAt: new Date() })
        .where(eq(proposal.id, id));
      await record(s, id, {
        action: 'mark',
        fromState: p.state,
        toState: p.state,
        opinion: `${input.value ? '设为' : '取消'}${markLabel[input.kind]}`,
      });
      if (input.value) {
        await s.fx.notify({
          userIds: await participantIds(s.tx, p),
          title: `提案被评为${markLabel[input.kind]}`,
          content: `您的提案《${p.title}》被评为${markLabel[input.kind]}。`,
          proposal: p,
          sender: senderOf(s),
        });
      }
    }
  });
}

/** POST /proposal/open: public (0), number hidden (1), proposer hidden (2), or not public (null); filed proposals only. */
export async function setOpenStatus(sc: StepContext, input: { ids: string[]; openStatus: 0 | 1 | 2 | null }): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    for (const id of input.ids) {
      const p = await lockProposal(s, id);
      if (input.openStatus !== null && p.caseState !== CaseState.filed) throw illegalState(`提案《${p.title}》未立案，不能公开`);
      if (p.openStatus === input.openStatus) continue;
      await s.tx.update(proposal).set({ openStatus: input.openStatus, updatedAt: new Date() }).where(eq(proposal.id, id));
      await record(s, id, {
        action: 'open',
        fromState: p.state,
        toState: p.state,
        opinion: input.openStatus === null ? '取消公开' : openStatusLabel[input.openStatus],
      });
    }
  });
}

/** POST /proposal/all/update: the office corrects title, content, category or attachments; states change only through steps. */
export async function officeUpdate(sc: StepContext, input: z.output<typeof officeUpdateBody>): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const p = await lockProposal(s, input.id);
    const edit = proposalFlow.start(s, p, 'officeEdit', asOffice(s));
    if (input.typeId && !(await proposalTypeName(s.tx, input.typeId))) throw fieldError('typeId', '提案类别不存在');
    const content = cleanHtml(input.content);
    await edit.commit({
      set: { title: input.title, content, contentText: plainText(content), typeId: input.typeId ?? p.typeId, fileIds: input.fileIds },
      entry: {
        detail: {
          titleFrom: p.title !== input.title ? p.title : undefined,
          typeFrom: input.typeId && input.typeId !== p.typeId ? p.typeId : undefined,
        },
      },
    });
    await syncFiles(s.tx, p.id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, p.id, content);
  });
}
