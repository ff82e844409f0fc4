import { EditOutlined, LayoutOutlined } from '@ant-design/icons';
import { notify } from '@/app/feedback';
import { autoFormatHtml, hasFormattableText } from './format/autoFormat';
import { PolishingPanel } from './PolishingPanel';
import type { EditorTool } from './tools';

/** spec 000 §5: the seed's text, ASCII comma included */
export const AUTO_FORMAT_EMPTY = '暂无内容, 无法进行排版';
export const POLISH_EMPTY = '暂无内容, 无法进行润色';

export const autoFormatTool: EditorTool = {
  name: 'AutoFormat',
  label: '一键排版',
  icon: <LayoutOutlined />,
  run(api) {
    const html = api.getHtml();
    if (!hasFormattableText(html)) {
      notify.warning(AUTO_FORMAT_EMPTY);
      return false;
    }
    api.setHtml(autoFormatHtml(html));
    notify.success('排版完成');
    return false;
  },
};

export const polishingTool: EditorTool = {
  name: 'Polishing',
  label: '智能润色',
  icon: <EditOutlined />,
  run(api) {
    if (!api.getText().trim()) {
      notify.warning(POLISH_EMPTY);
      return false;
    }
    return true;
  },
  Panel: PolishingPanel,
};
