import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/app/api/errors';
import { editorTestSetup } from '@/components/intellect/test-helpers';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { DocEditor, type DocEditorProps } from './DocEditor';

const rawRequest = vi.fn();
const download = vi.fn();
vi.mock('@/app/api/client', async (orig) => {
  const real = await orig<typeof import('@/app/api/client')>();
  return {
    ...real,
    rawRequest: (...args: unknown[]) => rawRequest(...args),
    api: { ...real.api, download: (...args: unknown[]) => download(...args) },
  };
});

editorTestSetup();
beforeEach(() => {
  rawRequest.mockReset();
  download.mockReset();
});

const answer = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const doc = (over: object = {}) => ({
  errorCode: 0,
  errorMessage: '',
  fileId: 'd1',
  title: '关于加强社区养老服务的建议',
  html: '<p>近年来，我市老龄化加速。</p>',
  filePath: 'docs/d1.docx',
  updatedAt: '2025-03-12T08:00:00.000Z',
  updatedBy: '张明',
  ...over,
});
/** the form fields of the n-th office call */
const fields = (n: number) => Object.fromEntries(rawRequest.mock.calls[n][2] as URLSearchParams);

function renderDialog(props: Partial<DocEditorProps> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithApp(<DocEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { onClose, onSaved, user: fastUser() };
}

describe('DocEditor: rules before saving', () => {
  it('needs a title first', async () => {
    const { user, onClose } = renderDialog({ isAdd: true, value: '<p>内容</p>' });
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('标题不能为空')).toBeInTheDocument();
    expect(rawRequest).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('needs content when required', async () => {
    const { user } = renderDialog({ isAdd: true, required: true, fileTitle: '标题' });
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请输入社情民意内容')).toBeInTheDocument();
    expect(rawRequest).not.toHaveBeenCalled();
  });

  it('counts a run of digits or of letters as one character', async () => {
    // 2024 年 共 12345 人 abc: six characters
    const { user } = renderDialog({ isAdd: true, fileTitle: '统计', value: '<p>2024年共12345人abc</p>', maxCharCount: 5 });
    expect(screen.getByLabelText('字数')).toHaveTextContent('6/5');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('当前字数不能超过5字')).toBeInTheDocument();
    expect(rawRequest).not.toHaveBeenCalled();
  });
});

describe('DocEditor: the office service', () => {
  it('creates a new document on confirm and reports it saved', async () => {
    rawRequest.mockResolvedValueOnce(answer(doc({ html: '<p>2024年共12345人abc</p>', title: '统计' })));
    const { user, onSaved, onClose } = renderDialog({
      isAdd: true,
      fileTitle: '统计',
      value: '<p>2024年共12345人abc</p>',
      maxCharCount: 6,
    });
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(rawRequest.mock.calls[0][0]).toBe('POST');
    expect(rawRequest.mock.calls[0][1]).toBe('/officedoc/api.do');
    expect(rawRequest.mock.calls[0][3]).toEqual({ timeout: 6000 });
    expect(fields(0)).toEqual({ method: '1', title: '统计', html: '<p>2024年共12345人abc</p>' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ fileId: 'd1', text: '2024年共12345人abc', count: 6 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a document, saves changed content with method 3 and a new title alone with method 5', async () => {
    rawRequest.mockResolvedValueOnce(answer(doc()));
    const { user, onSaved } = renderDialog({ fileId: 'd1' });
    expect(await screen.findByDisplayValue('关于加强社区养老服务的建议')).toBeInTheDocument();
    expect(fields(0)).toEqual({ method: '1', fileId: 'd1' });
    // the editor takes the loaded content after the title box has it
    await waitFor(() => expect(screen.getByRole('textbox', { name: '请输入内容' })).toHaveTextContent('近年来，我市老龄化加速。'));

    // only the title changes: a rename
    const titleBox = screen.getByLabelText(/标题/);
    await user.clear(titleBox);
    await user.type(titleBox, '养老服务建议');
    rawRequest.mockResolvedValueOnce(answer(doc({ title: '养老服务建议' })));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fields(1)).toEqual({ method: '5', fileId: 'd1', title: '养老服务建议' });
  });

  it('saves with method 3 when the content changed', async () => {
    rawRequest.mockResolvedValueOnce(answer(doc({ html: '<p>近年来,我市老龄化加速.</p>' })));
    const { user, onSaved } = renderDialog({ fileId: 'd1' });
    await screen.findByDisplayValue('关于加强社区养老服务的建议');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '请输入内容' })).toHaveTextContent('近年来,我市老龄化加速.'));
    await user.click(screen.getByRole('button', { name: /一键排版/ }));
    rawRequest.mockResolvedValueOnce(answer(doc()));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = fields(1);
    expect(sent.method).toBe('3');
    expect(sent.fileId).toBe('d1');
    expect(sent.html).toContain('近年来，我市老龄化加速。');
  });

  it('shows 保存失败 with the reason, and keeps the dialog open', async () => {
    rawRequest.mockResolvedValueOnce(answer({ errorCode: 400, errorMessage: '标题不能超过200个字' }, 400));
    const { user, onClose } = renderDialog({ isAdd: true, fileTitle: '标题', value: '<p>内容</p>' });
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('保存失败：标题不能超过200个字')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says 网络错误 when the service does not answer', async () => {
    rawRequest.mockRejectedValueOnce(new ApiError('网络错误', 'timeout', 0));
    const { user } = renderDialog({ isAdd: true, fileTitle: '标题', value: '<p>内容</p>' });
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('保存失败：网络错误')).toBeInTheDocument();
  });

  it('shows 请求失败 when opening fails', async () => {
    rawRequest.mockResolvedValueOnce(answer({ errorCode: 404, errorMessage: '文档不存在' }, 404));
    renderDialog({ fileId: 'gone' });
    expect(await screen.findByText('请求失败：文档不存在')).toBeInTheDocument();
  });

  it('cancel closes without saving; a failed close says 操作失败', async () => {
    rawRequest.mockResolvedValueOnce(answer(doc()));
    const { user, onClose, onSaved } = renderDialog({ fileId: 'd1' });
    await screen.findByDisplayValue('关于加强社区养老服务的建议');
    rawRequest.mockResolvedValueOnce(answer({ errorCode: 500, errorMessage: '服务器错误，请联系管理员' }, 500));
    await user.click(screen.getByRole('button', { name: '取 消' }));
    expect(onClose).toHaveBeenCalled();
    expect(fields(1)).toEqual({ method: '3', fileId: 'd1', save: '0' });
    expect(await screen.findByText('操作失败：服务器错误，请联系管理员')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('imports a Word file into the editor and exports the content as Word', async () => {
    rawRequest
      .mockResolvedValueOnce(answer({ errorCode: 0, errorMessage: '', filePath: 'upload/u1/f1.docx', fileName: '饮水.docx' }))
      .mockResolvedValueOnce(answer(doc({ fileId: '', title: '关于农村饮水安全的建议', html: '<p>部分山区存在季节性缺水。</p>' })));
    const { user } = renderDialog({ isAdd: true });
    const word = new File([new Uint8Array([0x50, 0x4b, 3, 4])], '饮水.docx');
    await act(async () => {
      fireEvent.change(screen.getByTestId('doc-editor-import'), { target: { files: [word] } });
    });
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(rawRequest.mock.calls[0][1]).toBe('/officedoc/uploadFile.do');
    expect((rawRequest.mock.calls[0][2] as FormData).get('file')).toBe(word);
    expect(fields(1)).toEqual({ method: '1', filePath: 'upload/u1/f1.docx' });
    expect(screen.getByDisplayValue('关于农村饮水安全的建议')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '请输入内容' })).toHaveTextContent('部分山区存在季节性缺水。'));

    download.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: /导出Word/ }));
    expect(download).toHaveBeenCalledWith('/officedoc/export.do', {
      method: 'POST',
      body: { title: '关于农村饮水安全的建议', html: '<p>部分山区存在季节性缺水。</p>' },
      filename: '关于农村饮水安全的建议.docx',
    });
  });

  it('read-only: no confirm, no import, content not editable', async () => {
    rawRequest.mockResolvedValueOnce(answer(doc()));
    renderDialog({ fileId: 'd1', readOnly: true });
    await screen.findByDisplayValue('关于加强社区养老服务的建议');
    expect(screen.queryByRole('button', { name: '确 定' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入Word/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: '请输入内容' })).toHaveAttribute('contenteditable', 'false');
  });
});
