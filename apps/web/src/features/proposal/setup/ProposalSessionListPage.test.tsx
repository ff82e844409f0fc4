import { ProposalSetupPerm as P, type ProposalSessionInfo } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import ProposalSessionListPage from './ProposalSessionListPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const session = (over: Partial<ProposalSessionInfo>): ProposalSessionInfo => ({
  id: 's1',
  cppccSessionId: 'c1',
  cppccSessionName: '十五届四次会议',
  name: '市政协十五届四次会议',
  easyName: '十五届四次',
  shortCode: '1504',
  sessionCode: '15',
  timeCode: '4',
  year: 2026,
  startTime: '2026-01-08T01:00:00.000Z',
  endTime: '2026-01-11T04:00:00.000Z',
  deadlineForMeeting: '2026-01-10T10:00:00.000Z',
  state: 0,
  threshold: 90,
  wordLimit: 2000,
  isOpenReport: 1,
  isOpenCheckSimilar: 1,
  handleDays: 90,
  isInMeeting: 0,
  sort: 0,
  remark: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const rows = [session({}), session({ id: 's2', name: '市政协十五届三次会议', shortCode: '1503', year: 2025, state: 1, isOpenReport: 0 })];

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url === '/proposalSession/page') return { list: rows, total: 2 };
    if (url === '/proposalSession/add') return { id: 's9' };
    return null;
  });
  get.mockImplementation(async (url: string) =>
    url === '/cppccSession/list'
      ? [
          {
            id: 'c5',
            parentId: 't15',
            cname: '十五届五次会议',
            easyName: '十五届五次',
            shortCode: '15-5',
            state: 1,
            startDate: '2027-01-08',
            endDate: '2027-01-11',
            year: 2027,
          },
        ]
      : [],
  );
});

describe('提案届次', () => {
  it('lists sessions with their state; a reader sees no buttons', async () => {
    renderWithApp(<ProposalSessionListPage />, { perms: [P.sessionList], path: '/proposal/proposalSessionList' });
    expect(await screen.findByText('市政协十五届四次会议')).toBeInTheDocument();
    expect(screen.getByText('当前届次')).toBeInTheDocument();
    expect(screen.getByText('本届其他年度')).toBeInTheDocument();
    expect(screen.getByText('共2条数据')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(post).toHaveBeenCalledWith('/proposalSession/page', expect.objectContaining({ pageNum: 1, pageSize: 15 }));
  }, 120_000);

  it('adds a session: required fields in Chinese, then the yearly session fills the codes', async () => {
    renderWithApp(<ProposalSessionListPage />, { perms: [P.sessionList, P.sessionAdd], path: '/proposal/proposalSessionList' });
    await screen.findByText('市政协十五届四次会议');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增提案届次')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请选择所属会议届次')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入届次名称')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择大会时间')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '所属会议届次' }));
    await user.click(await screen.findByText('十五届五次会议（2027年）'));
    await waitFor(() => expect(within(dialog).getByLabelText('届次名称')).toHaveValue('市政协十五届五次会议'));
    expect(within(dialog).getByLabelText('简码')).toHaveValue('1505');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/proposalSession/add',
        expect.objectContaining({
          cppccSessionId: 'c5',
          name: '市政协十五届五次会议',
          shortCode: '1505',
          sessionCode: '15',
          timeCode: '5',
          year: 2027,
          threshold: 90,
          wordLimit: 2000,
          isOpenReport: 1,
          isOpenCheckSimilar: 1,
        }),
      ),
    );
  }, 120_000);

  it('toggles submission and makes a session current with the state permission', async () => {
    renderWithApp(<ProposalSessionListPage />, { perms: [P.sessionList, P.sessionState], path: '/proposal/proposalSessionList' });
    await screen.findByText('市政协十五届三次会议');
    await user.click(screen.getByRole('switch', { name: '市政协十五届三次会议开放提交' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposalSession/switch', { id: 's2', isOpenReport: 1 }));
    // only the session that is not current offers 设为当前
    const buttons = screen.getAllByRole('button', { name: '设为当前' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]);
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposalSession/setCurrent', { id: 's2' }));
  }, 120_000);
});
