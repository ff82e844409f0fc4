import { screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';
import { pushSearchHistory, readSearchHistory, searchHistoryKey } from './searchHistory';
import { fastUser, renderWithApp } from './test-utils';

const user = fastUser();

describe('SearchBar', () => {
  it('searches with the trimmed keyword and the chosen field, limits the keyword to 50, and resets', async () => {
    const onSearch = vi.fn();
    renderWithApp(
      <SearchBar
        fields={[
          { label: '标题', value: 'title' },
          { label: '提案人', value: 'proposer' },
        ]}
        onSearch={onSearch}
      />,
    );
    const input = screen.getByLabelText('关键字');
    expect(input).toHaveAttribute('maxLength', '50');
    await user.type(input, '  教育  ');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '教育', field: 'title' });
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.getByLabelText('关键字')).toHaveValue('');
  });

  it('keeps distinct non-empty keywords per route and user, latest first, at most 10', async () => {
    const onSearch = vi.fn();
    const key = searchHistoryKey('/proposal/list', 'u1');
    for (const word of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']) pushSearchHistory(key, word);
    renderWithApp(<SearchBar onSearch={onSearch} />, { path: '/proposal/list', userId: 'u1' });
    const input = screen.getByLabelText('关键字');
    const search = screen.getByRole('button', { name: /查\s*询/ });
    for (const word of ['a2', ' ', 'a9', 'a10', 'a11']) {
      await user.clear(input);
      if (word.trim()) await user.type(input, word);
      await user.click(search);
    }
    expect(readSearchHistory(key)).toEqual(['a11', 'a10', 'a9', 'a2', 'a8', 'a7', 'a6', 'a5', 'a4', 'a3']);
    expect(readSearchHistory(searchHistoryKey('/proposal/list', 'u2'))).toEqual([]);

    await user.clear(input);
    await user.click(input);
    const dropdown = await waitFor(() => document.querySelector('.ant-select-dropdown') as HTMLElement);
    expect(within(dropdown).getAllByText('a11')[0]).toBeInTheDocument();
  });

  it('opens 高级查询 (width 660) with the given filters and searches with them', async () => {
    const onSearch = vi.fn();
    renderWithApp(
      <SearchBar onSearch={onSearch}>
        <Form.Item label="提案人" name="proposer">
          <Input />
        </Form.Item>
      </SearchBar>,
    );
    await user.click(screen.getByRole('button', { name: /高级查询/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('高级查询')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal') as HTMLElement).toHaveStyle({ width: '660px' });
    await user.type(within(dialog).getByLabelText('提案人'), '张三');
    await user.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ proposer: '张三' }));
  });
});
