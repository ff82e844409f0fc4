import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp, testQueryClient } from '@/components/test-utils';
import { proposalKeys } from '../api';
import { detail } from '../components/testFixtures';
import { CheckFormPage } from './CheckFormPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const perms = [P.checkList, P.allList, P.file, P.notFile, P.sendBack];
const error = { selector: '.ant-form-item-explain-error' };

function mockServer(d = detail({ state: 2, stateName: '待审查', caseState: 2, actions: ['sendBack', 'file', 'notFile', 'merge'] })) {
  get.mockImplementation(async (url: string) => {
    if (url === '/proposal/detail/p1') return d;
    if (url === '/proposalType/options') return [{ id: 't1', parentId: null, name: '经济建设', proposalLevel: 1 }];
    return [];
  });
  post.mockImplementation(async (url: string) => (url === '/proposal/file' ? { number: 15040021 } : null));
}

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

describe('checkForm', () => {
  it('starts at 立案; not filing asks for the destination and the reason, then asks to confirm', async () => {
    mockServer();
    renderWithApp(<CheckFormPage />, { perms, path: '/proposal/checkForm?id=p1' });
    await screen.findByText('审查结果');
    expect(screen.getByRole('radio', { name: '立案' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '不立案' }));
    // the destinations appear once the form has seen the choice (Form.useWatch)
    for (const label of ['转社情民意', '转委员来信', '其他方式处理'])
      expect(await screen.findByRole('radio', { name: label })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    expect(await screen.findByText('请选择不立案去向', error)).toBeInTheDocument();
    expect(await screen.findByText('请输入不立案理由', error)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/proposal/notFile', expect.anything());

    await user.click(screen.getByRole('radio', { name: '转委员来信' }));
    await user.type(screen.getByPlaceholderText('请输入不立案理由'), '属于个人诉求');
    await user.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    const ask = await screen.findByRole('dialog', { name: '确认不立案' });
    expect(ask).toHaveTextContent('确定对提案《关于加快城市更新的建议》不予立案（转委员来信）吗？');
    await user.click(within(ask).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/notFile', { id: 'p1', destination: 16, reason: '属于个人诉求', sms: false }),
    );
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
  }, 60_000);

  it('files the proposal with its category and tells the number', async () => {
    mockServer();
    renderWithApp(<CheckFormPage />, { perms, path: '/proposal/checkForm?id=p1' });
    await user.click(await screen.findByRole('radio', { name: '立案' }));
    await user.type(await screen.findByPlaceholderText('请输入审查意见'), '同意立案');
    await user.click(screen.getByRole('checkbox', { name: /短信/ }));
    await user.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认立案' })).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/file', { id: 'p1', typeId: 't1', opinion: '同意立案', sms: true }));
    expect(await screen.findByText('立案成功，案号为15040021')).toBeInTheDocument();
  }, 60_000);

  it('sending back needs the opinion', async () => {
    mockServer();
    renderWithApp(<CheckFormPage />, { perms, path: '/proposal/checkForm?id=p1' });
    await user.click(await screen.findByRole('radio', { name: '退回修改' }));
    await screen.findByPlaceholderText('请输入退回意见');
    await user.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    expect(await screen.findByText('请输入退回意见', error)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入退回意见'), '请补充数据');
    await user.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/sendBack', { id: 'p1', opinion: '请补充数据', sms: false }));
  }, 60_000);

  it('offers no form when the proposal is no longer awaiting review', async () => {
    mockServer(detail({ state: 3, stateName: '待交办', actions: ['merge', 'preAssign', 'assign'] }));
    renderWithApp(<CheckFormPage />, { perms, path: '/proposal/checkForm?id=p1' });
    expect(await screen.findByText('该提案当前不能审查')).toBeInTheDocument();
    expect(screen.queryByText('审查结果')).toBeNull();
  }, 60_000);

  it('asks to choose a proposal when opened without one', async () => {
    mockServer();
    renderWithApp(<CheckFormPage />, { perms, path: '/proposal/checkForm' });
    expect(await screen.findByText('请从列表中选择提案')).toBeInTheDocument();
  }, 60_000);

  it('waits for the fresh proposal when the cache holds the one of before 初分, so a choice made is not reset', async () => {
    const client = testQueryClient();
    client.setQueryData(
      proposalKeys.detail('p1'),
      detail({ state: 1, stateName: '待初分', caseState: 1, actions: ['sendBack', 'receive', 'merge'] }),
    );
    let answer: (d: unknown) => void = () => undefined;
    mockServer();
    const fresh = get.getMockImplementation() as (url: string) => Promise<unknown>;
    get.mockImplementation((url: string) => (url === '/proposal/detail/p1' ? new Promise((r) => (answer = r)) : fresh(url)));
    renderWithApp(<CheckFormPage />, { perms, path: '/proposal/checkForm?id=p1', client });
    // the summary shows the cached proposal at once; the form waits
    expect(await screen.findByText('关于加快城市更新的建议')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '退回修改' })).not.toBeInTheDocument();
    answer(await fresh('/proposal/detail/p1'));
    expect(await screen.findByRole('radio', { name: '立案' })).toBeChecked();
  }, 60_000);
});
