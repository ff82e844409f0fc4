import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { useAppStore } from '../store';
import { UserMenu } from './UserMenu';

const calls: string[] = [];
const { switchIdentity } = vi.hoisted(() => ({ switchIdentity: vi.fn() }));
vi.mock('../auth/session', () => ({ switchIdentity, logout: vi.fn() }));
vi.mock('../realtime', () => ({
  closeRealtime: () => calls.push('closeRealtime'),
  connectRealtime: () => calls.push('connectRealtime'),
}));

const user = fastUser();
afterEach(() => {
  calls.length = 0;
  switchIdentity.mockReset();
});

/** A count read as the identity before the switch. */
let answer = '委员身份的数据';
function Reader() {
  const q = useQuery({ queryKey: ['proposal', 'count', 'desktop'], queryFn: async () => answer, staleTime: 60_000 });
  return <span>{q.data}</span>;
}

const renderMenu = () => {
  const r = renderWithApp(
    <>
      <UserMenu />
      <Reader />
    </>,
    { userId: 'u1' },
  );
  useAppStore.setState((s) => ({
    user: s.user && {
      ...s.user,
      identities: [{ userId: 'u2', loginName: 'weiyuan.staff', userType: 2, label: '机关工作人员（研究室）' }],
    },
  }));
  return r;
};

describe('UserMenu 切换身份', () => {
  it('closes the menu, ends the live channel before the switch, and reads the page again as the new identity', async () => {
    switchIdentity.mockImplementation(async () => {
      calls.push('switchIdentity');
      answer = '工作人员身份的数据';
    });
    renderMenu();
    expect(await screen.findByText('委员身份的数据')).toBeInTheDocument();
    await user.click(screen.getByTestId('user-menu'));
    await user.hover(await screen.findByText('切换身份'));
    await user.click(await screen.findByText('机关工作人员（研究室）'));
    await waitFor(() => expect(switchIdentity).toHaveBeenCalledWith('u2'));
    // the server closes the old session's socket as revoked: closed by us first, that is no expiry
    expect(calls.slice(0, 2)).toEqual(['closeRealtime', 'switchIdentity']);
    expect(await screen.findByText('工作人员身份的数据')).toBeInTheDocument();
    // neither the menu nor its 切换身份 sub-menu stays over the new home
    await waitFor(() => expect(screen.queryByText('机关工作人员（研究室）')).toBeNull());
    expect(screen.queryByText('切换身份')).toBeNull();
  }, 60_000);

  it('keeps the live channel of the identity it could not leave', async () => {
    switchIdentity.mockRejectedValue(new Error('无权限'));
    renderMenu();
    await user.click(screen.getByTestId('user-menu'));
    await user.hover(await screen.findByText('切换身份'));
    await user.click(await screen.findByText('机关工作人员（研究室）'));
    await waitFor(() => expect(calls).toEqual(['closeRealtime', 'connectRealtime']));
  }, 60_000);
});

describe('UserMenu by keyboard', () => {
  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])(
    'is a button Tab reaches, and %s opens its menu',
    async (_, key) => {
      renderMenu();
      const trigger = screen.getByRole('button', { name: /测试用户/ });
      expect(trigger).toBe(screen.getByTestId('user-menu'));
      expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('修改密码')).toBeNull();
      await user.tab();
      expect(trigger).toHaveFocus();
      await user.keyboard(key);
      expect(await screen.findByText('修改密码')).toBeInTheDocument();
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    },
    60_000,
  );
});
