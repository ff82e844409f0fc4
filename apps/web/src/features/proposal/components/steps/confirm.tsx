import { App } from 'antd';
import type { ReactNode } from 'react';

/** What a step asks before it is taken: a title (确认交办) and the sentence naming the proposal. */
export interface StepConfirm {
  title: string;
  content: ReactNode;
}

/** 第12号《关于…的建议》, or 《…》 before filing: how a confirmation names the proposal. */
export const proposalName = (p: { title: string; number: number | null }) => `${p.number ? `第${p.number}号` : ''}《${p.title}》`;

/**
 * Asks before a step that cannot be taken back (交办, 答复, 办结 …): resolves true on 确定,
 * false on 取消 or when the dialog is closed.
 */
export function useStepConfirm(): (c: StepConfirm) => Promise<boolean> {
  const { modal } = App.useApp();
  return (c) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: c.title,
        content: c.content,
        okText: '确定',
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
