import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowActions } from './RowActions';
import { renderWithApp } from './test-utils';

const actions = [
  { key: 'edit', perm: 'demo:edit', node: <button type="button">编辑</button> },
  { key: 'del', perm: 'demo:delete', node: <button type="button">删除</button> },
  { key: 'view', node: <button type="button">查看</button>, visible: false },
];

describe('RowActions', () => {
  it("shows '-' when no action is permitted", () => {
    renderWithApp(<RowActions actions={actions} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('shows only the permitted and visible actions', () => {
    renderWithApp(<RowActions actions={actions} />, { perms: ['demo:edit'] });
    expect(screen.getByText('编辑')).toBeInTheDocument();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.queryByText('查看')).toBeNull();
    expect(screen.queryByText('-')).toBeNull();
  });
});
