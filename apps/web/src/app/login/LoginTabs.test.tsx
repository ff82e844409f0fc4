import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginTabs } from './LoginTabs';

const tabs = [
  { key: 'account', label: '账号登录', render: () => <p>账号表单</p> },
  { key: 'sms', label: '短信登录', render: () => <p>短信表单</p> },
  { key: 'qr', label: '扫码登录', render: () => <p>扫码页面</p> },
];

describe('sign-in tabs', () => {
  it('shows the first way only, and another when its tab is clicked', async () => {
    render(<LoginTabs tabs={tabs} />);
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('账号表单');
    expect(screen.queryByText('短信表单')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('短信表单');
    expect(screen.queryByText('账号表单')).toBeNull();
  });

  it('moves with the arrow keys, round the ends, and only the open tab is in the tab order', async () => {
    render(<LoginTabs tabs={tabs} />);
    const first = screen.getByRole('tab', { name: '账号登录' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '扫码登录' })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '扫码登录' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('扫码页面');
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('账号表单');
  });
});
