import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { proposal, signInAs, unitRow } from '../components/testing';
import HandlingFormPage from './HandlingFormPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));
vi.mock('@/components/editor', async () => {
  const rules = await import('@/components/editor/richRules');
  const { FakeRichEditor } = await import('../components/testing');
  return { ...rules, RichEditor: FakeRichEditor };
});

const user = fastUser();
const perms = [P.reply, P.backApply, P.delayApply, P.handlingList];
const deadline = dayjs().add(1, 'day').format('YYYY-MM-DD');
let detail = proposal();

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  detail = proposal({ actions: ['reply', 'backApply', 'delayApply'], units: [unitRow({ deadline })] });
  get.mockImplementation(async (url: string) => {
    if (url === '/proposal/detail/p1') return detail;
    return [];
  });
  post.mockResolvedValue(null);
});

const open = (search: string) => {
  renderWithApp(<HandlingFormPage />, { perms, path: `/proposal/handlingForm${search}`, userId: 'u-cb' });
  signInAs();
};

describe('handlingForm', () => {
  it('replies with the answer letter, handle level and contact, after checking every field', async () => {
    open('?id=p1');
    const submit = await screen.findByRole('button', { name: '提交答复' });
    expect(screen.getAllByText('市教育局').length).toBeGreaterThan(0);
    // a unit's account bears the unit's name: the contact person starts empty, never as the unit
    const contact = screen.getByPlaceholderText('请输入联系人');
    expect(contact).toHaveValue('');
    const phone = screen.getByPlaceholderText('请输入联系电话');
    expect(phone).toHaveValue('13800001111');

    await user.clear(phone);
    await user.type(phone, '12ab');
    await user.click(submit);
    expect(await screen.findByText('请输入答复内容！')).toBeInTheDocument();
    expect(await screen.findByText('请选择办理结果')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的联系电话')).toBeInTheDocument();
    expect(await screen.findByText('请输入联系人')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('请输入答复内容'), '已将课后服务纳入年度计划');
    await user.click(screen.getByRole('radio', { name: /A类：所提问题已经解决或基本解决/ }));
    await user.clear(phone);
    await user.type(phone, '0571-87654321');
    await user.type(contact, '王老师');
    // the letter reaches the proposer at once: a confirmation naming the proposal comes first, and 取消 sends nothing
    await user.click(submit);
    const ask = await screen.findByRole('dialog', { name: '确认提交答复' });
    expect(ask).toHaveTextContent('确定提交对提案第12号《关于加强中小学课后服务的建议》的答复吗？');
    await user.click(within(ask).getByRole('button', { name: /^取\s*消$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认提交答复' })).toBeNull());
    expect(post).not.toHaveBeenCalled();
    await user.click(submit);
    await user.click(within(await screen.findByRole('dialog', { name: '确认提交答复' })).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/reply', {
        id: 'p1',
        content: '<p>已将课后服务纳入年度计划</p>',
        fileIds: [],
        handleLevel: 'A',
        contactName: '王老师',
        contactPhone: '0571-87654321',
      }),
    );
    expect(await screen.findByText('答复成功')).toBeInTheDocument();
  }, 120_000);

  it('asks to return the proposal with a reason', async () => {
    open('?id=p1&type=back');
    const submit = await screen.findByRole('button', { name: '提交申请' });
    await user.click(submit);
    expect(await screen.findByText('请输入退回理由')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入退回理由'), '不属于本单位职责');
    await user.click(submit);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/back/apply', { id: 'p1', reason: '不属于本单位职责' }));
    expect(await screen.findByText('退回申请已提交，请等待提案办审核')).toBeInTheDocument();
  }, 120_000);

  it('asks for a delay to a date after the current deadline', async () => {
    open('?id=p1&type=delay');
    const submit = await screen.findByRole('button', { name: '提交申请' });
    expect(screen.getAllByText(deadline).length).toBeGreaterThan(0);
    await user.click(submit);
    expect(await screen.findByText('请选择申请延期至')).toBeInTheDocument();
    expect(await screen.findByText('请输入延期理由')).toBeInTheDocument();

    const date = screen.getByPlaceholderText('请选择日期');
    await user.click(date);
    await user.click(await waitFor(() => document.querySelector(`td[title="${deadline}"]`) as HTMLElement));
    expect(await screen.findByText(`申请延期至的日期须晚于当前答复期限（${deadline}）`)).toBeInTheDocument();

    const later = dayjs().add(2, 'day').format('YYYY-MM-DD');
    await user.click(date);
    await user.click(await waitFor(() => document.querySelector(`td[title="${later}"]`) as HTMLElement));
    await user.type(screen.getByPlaceholderText('请输入延期理由'), '需协调财政资金');
    await user.click(submit);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/delay/apply', { id: 'p1', reason: '需协调财政资金', delayDate: later }),
    );
    expect(await screen.findByText('延期申请已提交，请等待提案办审核')).toBeInTheDocument();
  }, 120_000);

  it('offers only what the server allows: no reply while a return request is pending', async () => {
    detail = proposal({ actions: [], units: [unitRow({ signState: -2 })] });
    open('?id=p1');
    expect(await screen.findByText('该提案当前不能答复')).toBeInTheDocument();
    expect(screen.getByText(/退回申请待提案办审核/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交答复' })).toBeNull();
  }, 120_000);
});
