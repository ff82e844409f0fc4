import { screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchModule } from './FieldConfig';
import { type AdvancedField, SearchBar } from './SearchBar';
import { pushSearchHistory, readSearchHistory, searchHistoryKey } from './searchHistory';
import { fastUser, renderWithApp } from './test-utils';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { get, post } }));

const user = fastUser();

const advancedFields: AdvancedField[] = [
  { name: 'proposer', label: '提案人', input: <Input /> },
  { name: 'category', label: '提案类别', input: <Input /> },
  { name: 'sessionId', label: '届次', input: <Input />, defaultShown: false },
];

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue({ searchModuleType: 1, customProposalFields: [] });
  post.mockResolvedValue(null);
});

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

  it('筛选配置 saves the chosen fields for the module, says 配置成功~ and shows only them', async () => {
    const onSearch = vi.fn();
    renderWithApp(<SearchBar onSearch={onSearch} advancedFields={advancedFields} searchModuleType={SearchModule.proposal} />);
    await user.click(screen.getByRole('button', { name: /高级查询/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/personal/search/config/detail', { searchModuleType: 1 }, expect.anything()));
    // nothing saved yet: the default fields
    expect(within(dialog).getByLabelText('提案人')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('提案类别')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('届次')).toBeNull();
    await user.type(within(dialog).getByLabelText('提案人'), '张三');

    await user.click(within(dialog).getByRole('button', { name: /筛选配置/ }));
    const config = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByText('全选')) as HTMLElement;
    await user.click(within(config).getByLabelText('提案人'));
    await user.click(within(config).getByLabelText('届次'));
    await user.click(within(config).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/personal/search/config/add', {
        customProposalFields: ['category', 'sessionId'],
        searchModuleType: 1,
      }),
    );
    expect(await screen.findByText('配置成功~')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByLabelText('提案人')).toBeNull());
    expect(within(dialog).getByLabelText('届次')).toBeInTheDocument();

    // the hidden field no longer filters
    await user.type(within(dialog).getByLabelText('届次'), '十三届');
    await user.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ sessionId: '十三届' }));
  }, 60_000);

  it('reads the saved choice back, ignores field keys the page no longer has, and refuses an empty choice', async () => {
    get.mockResolvedValue({ searchModuleType: 91, customProposalFields: ['sessionId', 'gone'] });
    renderWithApp(<SearchBar onSearch={vi.fn()} advancedFields={advancedFields} searchModuleType={91} />);
    await user.click(screen.getByRole('button', { name: /高级查询/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('届次')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('提案人')).toBeNull();
    expect(get).toHaveBeenCalledWith('/personal/search/config/detail', { searchModuleType: 91 }, expect.anything());

    await user.click(within(dialog).getByRole('button', { name: /筛选配置/ }));
    const config = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByText('全选')) as HTMLElement;
    expect(within(config).getByLabelText('届次')).toBeChecked();
    await user.click(within(config).getByLabelText('届次'));
    await user.click(within(config).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请至少选择一个筛选条件')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  }, 60_000);

  it('has no 筛选配置 without a search module, and the advanced 重置 clears only the dialog', async () => {
    const onSearch = vi.fn();
    renderWithApp(<SearchBar onSearch={onSearch} advancedFields={advancedFields} />);
    await user.type(screen.getByLabelText('关键字'), '教育');
    await user.click(screen.getByRole('button', { name: /高级查询/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /筛选配置/ })).toBeNull();
    expect(get).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('提案类别'), '经济');
    await user.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    expect(within(dialog).getByLabelText('提案类别')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('提案人'), '李四');
    await user.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ keyword: '教育', proposer: '李四' }));
  }, 60_000);
});
