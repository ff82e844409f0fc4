import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportButton } from './ExportButton';
import { fastUser, renderWithApp } from './test-utils';

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
const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const templates = [
  { id: 't1', name: '操作留痕（简版）' },
  { id: 't2', name: '安全审计' },
];
const user = fastUser();
const saved: string[] = [];

beforeEach(() => {
  shown.length = 0;
  saved.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const xlsx = () =>
  new Response(new Blob(['PK-bytes']), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('审计日志_20260315.xlsx')}`,
    },
  });

describe('ExportButton', () => {
  it('posts the filters with the chosen template, saves the file under its Chinese name and says 导出成功', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/api/export/template/options')) return json(200, { code: '00000', msg: '', data: templates });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    renderWithApp(<ExportButton url="/system/audit/export" templateType="audit" filters={() => ({ category: 'operation' })} />);
    await user.click(await screen.findByRole('combobox', { name: '导出模板' }));
    await user.click(await screen.findByText('安全审计'));
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByRole('button', { name: /导出中/ })).toBeInTheDocument();
    // a second click while busy does not start another export
    await user.click(screen.getByRole('button', { name: /导出中/ }));
    const exportCalls = () => fetchMock.mock.calls.filter(([u]) => u === '/api/system/audit/export');
    expect(exportCalls()).toHaveLength(1);
    expect(JSON.parse(String(exportCalls()[0][1]?.body))).toEqual({ category: 'operation', templateId: 't2' });
    release(xlsx());
    await waitFor(() => expect(shown).toEqual([{ type: 'success', text: '导出成功' }]));
    expect(saved).toEqual(['审计日志_20260315.xlsx']);
    await waitFor(() => expect(screen.getByRole('button', { name: /导\s*出$/ })).not.toHaveClass('ant-btn-loading'));
  });

  it('shows the message of an error envelope instead of saving a file, also when it comes as a blob', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/api/export/template/options')) return json(200, { code: '00000', msg: '', data: [] });
      return json(400, { code: '40000', msg: '符合条件的日志有60000条，超过单次导出上限50000条，请缩小时间范围后再导出', data: null });
    });
    renderWithApp(<ExportButton url="/system/audit/export" templateType="audit" />);
    await user.click(await screen.findByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(shown.at(-1)?.text).toContain('超过单次导出上限50000条'));
    expect(screen.queryByRole('combobox', { name: '导出模板' })).toBeNull();
    const idle = await screen.findByRole('button', { name: /导\s*出$/ });
    // antd's Button drops its loading state a render after its text, and ignores clicks until then
    await waitFor(() => expect(idle).not.toHaveClass('ant-btn-loading'));

    fetchMock.mockImplementation(async () =>
      json(200, { code: '40001', msg: '导出模板「安全审计」已停用', data: null, success: false }, 'application/octet-stream'),
    );
    await user.click(idle);
    await waitFor(() => expect(shown.at(-1)).toEqual({ type: 'error', text: '导出模板「安全审计」已停用' }));
    expect(saved).toEqual([]);
  });

  it('says 导出失败 when the connection breaks, and sends GET filters as the query', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('network');
    });
    renderWithApp(<ExportButton url="/system/sensitive/import/template" method="GET" filters={{ type: 'politics' }} />);
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(shown.at(-1)).toEqual({ type: 'error', text: '导出失败' }));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/system/sensitive/import/template?type=politics');
  });

  it('is hidden without its permission', () => {
    renderWithApp(<ExportButton url="/x" perm="system:audit:export" />, { perms: [] });
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
