import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorTools } from '@/components/editorTools';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { RichEditor } from './RichEditor';
import { richRequiredRule } from './richRules';
import type { EditorTool, EditorToolApi, EditorToolPanelProps } from './tools';

const upload = vi.fn();
vi.mock('@/app/api/client', async (orig) => {
  const real = await orig<typeof import('@/app/api/client')>();
  return { ...real, api: { ...real.api, upload: (...args: unknown[]) => upload(...args) } };
});

beforeAll(() => {
  // ProseMirror measures ranges when it focuses and scrolls; jsdom has no layout
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Element.prototype.scrollIntoView = () => {};
  document.elementFromPoint = () => null;
});
beforeEach(() => upload.mockReset());

function RequiredForm({ initial, onFinish }: { initial?: string; onFinish: (v: unknown) => void }) {
  return (
    <Form initialValues={{ content: initial }} onFinish={onFinish}>
      <Form.Item name="content" label="提案内容" rules={[richRequiredRule('提案内容')]}>
        <RichEditor />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

describe('richRequiredRule', () => {
  it('says 请输入…！ for an empty editor', async () => {
    const onFinish = vi.fn();
    renderWithApp(<RequiredForm onFinish={onFinish} />);
    await fastUser().click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请输入提案内容！')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('takes a picture alone as content, and whitespace as nothing', async () => {
    const withImage = vi.fn();
    const { unmount } = renderWithApp(<RequiredForm initial='<p><img src="/api/sys/oss/file/abc"></p>' onFinish={withImage} />);
    await fastUser().click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(withImage).toHaveBeenCalled());
    unmount();

    const blank = vi.fn();
    renderWithApp(<RequiredForm initial="<p>&nbsp;　 </p>" onFinish={blank} />);
    await fastUser().click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请输入提案内容！')).toBeInTheDocument();
    expect(blank).not.toHaveBeenCalled();
  });
});

describe('RichEditor', () => {
  it('shows the text in 仿宋 三号, in Chinese, with a Chinese toolbar', () => {
    renderWithApp(<RichEditor value="<p>正文</p>" />);
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('lang', 'zh-CN');
    expect(box).toHaveTextContent('正文');
    for (const name of ['加粗', '倾斜', '下划线', '居中', '首行缩进', '插入图片', '撤销'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByLabelText('字体').closest('.ant-select')).toHaveTextContent('仿宋');
    expect(screen.getByLabelText('字号').closest('.ant-select')).toHaveTextContent('三号');
  });

  it('warns 不允许超过N字 over the limit but keeps the text', () => {
    const { rerender } = renderWithApp(<RichEditor value="<p>十个字十个字十个字十</p>" maxCount={10} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('字数')).toHaveTextContent('10/10');
    rerender(<RichEditor value="<p>十一个字十一个字十一个</p>" maxCount={10} />);
    expect(screen.getByRole('alert')).toHaveTextContent('不允许超过10字');
    expect(screen.getByRole('textbox')).toHaveTextContent('十一个字十一个字十一个');
  });

  it('takes a value from outside without echoing it back', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithApp(<RichEditor value="<p>甲</p>" onChange={onChange} />);
    rerender(<RichEditor value="<p>乙</p>" onChange={onChange} />);
    expect(screen.getByRole('textbox')).toHaveTextContent('乙');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses pictures over 1 MB and of other types, with the exact message', async () => {
    renderWithApp(<RichEditor />);
    const input = screen.getByTestId('rich-editor-image-input');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], '大图.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('上传失败，图片不可超过1MB!')).toBeInTheDocument();
    const gif = new File([new Uint8Array(10)], '动图.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('你上传图片格式不正确!')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a picture to /sys/oss/upload and puts its address in the HTML', async () => {
    upload.mockResolvedValue({ id: 'f123', title: '现场.jpg', url: '/api/sys/oss/rpc/download/f123?t=1&r=x' });
    const onChange = vi.fn();
    renderWithApp(<RichEditor onChange={onChange} uploadModule="proposal" />);
    const photo = new File([new Uint8Array(2048)], '现场.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('rich-editor-image-input'), { target: { files: [photo] } });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [url, form] = upload.mock.calls[0] as [string, FormData];
    expect(url).toBe('/sys/oss/upload');
    expect(form.get('file')).toBe(photo);
    expect(form.get('module')).toBe('proposal');
    expect(form.get('kind')).toBe('editor');
    expect(onChange.mock.lastCall?.[0]).toContain('src="/api/sys/oss/file/f123"');
  });

  it('lays the text out with 一键排版, and warns when there is nothing to lay out', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithApp(<RichEditor value="" onChange={onChange} tools={editorTools('AutoFormat')} />);
    await fastUser().click(screen.getByRole('button', { name: /一键排版/ }));
    expect(await screen.findByText('暂无内容, 无法进行排版')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    rerender(
      <RichEditor
        value="<p>关于加强社区养老服务的建议</p><p>近年来,我市人口老龄化加深.</p><p>一、存在的问题</p>"
        onChange={onChange}
        tools={editorTools('AutoFormat')}
      />,
    );
    await fastUser().click(screen.getByRole('button', { name: /一键排版/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('text-align: center');
    expect(html).toContain('text-indent: 2em');
    expect(html).toContain('近年来，我市人口老龄化加深。');
    expect(html).toMatch(/font-family: &quot;黑体&quot;[^"]*; font-size: 16pt;">一、存在的问题/);
    expect(screen.getByRole('textbox')).toHaveTextContent('近年来，我市人口老龄化加深。');
  });

  it('polishes with a preview, applying only what is accepted', async () => {
    const onChange = vi.fn();
    renderWithApp(
      <RichEditor value="<p>老百姓反映的问题，，<strong>咱们</strong>要解决。</p>" onChange={onChange} tools={editorTools('Polishing')} />,
    );
    const user = fastUser();
    await user.click(screen.getByRole('button', { name: /智能润色/ }));
    const list = await screen.findByRole('list', { name: '润色建议' });
    const items = within(list).getAllByRole('checkbox');
    expect(items).toHaveLength(3);
    // leave 老百姓 as it is
    await user.click(items[0]);
    await user.click(screen.getByRole('button', { name: '接 受' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toBe('<p>老百姓反映的问题，<strong>我们</strong>要解决。</p>');
  });

  it('cancelling the polish changes nothing', async () => {
    const onChange = vi.fn();
    renderWithApp(<RichEditor value="<p>咱们要搞好工作。</p>" onChange={onChange} tools={editorTools('Polishing')} />);
    await fastUser().click(screen.getByRole('button', { name: /智能润色/ }));
    await screen.findByRole('list', { name: '润色建议' });
    await fastUser().click(screen.getByRole('button', { name: '取 消' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

/** A stand-in for the proofreading panel another engineer builds: it uses only the slot api. */
const seen: { text?: string; api?: EditorToolApi } = {};
function CheckerPanel({ api, open, onClose }: EditorToolPanelProps) {
  seen.api = api;
  seen.text = api.getText();
  return open ? (
    <div role="dialog" aria-label="纠错面板">
      <button type="button" onClick={() => api.highlight([{ from: 6, to: 8, id: 'e1', title: '错别字' }])}>
        标出
      </button>
      <button type="button" onClick={() => api.replaceRange({ from: 6, to: 8 }, '资金')}>
        改正
      </button>
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  ) : null;
}

describe('tool slots', () => {
  it('gives a tool its panel and the api: text, highlight and replacement', async () => {
    const checker: EditorTool = { name: 'Correction', label: '智能纠错', intelligent: true, Panel: CheckerPanel };
    const onChange = vi.fn();
    renderWithApp(<RichEditor value="<p>第一段</p><p>加大<strong>姿金</strong>投入</p>" onChange={onChange} tools={[checker]} />);
    const user = fastUser();
    await user.click(screen.getByRole('button', { name: '智能纠错' }));
    expect(seen.text).toBe('第一段\n加大姿金投入');
    await user.click(screen.getByRole('button', { name: '标出' }));
    const mark = document.querySelector('[data-hl-id="e1"]');
    expect(mark).toHaveTextContent('姿金');
    expect(mark).toHaveAttribute('title', '错别字');
    // highlights are not content
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '改正' }));
    expect(onChange.mock.lastCall?.[0]).toBe('<p>第一段</p><p>加大<strong>资金</strong>投入</p>');
    act(() =>
      seen.api?.apply([
        { from: 0, to: 3, text: '首段' },
        { from: 4, to: 6, text: '' },
      ]),
    );
    expect(onChange.mock.lastCall?.[0]).toBe('<p>首段</p><p><strong>资金</strong>投入</p>');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '纠错面板' })).toBeNull();
  });

  it('hides intelligent tools without the version flag and unknown tools always', () => {
    const tool: EditorTool = { name: 'Quote', label: '引用检索', intelligent: true, run: () => false };
    const { rerender } = renderWithApp(<RichEditor tools={[tool, ...editorTools('Detection', 'AutoFormat')]} intelligent={false} />);
    expect(screen.queryByRole('button', { name: '引用检索' })).toBeNull();
    expect(screen.getByRole('button', { name: /一键排版/ })).toBeInTheDocument();
    rerender(<RichEditor tools={[tool, ...editorTools('Detection', 'AutoFormat')]} />);
    expect(screen.getByRole('button', { name: '引用检索' })).toBeInTheDocument();
  });
});
