import { render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../store';
import { Authority, useAuthority } from './Authority';

describe('Authority', () => {
  beforeEach(() => useAppStore.setState({ authorityBtns: ['system:user:add', 'system:user:edit'] }));

  it('shows its children to a user holding one of the permissions', () => {
    render(
      <Authority perm={['system:user:delete', 'system:user:add']}>
        <button type="button">新增</button>
      </Authority>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
  });

  it('hides its children from a user holding none of them', () => {
    render(
      <Authority perm="system:user:delete">
        <button type="button">删除</button>
      </Authority>,
    );
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('throws 权限名称不能为空 without a permission name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Authority perm="">x</Authority>)).toThrow('权限名称不能为空');
    expect(() => render(<Authority perm={[]}>x</Authority>)).toThrow('权限名称不能为空');
  });

  it('useAuthority answers for one or several names', () => {
    const { result } = renderHook(() => useAuthority());
    expect(result.current('system:user:edit')).toBe(true);
    expect(result.current(['a:b:c', 'd:e:f'])).toBe(false);
  });
});
