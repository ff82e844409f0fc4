import type { OssFile } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferenceStore } from '@/app/layout/preferences';
import { useAppStore } from '@/app/store';
import { renderWithApp } from '@/components/test-utils';
import PersonalCenterPage from './PersonalCenterPage';

const { get, post, upload } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), upload: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { get, post, upload, download: vi.fn() } }));

// jsdom lays out no picture and has no canvas: the cropper reports a fixed area, and the crop is a small blob
vi.mock('react-easy-crop', () => ({
  default: ({ aspect, onCropComplete }: { aspect: number; onCropComplete: (a: unknown, p: unknown) => void }) => {
    // once, like the real cropper after the picture loads (the uploader passes a new callback each render)
    // biome-ignore lint/correctness/useExhaustiveDependencies: see above
    useEffect(() => onCropComplete({ x: 0, y: 0, width: 100, height: 100 }, { x: 0, y: 0, width: 200, height: 200 }), []);
    return <div data-testid="cropper" data-aspect={aspect} />;
  },
}));
vi.mock('@/components/upload/cropImage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/upload/cropImage')>()),
  cropToJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

const photo = (id: string): OssFile => ({
  id,
  title: `${id}.jpg`,
  mimeType: 'image/jpeg',
  module: 'photo',
  path: `photo/2026/01/${id}.jpg`,
  size: 2048,
  url: `/api/sys/oss/rpc/download/${id}?module=photo&t=1&r=x`,
  createdAt: '2026-01-01T00:00:00Z',
});

const centre = {
  profile: {
    userId: 'u1',
    username: '测试用户',
    loginName: 'tester',
    userType: 2,
    collectiveType: null,
    sex: 1,
    mobile: '13812345678',
    duty: '科员',
    avatar: photo('old').url,
    orgId: 'o1',
    orgName: '办公厅',
    roles: ['提案工作人员'],
  },
  loginInfo: { lastLoginAt: null, lastLoginIp: null, sessionLoginAt: null, loginCountThisYear: 3 },
  unreadCount: 0,
  latestMessages: [],
  quickEntries: [],
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  upload.mockReset();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:crop'), revokeObjectURL: vi.fn() });
  get.mockImplementation(async (url: string) => {
    if (url === '/personal/center/user/data') return centre;
    if (url === '/personal/avatar') return { file: photo('old'), url: photo('old').url };
    throw new Error(`unexpected ${url}`);
  });
});

describe('个人中心 · 头像', () => {
  it('crops a new picture 1:1, uploads it under module photo and saves it as one’s avatar', async () => {
    post.mockImplementation(async (url: string, body: { fileId: string | null }) => {
      if (url === '/personal/avatar/update') return { file: photo(body.fileId as string), url: photo(body.fileId as string).url };
      throw new Error(`unexpected ${url}`);
    });
    upload.mockResolvedValue(photo('new'));
    const { container } = renderWithApp(<PersonalCenterPage />, { userId: 'u1', path: '/personal/center' });
    const card = (await screen.findByText('头像')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByRole('img', { name: 'old.jpg' })).toHaveAttribute('src', photo('old').url);

    const input = container.querySelector('.cppcc-cropped-uploader input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['png'], '我.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('裁剪图片')).toBeInTheDocument();
    expect(within(dialog).getByTestId('crop-area')).toHaveAttribute('data-aspect', '1');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const form = upload.mock.calls[0][1] as FormData;
    expect(form.get('module')).toBe('photo');
    expect((form.get('file') as File).name).toBe('我.jpg');
    await waitFor(() => expect(post).toHaveBeenCalledWith('/personal/avatar/update', { fileId: 'new' }));
    expect(await within(card).findByRole('img', { name: 'new.jpg' })).toBeInTheDocument();
    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
    // the header's avatar follows
    await waitFor(() => expect(useAppStore.getState().user?.avatar).toBe(photo('new').url));
  }, 120_000);

  it('removes the avatar after a confirmation', async () => {
    post.mockResolvedValue({ file: null, url: null });
    renderWithApp(<PersonalCenterPage />, { userId: 'u1', path: '/personal/center' });
    const card = (await screen.findByText('头像')).closest('.ant-card') as HTMLElement;
    await user.click(await within(card).findByRole('button', { name: /删\s*除/ }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定|删\s*除/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/personal/avatar/update', { fileId: null }));
    expect(await within(card).findByRole('button', { name: /选择图片/ })).toBeInTheDocument();
    await waitFor(() => expect(useAppStore.getState().user?.avatar).toBeNull());
  }, 120_000);
});

describe('个人中心 · 适老化模式', () => {
  it('turns the mode on for this user on the server and on this PC, and off again', async () => {
    usePreferenceStore.setState({ byUser: {} });
    post.mockImplementation(async (url: string, body: { elderlyMode: boolean }) => {
      if (url === '/personal/preferences/update') return { elderlyMode: body.elderlyMode };
      throw new Error(`unexpected ${url}`);
    });
    renderWithApp(<PersonalCenterPage />, { userId: 'u1', path: '/personal/center' });
    const card = (await screen.findByText('适老化模式', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    const toggle = within(card).getByRole('switch', { name: '适老化模式' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/personal/preferences/update', { elderlyMode: true }));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(usePreferenceStore.getState().byUser.u1).toEqual({ elderlyMode: true });
    expect(await screen.findByText('已开启适老化模式')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/personal/preferences/update', { elderlyMode: false }));
    await waitFor(() => expect(usePreferenceStore.getState().byUser.u1).toEqual({ elderlyMode: false }));
  }, 60_000);
});
