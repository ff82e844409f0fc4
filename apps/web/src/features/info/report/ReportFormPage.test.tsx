import { type InfoFullDetail, InfoPerm } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import ReportFormPage from './ReportFormPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();

beforeAll(() => {
  // ProseMirror measures ranges; jsdom has no layout
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Element.prototype.scrollIntoView = () => {};
  document.elementFromPoint = () => null;
});

const returned: InfoFullDetail = {
  id: 'i1',
  serialNumber: null,
  title: '关于加装电梯的建议',
  typeId: 't1',
  typeName: '教育',
  reporterName: '城东区政协信息直报点',
  unitName: '城东区政协信息直报点',
  writerNames: null,
  reportTime: '2026-11-20T02:00:00.000Z',
  year: 2026,
  state: -2,
  levelName: null,
  flowName: '教育审核流程',
  adopt: null,
  read: false,
  source: 1,
  submissionStatus: 0,
  actions: ['save', 'resubmit'],
  content: '<p>老旧小区加装电梯推进缓慢。</p>',
  contactPhone: null,
  flowId: 'f1',
  currentLevel: null,
  backType: 1,
  backReason: '请补充小区名单',
  discardReason: null,
  mergedInto: null,
  reporters: [{ userId: 'u1', name: '城东区政协信息直报点', unitName: null, role: 1, joint: null }],
  files: [],
  attachments: [],
  versionCount: 1,
  versions: [],
  history: [],
};

function mockServer(opts: { hasFlow?: boolean } = {}) {
  get.mockImplementation(async (url: string) => {
    if (url === '/infoType/options') return [{ id: 't1', parentId: null, name: '教育', infoLevel: 1 }];
    if (url.startsWith('/infoFlow/exist/check/')) return { exists: opts.hasFlow ?? true, flowId: 'f1' };
    return [];
  });
  post.mockImplementation(async (url: string) => {
    if (url === '/info/detail/i1') return returned;
    if (url === '/web/info/add') return { id: 'new1' };
    if (url.includes('similar/info/check')) return [];
    return null;
  });
}

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

const perms = [InfoPerm.report];

describe('ReportFormPage', () => {
  it('checks the required fields and saves nothing while they are empty', async () => {
    mockServer();
    renderWithApp(<ReportFormPage />, { perms, path: '/social/reportForm', userId: 'u1' });
    expect(await screen.findByText('报送信息')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^报\s*送$/ }));
    const error = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText('请输入信息标题', error)).toBeInTheDocument();
    expect(await screen.findByText('请输入信息内容！', error)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(post).not.toHaveBeenCalledWith('/web/info/add', expect.anything());
  }, 60_000);

  it('shows a returned item with its reason; 重新报送 runs the duplicate check, then sends the edited item', async () => {
    mockServer();
    renderWithApp(<ReportFormPage />, { perms, path: '/social/reportForm?id=i1', userId: 'u1' });
    expect(await screen.findByText('修改信息')).toBeInTheDocument();
    expect(screen.getByText('退回理由：请补充小区名单')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新报送' }));
    const confirm = await screen.findByRole('button', { name: /确定提交/ }, { timeout: 10_000 });
    await user.click(confirm);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/web/info/update',
        expect.objectContaining({ id: 'i1', typeId: 't1', title: '关于加装电梯的建议', submit: true, jointUserIds: [], fileIds: [] }),
      ),
    );
  }, 60_000);

  it('refuses to submit into a type without a review flow', async () => {
    mockServer({ hasFlow: false });
    renderWithApp(<ReportFormPage />, { perms, path: '/social/reportForm?id=i1', userId: 'u1' });
    await screen.findByText('修改信息');
    await user.click(screen.getByRole('button', { name: '重新报送' }));
    expect(await screen.findByText('该信息类别尚未设置审核流程')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/web/info/update', expect.anything());
  }, 60_000);
});
