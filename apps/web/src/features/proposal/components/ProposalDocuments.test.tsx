import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import type { ProposalDocuments as Docs } from '../api';
import { ProposalDocuments } from './ProposalDocuments';

// the real api client over a stubbed fetch: what reaches the user is what the client makes of the answer
const shown: { type: string; text: string }[] = [];
vi.mock('@/app/feedback', () => ({
  notify: {
    error: (text: string) => shown.push({ type: 'error', text }),
    warning: (text: string) => shown.push({ type: 'warning', text }),
    success: (text: string) => shown.push({ type: 'success', text }),
    info: (text: string) => shown.push({ type: 'info', text }),
  },
}));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const file = (name: string) =>
  new Response(new Blob(['PK-bytes']), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': `attachment; filename="x.docx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
const saved: string[] = [];
const user = fastUser();

let available: Docs;
const files: Record<string, () => Response> = {};
beforeEach(() => {
  shown.length = 0;
  saved.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url === '/api/proposal/document/p1/available') return json(200, { code: '00000', msg: '操作成功', data: available });
    const path = url.replace(/^\/api\/proposal\/document\/p1\//, '');
    const answer = files[path];
    return answer ? answer() : json(404, { code: '40400', msg: '记录不存在' });
  });
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  for (const k of Object.keys(files)) delete files[k];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const docs = (over: Partial<Docs> = {}): Docs => ({ proposal: true, assignNotice: [], caseNotice: null, attachments: 0, ...over });
const asked = () => fetchMock.mock.calls.map(([u]) => u);

describe('ProposalDocuments (文书下载 on the detail page)', () => {
  it('offers the office every document the server allows, and saves each under its own name', async () => {
    available = docs({
      assignNotice: [
        { unitId: 'o1', unitName: '市教育局' },
        { unitId: 'o2', unitName: '市财政局' },
      ],
      caseNotice: 'filed',
      attachments: 3,
    });
    files['proposal.docx'] = () => file('第15040012号-关于加快城市更新的建议.docx');
    files['assignNotice.docx?unitId=o2'] = () => file('提案交办单-第15040012号.docx');
    files['attachments.zip'] = () => file('第15040012号-关于加快城市更新的建议-附件.zip');
    renderWithApp(<ProposalDocuments id="p1" />);
    expect(await screen.findByText('文书下载')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /下载立案通知书/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /下载提案/ }));
    await waitFor(() => expect(saved).toEqual(['第15040012号-关于加快城市更新的建议.docx']));
    expect(asked()).toContain('/api/proposal/document/p1/proposal.docx');

    // several units: all in one file, or one unit's page
    await user.click(screen.getByRole('button', { name: /下载交办单/ }));
    expect(await screen.findByText('全部承办单位')).toBeInTheDocument();
    await user.click(await screen.findByText('市财政局'));
    await waitFor(() => expect(saved).toContain('提案交办单-第15040012号.docx'));
    expect(asked()).toContain('/api/proposal/document/p1/assignNotice.docx?unitId=o2');

    await user.click(screen.getByRole('button', { name: /下载附件（3）/ }));
    await waitFor(() => expect(saved).toContain('第15040012号-关于加快城市更新的建议-附件.zip'));
  }, 60_000);

  it('shows a proposer only the proposal and its notice, and a unit only its own 交办单', async () => {
    available = docs({ caseNotice: 'notFiled' });
    const first = renderWithApp(<ProposalDocuments id="p1" />);
    await screen.findByRole('button', { name: /下载提案/ });
    expect(screen.getByRole('button', { name: /下载不立案通知书/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /交办单/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /下载附件/ })).toBeNull();
    first.unmount();

    available = docs({ assignNotice: [{ unitId: 'o1', unitName: '市教育局' }] });
    files['assignNotice.docx?unitId=o1'] = () => file('提案交办单-第15040012号.docx');
    renderWithApp(<ProposalDocuments id="p1" />);
    await user.click(await screen.findByRole('button', { name: /下载交办单/ }));
    await waitFor(() => expect(saved).toEqual(['提案交办单-第15040012号.docx']));
    expect(screen.queryByText('全部承办单位')).toBeNull();
    expect(screen.queryByRole('button', { name: /通知书/ })).toBeNull();
  }, 60_000);

  it('shows the server’s message, not a file, when an error comes in place of the document', async () => {
    available = docs({ caseNotice: 'filed' });
    files['caseNotice.docx'] = () => json(400, { code: '40001', msg: '提案当前状态为「待审查」，尚未审查，不能生成立案通知书' });
    renderWithApp(<ProposalDocuments id="p1" />);
    await user.click(await screen.findByRole('button', { name: /下载立案通知书/ }));
    await waitFor(() => expect(shown).toContainEqual({ type: 'error', text: '提案当前状态为「待审查」，尚未审查，不能生成立案通知书' }));
    expect(saved).toEqual([]);
  }, 60_000);

  it('shows nothing when the reader may download nothing, nor a message when the call is refused', async () => {
    available = docs({ proposal: false });
    const first = renderWithApp(<ProposalDocuments id="p1" />);
    await waitFor(() => expect(first.client.getQueryState(['proposal', 'documents', 'p1'])?.status).toBe('success'));
    expect(first.container.textContent).toBe('');
    first.unmount();

    fetchMock.mockImplementation(async () => json(403, { code: '40300', msg: '没有权限' }));
    const second = renderWithApp(<ProposalDocuments id="p1" />);
    await waitFor(() => expect(second.client.getQueryState(['proposal', 'documents', 'p1'])?.status).toBe('error'));
    expect(second.container.textContent).toBe('');
    expect(shown).toEqual([]);
  }, 60_000);
});
