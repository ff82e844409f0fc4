import { ProposalFlowPerm as PF, type ProposalFlowInfo, proposalFlowSteps } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import ProposalFlowPage from './ProposalFlowPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const flow: ProposalFlowInfo = {
  steps: proposalFlowSteps.map((d) => ({
    key: d.key,
    name: d.name,
    description: d.description,
    switchable: d.switchable,
    needsHandler: d.needsHandler,
    enabled: d.defaultEnabled,
    roleCode: d.defaultRole,
    roleName: d.defaultRole ? '提案工作人员' : null,
    orgId: null,
    orgName: null,
    remark: null,
  })),
  updatedAt: null,
  updatedBy: null,
};
const options = {
  roles: [
    { code: 'proposal_staff', name: '提案工作人员' },
    { code: 'handling_unit', name: '承办单位' },
    { code: 'committee', name: '提案委员会' },
  ],
  orgs: [{ id: 'o1', parentId: null, name: '提案委员会办公室', kind: 'internal' }],
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/proposalFlow/get') return flow;
    if (url === '/proposalFlow/options') return options;
    return null;
  });
  post.mockResolvedValue(null);
});

const row = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;

describe('proposalFlow', () => {
  it('switches steps, requires a role for an office step that is on, and saves every step', async () => {
    renderWithApp(<ProposalFlowPage />, { perms: [PF.flowView, PF.flowEdit] });
    expect(await screen.findByText('使用默认设置')).toBeInTheDocument();
    // a step every proposal passes cannot be switched off
    expect(screen.getByRole('switch', { name: '启用提案交办' })).toBeDisabled();
    expect(within(row('提案交办')).getByText('必经环节')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: '启用预交办' }));
    await user.click(screen.getByRole('switch', { name: '启用满意度测评' }));
    // clear the committee review's role: it is on, so saving is refused
    const review = row('委员会审查');
    await user.hover(within(review).getByText('提案工作人员'));
    await user.click(review.querySelector('.ant-select-clear') as HTMLElement);
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('请选择「委员会审查」的办理角色')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(within(review).getByRole('combobox', { name: '委员会审查办理角色' }));
    await user.click(await screen.findByTitle('提案委员会'));
    await user.type(within(review).getByRole('textbox', { name: '委员会审查说明' }), '由提案委员会审查立案');
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/proposalFlow/save');
    const byKey = Object.fromEntries((body as { steps: { key: string }[] }).steps.map((s) => [s.key, s]));
    expect(Object.keys(byKey)).toEqual(proposalFlowSteps.map((d) => d.key));
    expect(byKey.preAssign).toMatchObject({ enabled: false });
    expect(byKey.evaluate).toMatchObject({ enabled: false, roleCode: null });
    expect(byKey.review).toEqual({ key: 'review', enabled: true, roleCode: 'committee', orgId: null, remark: '由提案委员会审查立案' });
    expect(byKey.assign).toMatchObject({ enabled: true, roleCode: 'proposal_staff' });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  }, 120_000);

  it('is read-only without the save permission', async () => {
    renderWithApp(<ProposalFlowPage />, { perms: [PF.flowView] });
    expect(await screen.findByText('使用默认设置')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保 存' })).toBeNull();
    expect(screen.getByRole('switch', { name: '启用预交办' })).toBeDisabled();
  }, 60_000);
});
