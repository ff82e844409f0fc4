import { type OssFile, SystemPerm } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchModule } from '@/components/FieldConfig';
import { fastUser, renderWithApp } from '@/components/test-utils';
import UserPage from './UserPage';

const { post, get, upload } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), upload: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload } }));

/** the system dictionaries the page reads (GET /param/list/typeName) */
const dicts: Record<string, [string, string][]> = {
  sex: [
    ['1', '男'],
    ['2', '女'],
  ],
  userType: [
    ['1', '委员'],
    ['2', '机关工作人员'],
    ['3', '集体用户'],
    ['4', '系统管理员'],
  ],
};

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

const user = fastUser();
const row = {
  id: 'u1',
  personId: 'p1',
  loginName: 'zhangsan',
  username: '张三',
  userType: 2,
  collectiveType: null,
  orgId: 'o1',
  orgName: '办公室',
  mobile: '13812345678',
  email: null,
  sex: 1,
  duty: null,
  enabled: true,
  locked: false,
  lockedUntil: null,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  roles: [],
};

let savedFields: string[] = [];

beforeEach(() => {
  savedFields = [];
  post.mockReset();
  get.mockReset();
  upload.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url === '/system/user/page') return { list: [row], total: 1 };
    if (url === '/system/user/add') return { id: 'u2', password: 'Xy7#pQ2m!kL9' };
    return null;
  });
  get.mockImplementation(async (url: string, params?: { typeName?: string }) => {
    if (url === '/param/list/typeName')
      return (dicts[params?.typeName ?? ''] ?? []).map(([paramCode, paramName]) => ({ paramCode, paramName }));
    if (url === '/system/user/detail/u1') return { ...row, avatar: photo('old'), identities: [] };
    if (url === '/personal/search/config/detail') return { searchModuleType: 91, customProposalFields: savedFields };
    if (url === '/system/org/tree') return [];
    return [];
  });
});

