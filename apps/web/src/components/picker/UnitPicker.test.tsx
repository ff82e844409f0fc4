import type { SelectTreeNode, SelectUnit } from '@cppcc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '../test-utils';
import { UnitPicker } from './UnitPicker';

const post = vi.fn();
const get = vi.fn();
vi.mock('@/app/api/client', () => ({ api: { post: (...a: unknown[]) => post(...a), get: (...a: unknown[]) => get(...a) } }));

const userEvent = fastUser();
const node = (code: string, name: string, userCount: number, collectiveType: number | null): SelectTreeNode => ({
  code,
  name,
  userCount,
  noquery: false,
  groupFieldName: collectiveType ? 'collectiveType' : null,
  userType: null,
  collectiveType,
  unitId: null,
  children: [],
});
const UNITS: SelectUnit[] = [
  { unitId: 'u1', name: '市教育局', easyName: null, collectiveType: 7, parentId: 's1', parentName: '市人民政府办公厅', accountCount: 1 },
  { unitId: 'u2', name: '市公安局', easyName: null, collectiveType: 7, parentId: 's1', parentName: '市人民政府办公厅', accountCount: 1 },
  { unitId: 's1', name: '市人民政府办公厅', easyName: null, collectiveType: 8, parentId: null, parentName: null, accountCount: 1 },
];

describe('UnitPicker', () => {
  it('lists handling units by type and hands back the picked units', async () => {
    post.mockResolvedValue([node('all', '全部', 3, null), node('7', '承办单位', 2, 7), node('8', '承办系统', 1, 8)]);
    get.mockImplementation(async (_url: string, q: { collectiveType: string }) =>
      UNITS.filter((u) => q.collectiveType.split(',').includes(String(u.collectiveType))),
    );
    const onChange = vi.fn();
    renderWithApp(<UnitPicker onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择承办单位')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/select/assigned/unit/type/left', { collectiveTypes: [7, 8] });
    await userEvent.click(await within(dialog).findByText('承办系统（1）'));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/select/unit/left', { collectiveType: '8', keyword: undefined }));
    await waitFor(() => expect(dialog.querySelectorAll('.ant-table-tbody .ant-table-row')).toHaveLength(1));
    fireEvent.click(dialog.querySelector('.ant-table-tbody .ant-checkbox-input')!);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith([{ unitId: 's1', name: '市人民政府办公厅', collectiveType: 8, parentName: null }]);
  });

  it('speaks of unit names, not 姓名, and picks a unit by a click on its name (issue 15 #5)', async () => {
    post.mockResolvedValue([node('all', '全部', 3, null)]);
    get.mockResolvedValue(UNITS);
    const onChange = vi.fn();
    renderWithApp(<UnitPicker onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('单位名称搜索')).toHaveAttribute('placeholder', '请输入单位名称');
    expect(within(dialog).getByLabelText('已选单位名称搜索')).toHaveAttribute('placeholder', '请输入单位名称');
    expect(dialog.querySelector('[placeholder*="姓名"]')).toBeNull();
    await userEvent.click(await within(dialog).findByText('市公安局'));
    await waitFor(() => expect(within(dialog).getByText('已选择（1）')).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith([{ unitId: 'u2', name: '市公安局', collectiveType: 7, parentName: '市人民政府办公厅' }]);
  });

  it('warns 请选择承办单位 on an empty confirm of a required field', async () => {
    post.mockResolvedValue([node('all', '全部', 3, null)]);
    get.mockResolvedValue(UNITS);
    const onChange = vi.fn();
    renderWithApp(<UnitPicker onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择承办单位')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
