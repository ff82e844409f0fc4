import { FileSearchOutlined } from '@ant-design/icons';
import { SIMILAR_MIN_CHARS, SimilarMsg } from '@cppcc/contracts';
import { useState } from 'react';
import { notify } from '@/app/feedback';
import type { EditorTool, EditorToolPanelProps } from '@/components/editor';
import { DuplicateDrawer } from '../DuplicateDrawer';
import { useIntellect } from '../IntellectContext';
import { countChars } from '../labels';

/** The duplicate-check report over the editor's text as it was when the button was pressed. */
export function DuplicatePanel({ api, open, onClose }: EditorToolPanelProps) {
  const { kind, threshold, excludeId, sessionId, year, onConfirmSubmit } = useIntellect();
  const [content] = useState(() => api.getHtml());
  const confirm = onConfirmSubmit
    ? () => {
        onClose();
        onConfirmSubmit();
      }
    : undefined;
  return (
    <DuplicateDrawer
      open={open}
      onClose={onClose}
      content={content}
      kind={kind}
      threshold={threshold}
      excludeId={excludeId}
      sessionId={sessionId}
      year={year}
      onConfirm={confirm}
    />
  );
}

/** 智能查重 (seed 000 §2, §5): refuses an empty or too short text before asking the server. */
export const duplicateTool: EditorTool = {
  name: 'Duplicate',
  label: '智能查重',
  icon: <FileSearchOutlined />,
  intelligent: true,
  readOnlyOk: true,
  run(api) {
    const text = api.getText();
    if (!text.trim()) {
      notify.warning(SimilarMsg.empty);
      return false;
    }
    if (countChars(text) < SIMILAR_MIN_CHARS) {
      notify.warning(SimilarMsg.tooShort);
      return false;
    }
    return true;
  },
  Panel: DuplicatePanel,
};
