import { MsgTemplatePerm } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import MessageTemplatePage from './MessageTemplatePage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
/** paste rather than type: the text has the braces user-event reads as key names */
const fill = async (el: HTMLElement, value: string) => {
  await user.click(el);
  await user.paste(value);
};
const builtIn = {
  id: 't1',
  code: 'proposal.reply.remind.sms',
  name: '提案答复到期提醒（短信）',
  channel: 'sms',
  title: null,
  content: '${unitName}：贵单位承办的第${number}号提案距答复期限还有${days}天。',
  placeholders: ['unitName', 'number', 'days'],
  variables: ['unitName', 'number', 'days'],
  builtIn: true,
  enabled: true,
  remark: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};
const all = [MsgTemplatePerm.list, MsgTemplatePerm.add, MsgTemplatePerm.edit, MsgTemplatePerm.delete];

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => (url === '/msg/template/page' ? { list: [builtIn], total: 1 } : { id: 'new' }));
});

describe('消息模板', () => {
  it('lists templates with channel, variables and no delete for a built-in one; filters by channel', async () => {
    renderWithApp(<MessageTemplatePage />, { perms: all, path: '/system/msgTpl' });
    expect(await screen.findByText('提案答复到期提醒（短信）')).toBeInTheDocument();
    expect(screen.getByText('内置')).toBeInTheDocument();
    expect(screen.getByText('unitName、number、days')).toBeInTheDocument();
    const row = screen.getByText('proposal.reply.remind.sms').closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: '消息渠道' }));
    await user.click(await screen.findByTitle('短信'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/msg/template/page', expect.objectContaining({ channel: 'sms', pageNum: 1 })),
    );
  }, 60_000);

  it('validates placeholders and the title of a system message, then posts the new template', async () => {
    renderWithApp(<MessageTemplatePage />, { perms: all, path: '/system/msgTpl' });
    await screen.findByText('提案答复到期提醒（短信）');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入模板编码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入消息标题')).toBeInTheDocument();

    await fill(within(dialog).getByLabelText('模板编码'), 'notice.holiday');
    await fill(within(dialog).getByLabelText('模板名称'), '节假日值班通知');
    await fill(within(dialog).getByLabelText('消息标题'), '值班安排');
    await fill(within(dialog).getByLabelText('模板内容'), '请${name');
    expect(await within(dialog).findByText(/未闭合的占位符/, undefined, { timeout: 5000 })).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('模板内容'), '} 做好${holiday}值班');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/msg/template/add',
        expect.objectContaining({ code: 'notice.holiday', channel: 'system', title: '值班安排', content: '请${name} 做好${holiday}值班' }),
      ),
    );
  }, 60_000);

  it('offers only the variables a built-in template supports', async () => {
    renderWithApp(<MessageTemplatePage />, { perms: all, path: '/system/msgTpl' });
    const row = (await screen.findByText('proposal.reply.remind.sms')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('模板编码')).toBeDisabled();
    expect(within(dialog).getByText('${unitName}')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('模板内容'));
    await user.paste('${deadline}');
    expect(await within(dialog).findByText('变量「deadline」不可用，可用变量：unitName、number、days')).toBeInTheDocument();
  }, 60_000);
});
