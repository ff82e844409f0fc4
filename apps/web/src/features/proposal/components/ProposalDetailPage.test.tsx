import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/components/format';
import { fastUser, renderWithApp } from '@/components/test-utils';
import type { ProposalDocuments } from '../api';
import ProposalDetailPage from './ProposalDetailPage';
import { detail } from './testFixtures';

const { post, get, download } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download, upload: vi.fn() } }));

const user = fastUser();

const handled = detail({
  number: 15040012,
  state: 10,
  stateName: '办理中',
  caseState: 3,
  unitNames: '市教育局(主办)、市财政局(会办)',
  fileIds: ['f1'],
  units: [
    {
      id: 'u-1',
      unitId: 'o1',
      unitName: '市教育局',
      phase: 'formal',
      active: true,
      handleType: 0,
      preFeedback: null,
      preOpinion: null,
      signState: 2,
      signedAt: '2026-03-10T02:00:00Z',
      deadline: '2026-06-08',
      round: 1,
      replyContent: '<p>已列入年度计划</p>',
      replyFileIds: [],
      handleLevel: 'B',
      contactName: '王老师',
      contactPhone: '0571-1234567',
      repliedAt: '2026-04-01T02:00:00Z',
      satisfaction: 0,
      satisfactionComment: '答复过于笼统',
      evaluatedAt: '2026-04-02T02:00:00Z',
      createdAt: '2026-03-05T02:00:00Z',
    },
    {
      id: 'u-2',
      unitId: 'o2',
      unitName: '市财政局',
      phase: 'formal',
      active: true,
      handleType: 1,
      preFeedback: null,
      preOpinion: null,
      signState: 0,
      signedAt: null,
      deadline: '2026-06-08',
      round: 1,
      replyContent: null,
      replyFileIds: [],
      handleLevel: null,
      contactName: null,
      contactPhone: null,
      repliedAt: null,
      satisfaction: null,
      satisfactionComment: null,
      evaluatedAt: null,
      createdAt: '2026-03-05T02:00:00Z',
    },
  ],
  history: [
    ...detail().history,
    {
      id: 'h3',
      action: 'file',
      actionName: '立案',
      actorName: '田主任',
      unitName: null,
      fromState: 2,
      toState: 3,
      opinion: '符合立案条件',
      createdAt: '2026-03-04T02:00:00Z',
    },
    {
      id: 'h4',
      action: 'sign',
      actionName: '签收',
      actorName: '教育局联络员',
      unitName: '市教育局',
      fromState: null,
      toState: null,
      opinion: null,
      createdAt: '2026-03-10T02:00:00Z',
    },
  ],
  actions: ['conclude'],
});

const file = {
  id: 'f1',
  title: '调研报告.pdf',
  mimeType: 'application/pdf',
  module: 'proposal',
  path: 'x',
  size: 2048,
  url: '/api/f1',
  createdAt: '',
};

const noDocuments: ProposalDocuments = { proposal: false, assignNotice: [], caseNotice: null, attachments: 0 };

function renderDetail(perms: string[], d = handled, documents = noDocuments) {
  get.mockImplementation(async (url: string) => {
    if (url === '/proposal/detail/p1') return d;
    if (url === '/proposal/document/p1/available') return documents;
    if (url === '/sys/oss/rpc/file/f1') return file;
    if (url === '/proposalType/options') return [{ id: 't1', parentId: null, name: '经济建设', proposalLevel: 1 }];
    return [];
  });
  return renderWithApp(
    <Routes>
      <Route path="/proposal/proposalDetail/:id" element={<ProposalDetailPage />} />
    </Routes>,
    { perms, path: '/proposal/proposalDetail/p1' },
  );
}

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  download.mockReset();
  download.mockResolvedValue(undefined);
  post.mockResolvedValue(null);
});

