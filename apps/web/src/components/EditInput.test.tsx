import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EDIT_INPUT_DEBOUNCE_MS, EditInput } from './EditInput';
import { fastUser, renderWithApp } from './test-utils';

const user = fastUser();

describe('EditInput (spec 002 §2, §5)', () => {
  it("shows '-' for null and commits an empty number as 0 on Enter", async () => {
    const onCommit = vi.fn();
    renderWithApp(<EditInput type="number" value={null} onCommit={onCommit} label="分值" />);
    expect(screen.getByText('-')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '分值' }));
    const input = screen.getByRole('spinbutton', { name: '分值' });
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(0);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('refuses a number above the max with 不能超过999, keeps the focus and marks the error', async () => {
    const onCommit = vi.fn();
    renderWithApp(<EditInput type="number" value={5} onCommit={onCommit} label="分值" />);
    expect(screen.getByText('5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '分值' }));
    const input = screen.getByRole('spinbutton', { name: '分值' });
    await user.clear(input);
    await user.type(input, '1000');
    fireEvent.blur(input);
    expect(await screen.findByText('不能超过999')).toBeInTheDocument();
    expect(onCommit).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-input-number-status-error')).not.toBeNull();
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, '12.34{Enter}');
    expect(onCommit).toHaveBeenCalledWith(12.3);
  });

  it('uses its own max in the message', async () => {
    renderWithApp(<EditInput type="number" value={1} max={100} onCommit={vi.fn()} label="分值" />);
    await user.click(screen.getByRole('button', { name: '分值' }));
    await user.clear(screen.getByRole('spinbutton'));
    await user.type(screen.getByRole('spinbutton'), '101{Enter}');
    expect(await screen.findByText('不能超过100')).toBeInTheDocument();
  });

  it('reports typing 500 ms after the last keystroke and commits text on blur', async () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    renderWithApp(<EditInput value="旧标题" onChange={onChange} onCommit={onCommit} label="标题" />);
    await user.click(screen.getByRole('button', { name: '标题' }));
    const input = screen.getByRole('textbox', { name: '标题' });
    await user.clear(input);
    await user.type(input, '新标题');
    expect(onChange).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, EDIT_INPUT_DEBOUNCE_MS + 100));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('新标题');
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenCalledWith('新标题');
    expect(EDIT_INPUT_DEBOUNCE_MS).toBe(500);
  });
});
