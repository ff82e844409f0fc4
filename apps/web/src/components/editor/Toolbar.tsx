import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  MenuOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { DEFAULT_FONT, DEFAULT_SIZE_PT, FONT_NAMES, FONT_SIZES, FONT_STACK, type FontName, fontNameOf } from './fonts';

interface ToolbarProps {
  editor: Editor;
  disabled: boolean;
  onPickImage: () => void;
  /** the tool buttons, after the formatting ones */
  tools?: ReactNode;
}

function Btn({
  title,
  icon,
  active,
  disabled,
  onClick,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

const BLOCKS = [
  { value: 'p', label: '正文' },
  { value: '1', label: '标题1' },
  { value: '2', label: '标题2' },
  { value: '3', label: '标题3' },
  { value: '4', label: '标题4' },
];

const sizeValue = (size: string | undefined): number => {
  const m = /^([\d.]+)pt$/.exec(size ?? '');
  return m ? Number(m[1]) : DEFAULT_SIZE_PT;
};

/** The formatting bar, in Chinese; its state follows the selection. */
export function Toolbar({ editor, disabled, onPickImage, tools }: ToolbarProps) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      align: (['left', 'center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      indented: !!(e.getAttributes('paragraph').textIndent || e.getAttributes('heading').textIndent),
      block: e.isActive('heading') ? String(e.getAttributes('heading').level) : 'p',
      font: fontNameOf(e.getAttributes('textStyle').fontFamily) ?? DEFAULT_FONT,
      size: sizeValue(e.getAttributes('textStyle').fontSize),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const blockType = editor.isActive('heading') ? 'heading' : 'paragraph';

  return (
    <div className="rich-editor-toolbar" role="toolbar" aria-label="编辑工具栏">
      <Btn title="撤销" icon={<UndoOutlined />} disabled={disabled || !s.canUndo} onClick={() => chain().undo().run()} />
      <Btn title="重做" icon={<RedoOutlined />} disabled={disabled || !s.canRedo} onClick={() => chain().redo().run()} />
      <Divider orientation="vertical" />
      <Select
        size="small"
        aria-label="段落格式"
        value={s.block}
        disabled={disabled}
        style={{ width: 80 }}
        options={BLOCKS}
        onChange={(v: string) =>
          v === 'p'
            ? chain().setParagraph().run()
            : chain()
                .setHeading({ level: Number(v) as 1 | 2 | 3 | 4 })
                .run()
        }
      />
      <Select
        size="small"
        aria-label="字体"
        value={s.font}
        disabled={disabled}
        style={{ width: 120 }}
        options={FONT_NAMES.map((f) => ({ value: f, label: <span style={{ fontFamily: FONT_STACK[f] }}>{f}</span> }))}
        onChange={(v: FontName) => chain().setFontFamily(FONT_STACK[v]).run()}
      />
      <Select
        size="small"
        aria-label="字号"
        value={s.size}
        disabled={disabled}
        style={{ width: 80 }}
        options={FONT_SIZES.map((f) => ({ value: f.pt, label: f.label }))}
        onChange={(pt: number) => chain().setFontSize(`${pt}pt`).run()}
      />
      <Divider orientation="vertical" />
      <Btn title="加粗" icon={<BoldOutlined />} active={s.bold} disabled={disabled} onClick={() => chain().toggleBold().run()} />
      <Btn title="倾斜" icon={<ItalicOutlined />} active={s.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()} />
      <Btn
        title="下划线"
        icon={<UnderlineOutlined />}
        active={s.underline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Btn
        title="删除线"
        icon={<StrikethroughOutlined />}
        active={s.strike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <Btn
        title="左对齐"
        icon={<AlignLeftOutlined />}
        active={s.align === 'left'}
        disabled={disabled}
        onClick={() => chain().setTextAlign('left').run()}
      />
      <Btn
        title="居中"
        icon={<AlignCenterOutlined />}
        active={s.align === 'center'}
        disabled={disabled}
        onClick={() => chain().setTextAlign('center').run()}
      />
      <Btn
        title="右对齐"
        icon={<AlignRightOutlined />}
        active={s.align === 'right'}
        disabled={disabled}
        onClick={() => chain().setTextAlign('right').run()}
      />
      <Btn
        title="两端对齐"
        icon={<MenuOutlined />}
        active={s.align === 'justify'}
        disabled={disabled}
        onClick={() => chain().setTextAlign('justify').run()}
      />
      <Btn
        title="首行缩进"
        icon={<span style={{ fontSize: 12 }}>缩进</span>}
        active={s.indented}
        disabled={disabled}
        onClick={() =>
          chain()
            .updateAttributes(blockType, { textIndent: s.indented ? null : '2em' })
            .run()
        }
      />
      <Divider orientation="vertical" />
      <Btn
        title="有序列表"
        icon={<OrderedListOutlined />}
        active={s.ordered}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Btn
        title="无序列表"
        icon={<UnorderedListOutlined />}
        active={s.bullet}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Btn
        title="引用"
        icon={<span style={{ fontSize: 14, fontWeight: 700 }}>“</span>}
        active={s.quote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Btn title="插入图片" icon={<PictureOutlined />} disabled={disabled} onClick={onPickImage} />
      <Btn title="清除格式" icon={<ClearOutlined />} disabled={disabled} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
      {tools ? (
        <>
          <Divider orientation="vertical" />
          {tools}
        </>
      ) : null}
    </div>
  );
}
