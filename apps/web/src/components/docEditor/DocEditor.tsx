import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { countDocChars, DOC_MAX_CHAR_COUNT, DOC_TITLE_MAX, type OfficeDocument, OfficeText } from '@cppcc/contracts';
import { Button, Input, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/app/feedback';
import { type EditorToolApi, type EditorToolName, isRichEmpty, RichEditor } from '@/components/editor';
import { editorTools } from '@/components/editorTools';
import { OfficeError, officeApi } from './officeApi';

export interface DocEditorSaved extends OfficeDocument {
  /** plain text of the content, one line per paragraph */
  text: string;
  /** the count of spec 001 §2.26 */
  count: number;
}

/** spec 001 §2.26 props, then the dialog's own. */
export interface DocEditorProps {
  /** the document to open; without it a new one is created on confirm */
  fileId?: string;
  /** an uploaded Word file (uploadFile.do) to open as the content */
  filePath?: string;
  fileTitle?: string;
  /** the starting content (HTML) of a new document */
  value?: string;
  /** default 5000; a run of digits or of letters counts as one character */
  maxCharCount?: number;
  /** offer the intelligent checks (查重、纠错、AI 检测) in the editor */
  needCheck?: boolean;
  /** content is needed to confirm */
  required?: boolean;
  readOnly?: boolean;
  /** a new document: the title comes first, the file is created on confirm */
  isAdd?: boolean;
  /** text of the confirm button (default 确定) */
  btnName?: string;
  open: boolean;
  /** dialog title (default 编辑文档) */
  title?: string;
  /** cancel or close: nothing is saved */
  onClose: () => void;
  /** the document as saved, before the dialog closes */
  onSaved?: (doc: DocEditorSaved) => void;
}

const BASE_TOOLS = editorTools('AutoFormat', 'Polishing');
const CHECK_TOOLS = editorTools('Duplicate', 'Correction', 'AutoFormat', 'Polishing', 'Detection');

const reasonOf = (e: unknown) => (e instanceof Error && e.message ? e.message : OfficeText.networkError);

/** The document editor dialog (spec 001 §2.26) over the office-document service (§7.8). */
export function DocEditor({
  fileId,
  filePath,
  fileTitle,
  value,
  maxCharCount = DOC_MAX_CHAR_COUNT,
  needCheck = false,
  required = false,
  readOnly = false,
  isAdd = false,
  btnName = '确定',
  open,
  title: dialogTitle = '编辑文档',
  onClose,
  onSaved,
}: DocEditorProps) {
  const [docId, setDocId] = useState<string | undefined>(undefined);
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const loaded = useRef({ title: '', html: '' });
  const editorApi = useRef<EditorToolApi | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening is the trigger; the props of one opening are read then
  useEffect(() => {
    if (!open) return;
    const existing = isAdd ? undefined : fileId;
    setDocId(existing);
    setTitle(fileTitle ?? '');
    setHtml(value ?? '');
    loaded.current = { title: fileTitle ?? '', html: value ?? '' };
    if (!existing && !filePath) {
      if (!readOnly) setTimeout(() => titleInput.current?.focus(), 0);
      return;
    }
    let live = true;
    setLoading(true);
    officeApi
      .open(existing ? { fileId: existing } : { filePath, title: fileTitle })
      .then((doc) => {
        if (!live) return;
        if (doc.fileId) setDocId(doc.fileId);
        const t = doc.title || fileTitle || '';
        setTitle(t);
        setHtml(doc.html);
        loaded.current = { title: t, html: doc.html };
      })
      .catch(() => {
        // officeApi has shown 请求失败：…
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open]);

  const text = () => editorApi.current?.getText() ?? '';

  const confirm = async () => {
    const t = title.trim();
    if (!t) {
      notify.warning(OfficeText.titleRequired);
      titleInput.current?.focus();
      return;
    }
    if (required && isRichEmpty(html)) {
      notify.warning(OfficeText.contentRequired);
      return;
    }
    const count = countDocChars(text());
    if (count > maxCharCount) {
      notify.warning(OfficeText.tooLong(maxCharCount));
      return;
    }
    setSaving(true);
    try {
      let doc: OfficeDocument;
      if (!docId) doc = await officeApi.open({ title: t, html }, { silent: true });
      else if (html === loaded.current.html && t !== loaded.current.title) doc = await officeApi.setName(docId, t, { silent: true });
      else doc = await officeApi.save({ fileId: docId, title: t, html }, { silent: true });
      setDocId(doc.fileId);
      loaded.current = { title: doc.title, html: doc.html };
      notify.success(OfficeText.saved);
      onSaved?.({ ...doc, text: text(), count });
      onClose();
    } catch (e) {
      if (e instanceof OfficeError) notify.error(OfficeText.saveFailed(reasonOf(e)));
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    if (docId && !readOnly) {
      officeApi.close(docId, { silent: true }).catch((e: unknown) => {
        if (e instanceof OfficeError) notify.error(OfficeText.operationFailed(reasonOf(e)));
      });
    }
    onClose();
  };

  const importWord = async (file: File) => {
    if (!/\.docx$/i.test(file.name)) {
      notify.error('文件类型错误，后缀名应为.docx');
      return;
    }
    setLoading(true);
    try {
      const { filePath: uploaded } = await officeApi.upload(file);
      const doc = await officeApi.open({ filePath: uploaded });
      setHtml(doc.html);
      if (!title.trim()) setTitle(doc.title || file.name.replace(/\.docx$/i, ''));
      notify.success('导入成功');
    } catch {
      // officeApi has shown 请求失败：…
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal
      title={dialogTitle}
      open={open}
      width={1000}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={cancel}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Space>
            {readOnly ? null : (
              <Button icon={<UploadOutlined />} onClick={() => importInput.current?.click()} disabled={loading || saving}>
                导入Word
              </Button>
            )}
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void officeApi.exportHtml(title.trim(), html).catch(() => {})}
              disabled={loading}
            >
              导出Word
            </Button>
          </Space>
          <Space>
            <Button onClick={cancel}>{readOnly ? '关闭' : '取消'}</Button>
            {readOnly ? null : (
              <Button type="primary" loading={saving} disabled={loading} onClick={() => void confirm()}>
                {btnName}
              </Button>
            )}
          </Space>
        </div>
      }
    >
      <Spin spinning={loading}>
        <Space orientation="vertical" style={{ width: '100%' }} size={12}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <label htmlFor="doc-editor-title" style={{ flex: 'none' }}>
              <Typography.Text type="danger" style={{ marginRight: 4 }}>
                *
              </Typography.Text>
              标题
            </label>
            <Input
              id="doc-editor-title"
              ref={(el) => {
                titleInput.current = el?.input ?? null;
              }}
              placeholder="请输入标题"
              value={title}
              maxLength={DOC_TITLE_MAX}
              disabled={readOnly}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <RichEditor
            value={html}
            onChange={setHtml}
            readOnly={readOnly}
            maxCount={maxCharCount}
            counter={countDocChars}
            tools={needCheck ? CHECK_TOOLS : BASE_TOOLS}
            placeholder="请输入内容"
            minHeight={360}
            maxHeight={520}
            onReady={(a) => {
              editorApi.current = a;
            }}
          />
        </Space>
      </Spin>
      <input
        ref={importInput}
        type="file"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        hidden
        data-testid="doc-editor-import"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importWord(file);
        }}
      />
    </Modal>
  );
}