describe('ProposalDetailPage', () => {
  it('shows the fields, attachments, co-signers, units with replies and ratings, and the whole history', async () => {
    renderDetail([P.allList]);
    expect((await screen.findAllByText('15040012', { exact: false })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('关于加快城市更新的建议').length).toBeGreaterThan(0);
    expect(screen.getAllByText('办理中', { selector: '.ant-tag' }).length).toBeGreaterThan(0);
    expect(screen.getByText('城市更新是推动高质量发展的重要抓手。')).toBeInTheDocument();
    expect(await screen.findByText('调研报告.pdf')).toBeInTheDocument();
    // co-signer and the answer
    expect(screen.getByText('支持')).toBeInTheDocument();
    // units: lead and joint, sign states, rating
    const units = screen.getByText('市财政局').closest('table') as HTMLElement;
    expect(within(units).getByText('主办')).toBeInTheDocument();
    expect(within(units).getByText('会办')).toBeInTheDocument();
    expect(within(units).getByText('已办结')).toBeInTheDocument();
    expect(within(units).getByText('待签收')).toBeInTheDocument();
    expect(within(units).getByText('不满意')).toBeInTheDocument();
    expect(within(units).getByText('B类')).toBeInTheDocument();
    // every reply in full below the table, not folded into a row of it: the letter, the contact, the rating's reason
    const reply = screen.getByRole('region', { name: '市教育局的答复' });
    expect(within(reply).getByText('已列入年度计划')).toBeInTheDocument();
    expect(within(reply).getByText('王老师')).toBeInTheDocument();
    expect(within(reply).getByText(/答复过于笼统/)).toBeInTheDocument();
    expect(reply.closest('table')).toBeNull();
    expect(screen.queryByRole('region', { name: '市财政局的答复' })).toBeNull();
    // history: who, what, when, change, opinion
    expect(screen.getByText('起草')).toBeInTheDocument();
    expect(screen.getByText('田主任')).toBeInTheDocument();
    expect(screen.getByText('待审查 → 待交办')).toBeInTheDocument();
    expect(screen.getByText('意见：符合立案条件')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2026-03-04T02:00:00Z', 'YYYY-MM-DD HH:mm'))).toBeInTheDocument();
    // conclude is offered by the server, but only a holder of proposal:track:conclude sees it
    expect(screen.queryByRole('button', { name: /^办\s*结$/ })).toBeNull();
  }, 60_000);

  it('drives the buttons from `actions` and opens their forms', async () => {
    renderDetail(
      [P.allList, P.file, P.notFile, P.sendBack],
      detail({ state: 2, stateName: '待审查', actions: ['sendBack', 'file', 'notFile', 'merge'] }),
    );
    await screen.findByRole('button', { name: /^立\s*案$/ });
    expect(screen.getByRole('button', { name: '不立案' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退回修改' })).toBeInTheDocument();
    // merge is offered, but the user lacks proposal:merge:do
    expect(screen.queryByRole('button', { name: /^并\s*案$/ })).toBeNull();

    post.mockImplementation(async (url: string) => (url === '/proposal/file' ? { number: 15040013 } : null));
    await user.click(screen.getByRole('button', { name: /^立\s*案$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: '确定立案' }));
    // filing cannot be taken back: it asks first, naming the proposal (over the step dialog, which jsdom counts as hiding it)
    const ask = await waitFor(() => {
      const found = screen.getAllByRole('dialog', { hidden: true }).find((d) => d.textContent?.startsWith('确认立案'));
      if (!found) throw new Error('no confirmation');
      return found;
    });
    expect(ask).toHaveTextContent('确定对提案《关于加快城市更新的建议》立案吗？');
    await user.click(within(ask).getByRole('button', { name: /^确\s*定$/, hidden: true }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/file', { id: 'p1', typeId: 't1', opinion: null, sms: false }));
    expect(await screen.findByText('立案成功，案号为15040013')).toBeInTheDocument();
    await waitFor(() => expect(get.mock.calls.filter(([u]) => u === '/proposal/detail/p1').length).toBeGreaterThan(1));
  }, 60_000);

  it('offers the documents the server says the reader may download, through the download helper', async () => {
    renderDetail([P.allList], handled, {
      proposal: true,
      assignNotice: [{ unitId: 'o1', unitName: '市教育局' }],
      caseNotice: 'filed',
      attachments: 1,
    });
    expect(await screen.findByText('文书下载')).toBeInTheDocument();
    for (const name of [/下载提案/, /下载交办单/, /下载立案通知书/, /下载附件（1）/]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: /下载交办单/ }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        '/proposal/document/p1/assignNotice.docx',
        expect.objectContaining({ params: { unitId: 'o1' } }),
      ),
    );
  }, 60_000);

  it('has no document card for a reader who may download nothing', async () => {
    const { client } = renderDetail([P.allList]);
    await screen.findByText('流转记录');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/proposal/document/p1/available', undefined, { silent: true }));
    await waitFor(() => expect(client.getQueryState(['proposal', 'documents', 'p1'])?.status).toBe('success'));
    expect(screen.queryByText('文书下载')).toBeNull();
  }, 60_000);

  it('says so when the proposal is out of reach', async () => {
    get.mockRejectedValue(new Error('记录不存在'));
    renderWithApp(
      <Routes>
        <Route path="/proposal/proposalDetail/:id" element={<ProposalDetailPage />} />
      </Routes>,
      { perms: [P.myList], path: '/proposal/proposalDetail/zz' },
    );
    expect(await screen.findByText('提案不存在或无权查看')).toBeInTheDocument();
  }, 60_000);
});
