import { RobotOutlined } from '@ant-design/icons';
import { CheckMsg } from '@cppcc/contracts';
import { notify } from '@/app/feedback';
import type { EditorTool } from '@/components/editor';
import { AI_MIN_CHARS, DetectionDrawer } from '../DetectionDrawer';
import { countChars } from '../labels';

/** AI写作检测 (seed 000 §2, §5): needs 100 characters, white space not counted (as the server counts). */
export const detectionTool: EditorTool = {
  name: 'Detection',
  label: 'AI写作检测',
  icon: <RobotOutlined />,
  readOnlyOk: true,
  run(api) {
    if (countChars(api.getText()) < AI_MIN_CHARS) {
      notify.warning(CheckMsg.aiTooShort);
      return false;
    }
    return true;
  },
  Panel: DetectionDrawer,
};
