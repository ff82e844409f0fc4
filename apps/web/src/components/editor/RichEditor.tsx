import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Button } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import { type CSSProperties, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { editorExtensions } from './extensions';
import { EDITOR_IMAGE_ACCEPT, routeModule, uploadEditorImage } from './imageUpload';
import { RICH_MAX_COUNT, richTooLong } from './richRules';
import { Toolbar } from './Toolbar';
import { createToolApi, type EditorTool, type EditorToolApi, editorHtml } from './tools';
import './RichEditor.css';

export interface RichEditorProps {
  /** HTML; '' when empty */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** spec 000 §2: default 5000; over it the editor warns 不允许超过N字 but does not stop typing */
  maxCount?: number;
  readOnly?: boolean;
  /** height of the writing area (default 320); it grows with the text up to maxHeight */
  minHeight?: number;
  maxHeight?: number;
  /** the tools of this page, in toolbar order: `editorTools('Correction', 'AutoFormat')` (components/editorTools) */
  tools?: EditorTool[];
  /** spec 000 §2: the intelligent-editing version flag; without it Duplicate, Correction and Quote stay hidden (default true) */
  intelligent?: boolean;
  /** file module of uploaded pictures; default the first segment of the route */
  uploadModule?: string;
  /** how the text is counted against maxCount (default: every character, as TipTap's CharacterCount) */
  counter?: (text: string) => number;
  /** hides the formatting bar (tool buttons stay) */
  hideToolbar?: boolean;
  /** the editor is ready: the same api the tools get */
  onReady?: (api: EditorToolApi) => void;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

function resolveTools(list: RichEditorProps['tools'], intelligent: boolean, readOnly: boolean): EditorTool[] {
  const out: EditorTool[] = [];
  for (const tool of list ?? []) {
    if (tool.intelligent && !intelligent) continue;
    if (readOnly && !tool.readOnlyOk) continue;
    if (!out.some((t) => t.name === tool.name)) out.push(tool);
  }
  return out;
}

/**
 * The rich-text editor of spec 000 §2 (TipTap): 仿宋 三号 by default, a Chinese
 * toolbar, pictures through the file service, a warning over the length
 * limit, and the intelligent tools a page asks for. A controlled antd form
 * control: `value` / `onChange` carry HTML. Pair it with `richRequiredRule(label)`.
 */
export function RichEditor({
  value,
  onChange,
  placeholder = '请输入内容',
  maxCount = RICH_MAX_COUNT,
  readOnly = false,
  minHeight = 320,
  maxHeight,
  tools,
  intelligent = true,
  uploadModule,
  counter,
  hideToolbar = false,
  onReady,
  id,
  className,
  style,
}: RichEditorProps) {
  const lastEmitted = useRef<string | undefined>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const fileInput = useRef<HTMLInputElement>(null);
  const moduleRef = useRef(uploadModule);
  moduleRef.current = uploadModule;
  // the Form.Item around it, if any (Form.Item.useStatus warns outside one: the editor is used on its own too)
  const { status } = useContext(FormItemInputContext);
  const [openTool, setOpenTool] = useState<string | null>(null);

  const insertFiles = async (editor: Editor, files: File[]) => {
    for (const file of files) {
      const src = await uploadEditorImage(file, moduleRef.current ?? routeModule());
      if (src) editor.chain().focus().setImage({ src, alt: file.name }).run();
    }
  };

  // the schema is fixed when the editor is made: build the extensions once
  const [extensions] = useState(() => editorExtensions(placeholder));
  const editor = useEditor({
    extensions,
    content: value || '',
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        lang: 'zh-CN',
        spellcheck: 'false',
        ...(id ? { id } : {}),
        'aria-label': placeholder,
        'aria-multiline': 'true',
        role: 'textbox',
        style: `min-height: ${minHeight}px;${maxHeight ? ` max-height: ${maxHeight}px; overflow-y: auto;` : ''}`,
      },
      // pictures pasted or dropped go through the same checks and upload as the button's
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []).filter((f) => f.type.startsWith('image/'));
        if (!files.length || !editorRef.current) return false;
        void insertFiles(editorRef.current, files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = Array.from((event as DragEvent).dataTransfer?.files ?? []).filter((f) => f.type.startsWith('image/'));
        if (!files.length || !editorRef.current) return false;
        void insertFiles(editorRef.current, files);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = editorHtml(e);
      lastEmitted.current = html;
      onChangeRef.current?.(html);
    },
  });
  const editorRef = useRef<Editor | null>(editor);
  editorRef.current = editor;

  // a value set from outside (the form loading a record, a reset) replaces the content without echoing back
  useEffect(() => {
    const next = value ?? '';
    if (next === (lastEmitted.current ?? '')) return;
    lastEmitted.current = next;
    if (next !== editorHtml(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [value, editor]);

  useEffect(() => {
    // false: switching read-only is not an edit, the form must not hear of it
    editor.setEditable(!readOnly, false);
  }, [readOnly, editor]);

  const api = useMemo(() => createToolApi(editor, { readOnly, maxCount }), [editor, readOnly, maxCount]);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  useEffect(() => {
    onReadyRef.current?.(api);
  }, [api]);

  const counterRef = useRef(counter);
  counterRef.current = counter;
  const count = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      counterRef.current
        ? counterRef.current(e.state.doc.textBetween(0, e.state.doc.content.size, '\n', ''))
        : // an editor being replaced (its options changed) has given its storage up: count nothing rather than crash
          ((e.storage.characterCount?.characters() as number | undefined) ?? 0),
  });
  const over = count > maxCount;
  const active = resolveTools(tools, intelligent, readOnly);
  const panelTool = active.find((t) => t.name === openTool);

  const runTool = async (tool: EditorTool) => {
    const open = tool.run ? await tool.run(api) : true;
    if (open && tool.Panel) setOpenTool(tool.name);
  };

  const toolButtons = active.length ? (
    <span className="rich-editor-tools">
      {active.map((t) => (
        <Button key={t.name} size="small" type="link" icon={t.icon} onMouseDown={(e) => e.preventDefault()} onClick={() => void runTool(t)}>
          {t.label}
        </Button>
      ))}
    </span>
  ) : null;

  const classes = [
    'rich-editor',
    status === 'error' ? 'rich-editor-error' : '',
    over ? 'rich-editor-over' : '',
    readOnly ? 'rich-editor-readonly' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} style={style}>
      {hideToolbar || readOnly ? (
        toolButtons && <div className="rich-editor-toolbar">{toolButtons}</div>
      ) : (
        <Toolbar editor={editor} disabled={readOnly} onPickImage={() => fileInput.current?.click()} tools={toolButtons} />
      )}
      <EditorContent editor={editor} className="rich-editor-content" />
      <div className="rich-editor-footer">
        <span>
          {over ? (
            <span className="rich-editor-warning" role="alert">
              {richTooLong(maxCount)}
            </span>
          ) : null}
        </span>
        <output aria-label="字数" aria-live="off">
          {count}/{maxCount}
        </output>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={EDITOR_IMAGE_ACCEPT}
        hidden
        // antd's form styles set file inputs to display: block, which beats the attribute
        style={{ display: 'none' }}
        data-testid="rich-editor-image-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void insertFiles(editor, files);
        }}
      />
      {panelTool?.Panel ? <panelTool.Panel api={api} open onClose={() => setOpenTool(null)} /> : null}
    </div>
  );
}