describe('用户管理', () => {
  it('lists users with a masked mobile and searches by keyword', async () => {
    renderWithApp(<UserPage />, { perms: [SystemPerm.userList], path: '/system/user' });
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    // 性别 from the sex dictionary (DictText)
    expect(await within(screen.getByText('张三').closest('tr') as HTMLElement).findByText('男')).toBeInTheDocument();
    expect(screen.getByText('共1条数据')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/system/user/page', expect.objectContaining({ pageNum: 1, pageSize: 15 }));
    // no permission: no 新增, and the action cell shows '-'
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();

    await user.type(screen.getByLabelText('关键字'), '张');
    await user.click(screen.getByRole('button', { name: /^search 查\s*询$|^查\s*询$/ }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/system/user/page', expect.objectContaining({ keyword: '张', pageNum: 1 })));
  }, 120_000);

  it('validates the add form in Chinese and posts the new user, then shows the generated password once', async () => {
    renderWithApp(<UserPage />, { perms: [SystemPerm.userList, SystemPerm.userAdd], path: '/system/user' });
    await screen.findByText('张三');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增用户')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入登录名')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('登录名'), '_bad');
    // antd swaps one error for another after its leave motion, which takes seconds on a busy machine
    expect(await within(dialog).findByText(/登录名只能包含字母/, undefined, { timeout: 8000 })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('登录名'));
    await user.type(within(dialog).getByLabelText('登录名'), 'lisi');
    await user.type(within(dialog).getByLabelText('姓名'), '李四');
    await user.type(within(dialog).getByLabelText('手机号'), '12345');
    expect(await within(dialog).findByText('手机号码格式不正确', undefined, { timeout: 8000 })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('手机号'));
    await user.type(within(dialog).getByLabelText('手机号'), '13900001111');
    // 性别 options come from the sex dictionary (DictRadioGroup), as numbers
    await user.click(await within(dialog).findByRole('radio', { name: '女' }));
    // 照片 (PhotoUploader): a jpg of module photo
    upload.mockResolvedValue(photo('ph1'));
    const file = within(dialog).getByText('上传照片').closest('.ant-upload')?.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(file, new File(['jpg'], '李四.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByRole('img', { name: 'ph1.jpg' })).toBeInTheDocument();
    const form = upload.mock.calls[0][1] as FormData;
    expect(form.get('module')).toBe('photo');
    expect(form.get('kind')).toBe('photo');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/system/user/add',
        expect.objectContaining({
          loginName: 'lisi',
          username: '李四',
          userType: 2,
          mobile: '13900001111',
          collectiveType: null,
          sex: 2,
          avatarFileId: 'ph1',
        }),
      ),
    );
    expect(post.mock.calls.find((c) => c[0] === '/system/user/add')?.[1]).not.toHaveProperty('photo');
    expect(await screen.findByText('Xy7#pQ2m!kL9')).toBeInTheDocument();
    expect(screen.getByText(/密码只显示这一次/)).toBeInTheDocument();
  }, 120_000);

  it('高级查询 shows the fields the user kept through 筛选配置 and filters by them', async () => {
    savedFields = ['userType', 'enabled'];
    renderWithApp(<UserPage />, { perms: [SystemPerm.userList], path: '/system/user', userId: 'admin1' });
    await screen.findByText('张三');
    await user.click(screen.getByRole('button', { name: /高级查询/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/personal/search/config/detail', { searchModuleType: SearchModule.systemUser }, expect.anything()),
    );
    expect(await within(dialog).findByLabelText('用户类型')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('所属机构')).toBeNull();

    await user.click(within(dialog).getByLabelText('状态'));
    await user.click(await screen.findByTitle('停用'));
    // 用户类型 options come from the userType dictionary (DictSelect), sent as a number
    await user.click(within(dialog).getByLabelText('用户类型'));
    await user.click(await screen.findByTitle('机关工作人员'));
    await user.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/system/user/page',
        expect.objectContaining({ enabled: false, userType: 2, pageNum: 1, pageSize: 15 }),
      ),
    );

    await user.click(screen.getByRole('button', { name: /高级查询/ }));
    await user.click(within(dialog).getByRole('button', { name: /筛选配置/ }));
    const config = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByText('全选')) as HTMLElement;
    await user.click(within(config).getByLabelText('所属机构'));
    await user.click(within(config).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/personal/search/config/add', {
        customProposalFields: ['userType', 'orgId', 'enabled'],
        searchModuleType: SearchModule.systemUser,
      }),
    );
    expect(await screen.findByText('配置成功~')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('所属机构')).toBeInTheDocument();
  }, 120_000);

  it('edits a user: shows the saved photo and the dictionary sex, removes the photo and saves', async () => {
    renderWithApp(<UserPage />, { perms: [SystemPerm.userList, SystemPerm.userEdit], path: '/system/user' });
    const name = await screen.findByText('张三');
    await user.click(within(name.closest('tr') as HTMLElement).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'old.jpg' })).toHaveAttribute('src', photo('old').url);
    expect(await within(dialog).findByRole('radio', { name: '男' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    const confirm = (await screen.findAllByRole('dialog')).find(
      (d) => within(d).queryAllByText('确定删除该附件吗？').length > 0,
    ) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByRole('button', { name: /上传照片/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/system/user/update', expect.objectContaining({ id: 'u1', sex: 1, avatarFileId: null })),
    );
  }, 120_000);

  it('resets a password without ever showing it: the dialog says it went by SMS to the owner', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/system/user/page') return { list: [row], total: 1 };
      if (url === '/system/user/resetPassword') return { sentTo: '138****5678', smsStatus: 'sent' };
      return null;
    });
    renderWithApp(<UserPage />, { perms: [SystemPerm.userList, SystemPerm.userResetAdmin], path: '/system/user' });
    const name = await screen.findByText('张三');
    await user.click(within(name.closest('tr') as HTMLElement).getByRole('button', { name: /重置密码/ }));
    expect(await screen.findByText(/临时密码将以短信发送到本人手机/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/user/resetPassword', { id: 'u1' }));
    expect(await screen.findByText(/临时密码已通过短信发送到“张三”本人的手机 138\*\*\*\*5678/)).toBeInTheDocument();
    expect(screen.queryByText(/密码只显示这一次/)).toBeNull();
  }, 120_000);

  it('links another account as an identity of the same person and unlinks one', async () => {
    const other = { ...row, id: 'u3', personId: 'p3', loginName: 'zhangsan.wy', userType: 1, orgName: null };
    post.mockImplementation(async (url: string, body?: { keyword?: string }) => {
      if (url === '/system/user/page') return body?.keyword ? { list: [other], total: 1 } : { list: [row], total: 1 };
      return null;
    });
    get.mockImplementation(async (url: string, params?: { typeName?: string }) => {
      if (url === '/param/list/typeName')
        return (dicts[params?.typeName ?? ''] ?? []).map(([paramCode, paramName]) => ({ paramCode, paramName }));
      if (url === '/system/user/detail/u1')
        return { ...row, avatar: null, identities: [{ id: 'u4', loginName: 'zhangsan.old', userType: 3, orgName: '民革市委会' }] };
      return [];
    });
    renderWithApp(<UserPage />, { perms: [SystemPerm.userList, SystemPerm.userIdentity], path: '/system/user' });
    const name = await screen.findByText('张三');
    await user.click(within(name.closest('tr') as HTMLElement).getByRole('button', { name: /关联身份/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/zhangsan\.old/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('关联账号'), 'zhangsan.wy');
    await user.click(await screen.findByTitle('张三（zhangsan.wy，委员）'));
    await user.click(within(dialog).getByRole('button', { name: /^关\s*联$/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/user/identity/link', { id: 'u1', targetId: 'u3' }));
    await user.click(within(dialog).getByRole('button', { name: /解除关联/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/user/identity/unlink', { id: 'u4' }));
  }, 120_000);

  it('batch-deletes the selected users for a holder of the delete permission', async () => {
    renderWithApp(<UserPage />, { perms: [SystemPerm.userList, SystemPerm.userDelete], path: '/system/user' });
    const name = await screen.findByText('张三');
    await user.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请在列表中选择需要删除的记录！')).toBeInTheDocument();
    await user.click(within(name.closest('tr') as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量删除/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/user/delete', { ids: ['u1'] }, { silent: true }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  }, 120_000);
});
