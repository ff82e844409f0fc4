import { FileDoneOutlined } from '@ant-design/icons';
import { CheckMsg } from '@cppcc/contracts';
import { notify } from '@/app/feedback';
import type { EditorTool } from '@/components/editor';
import { CorrectionPanel } from '../CorrectionPanel';

/** 智能纠错 (seed 000 §2, §5): an empty editor is refused with 暂无内容, 无法进行纠错. */
export const correctionTool: EditorTool = {
  name: 'Correction',
  label: '智能纠错',
  icon: <FileDoneOutlined />,
  intelligent: true,
  run(api) {
    if (!api.getText().trim()) {
      notify.warning(CheckMsg.correctionEmpty);
      return false;
    }
    return true;
  },
  Panel: CorrectionPanel,
};
