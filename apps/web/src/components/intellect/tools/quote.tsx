import { ReadOutlined } from '@ant-design/icons';
import type { EditorTool } from '@/components/editor';
import { QuotePanel } from '../QuotePanel';

/** 引用检索 (seed 000 §2): laws, policies and proposals to quote at the cursor. */
export const quoteTool: EditorTool = {
  name: 'Quote',
  label: '引用检索',
  icon: <ReadOutlined />,
  intelligent: true,
  Panel: QuotePanel,
};
