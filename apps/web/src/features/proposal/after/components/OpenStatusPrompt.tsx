import { openStatusLabel } from '@cppcc/contracts';
import { App, Radio } from 'antd';
import { useState } from 'react';

export type OpenChoice = 0 | 1 | 2 | null;
const NOT_PUBLIC = -1;
const choices = [...[0, 1, 2].map((v) => ({ value: v, label: openStatusLabel[v] })), { value: NOT_PUBLIC, label: '不公开' }];

function OpenChoiceRadio({ onChange }: { onChange: (v: number) => void }) {
  const [value, setValue] = useState<number>(0);
  return (
    <Radio.Group
      value={value}
      options={choices}
      onChange={(e) => {
        setValue(e.target.value);
        onChange(e.target.value);
      }}
    />
  );
}

/** Asks how the chosen proposals are made public; resolves with the open status, rejects on 取消. */
export function useOpenStatusPrompt() {
  const { modal } = App.useApp();
  return () =>
    new Promise<OpenChoice>((resolve, reject) => {
      let picked = 0;
      modal.confirm({
        title: '设置公开方式',
        icon: null,
        content: <OpenChoiceRadio onChange={(v) => (picked = v)} />,
        okText: '确定',
        cancelText: '取消',
        onOk: () => resolve(picked === NOT_PUBLIC ? null : (picked as 0 | 1 | 2)),
        onCancel: () => reject(new Error('cancelled')),
      });
    });
}
