import { type MeetKind, meetKindLabel } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo } from 'react';
import { recordApi, recordKeys } from './api';

/** 发布, 结束, 删除 with their confirmations; the clash warning of a release is shown, the release stands. */
export function useRecordSteps(kind: MeetKind, after?: (step: 'release' | 'close' | 'delete') => void) {
  const { modal, message } = App.useApp();
  const qc = useQueryClient();
  const a = useMemo(() => recordApi(kind), [kind]);
  const label = meetKindLabel[kind];
  const refresh = () => qc.invalidateQueries({ queryKey: recordKeys.all(kind) });
  return {
    release: (r: { id: string; title: string }) =>
      modal.confirm({
        title: `发布${label}`,
        content: `确定发布《${r.title}》吗？发布后参加人员将收到通知。`,
        onOk: async () => {
          const res = await a.release(r.id);
          if (res.warning) modal.warning({ title: '已发布，请注意参加人员时间冲突', content: res.warning });
          else message.success('发布成功');
          await refresh();
          after?.('release');
        },
      }),
    close: (r: { id: string; title: string }) =>
      modal.confirm({
        title: `结束${label}`,
        content: `确定结束《${r.title}》吗？未签到、未请假的参加人员将记为缺席。`,
        onOk: async () => {
          await a.close(r.id);
          message.success('已结束');
          await refresh();
          after?.('close');
        },
      }),
    remove: (r: { id: string; title: string; state: number }) =>
      modal.confirm({
        title: `删除${label}`,
        content: r.state === 1 ? `确定删除《${r.title}》吗？参加人员将收到取消通知。` : `确定删除《${r.title}》吗？`,
        okButtonProps: { danger: true },
        onOk: async () => {
          await a.remove([r.id]);
          message.success('删除成功');
          await refresh();
          after?.('delete');
        },
      }),
  };
}
