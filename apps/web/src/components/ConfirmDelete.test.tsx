import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDelete } from './ConfirmDelete';
import { fastUser, renderWithApp } from './test-utils';

const user = fastUser();

describe('ConfirmDelete', () => {
  it('asks with the spec text, deletes and says 删除成功', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<ConfirmDelete onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除后数据不可恢复，确定删除吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the delete fails', async () => {
    renderWithApp(<ConfirmDelete onConfirm={() => Promise.reject(new Error('该机构下还有用户，不能删除'))} />);
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该机构下还有用户，不能删除')).toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = vi.fn();
    renderWithApp(
      <ConfirmDelete onConfirm={onConfirm}>
        <button type="button">移除</button>
      </ConfirmDelete>,
    );
    await user.click(screen.getByText('移除'));
    await user.click(await screen.findByRole('button', { name: /取\s*消/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
