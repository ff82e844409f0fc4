import { screen, waitFor, within } from '@testing-library/react';
import { Input, Modal, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '../test-utils';
import { CrudPage } from './CrudPage';
import { actionColumnWidth, minTableWidth } from './columns';
import type { CrudConfig } from './crudConfig';
import { remarkField, selectFilter, switchField, textField } from './fields';

interface Row {
  id: string;
  name: string;
  kind: 'a' | 'b';
  enabled: boolean;
  remark: string | null;
  note?: string;
  parentId?: string | null;
  children?: Row[];
}
type Values = Omit<Row, 'id'>;

const rows: Row[] = [
  { id: 'r1', name: '甲类', kind: 'a', enabled: true, remark: '很长很长的备注' },
  { id: 'r2', name: '乙类', kind: 'b', enabled: false, remark: null },
];
const P = { add: 't:add', edit: 't:edit', remove: 't:remove', peek: 't:peek' };

type Call = (...args: unknown[]) => Promise<unknown>;
const mocks = () => ({
  page: vi.fn<(q: unknown) => void>(),
  add: vi.fn<Call>().mockResolvedValue({ id: 'n' }),
  update: vi.fn<Call>().mockResolvedValue(null),
  remove: vi.fn<Call>().mockResolvedValue(null),
  enable: vi.fn<Call>().mockResolvedValue(null),
});

function pageConfig(calls: ReturnType<typeof mocks>): CrudConfig<Row, { keyword?: string; kind?: string }, Values> {
  return {
    label: '样例',
    queryKey: ['crud-test'],
    source: {
      kind: 'page',
      fetch: async (q) => {
        calls.page(q);
        return { list: rows, total: 2 };
      },
    },
    api: { add: calls.add, update: calls.update, remove: calls.remove },
    perms: { add: P.add, edit: P.edit, remove: P.remove },
    batchDelete: true,
    search: { placeholder: '名称', filters: [selectFilter('kind', '种类', [{ value: 'a', label: '甲' }])] },
    columns: [
      { key: 'name', title: '名称', kind: 'name', sorter: true },
      {
        key: 'enabled',
        title: '状态',
        kind: 'status',
        status: { perm: P.edit, toggle: (r, on) => calls.enable(r.id, on), label: (r) => `${r.name}启用状态` },
      },
      { key: 'remark', title: '备注', kind: 'text' },
    ],
    actions: [
      'edit',
      {
        key: 'peek',
        label: '查看',
        perm: P.peek,
        visible: (r) => r.enabled,
        dialog: ({ row, onClose }) => (
          <Modal open={!!row} title={`查看：${row?.name ?? ''}`} onCancel={onClose} footer={null}>
            {row?.remark}
          </Modal>
        ),
      },
      'delete',
    ],
    form: {
      fields: [
        textField('name', '名称', 10, { required: true, placeholder: '请输入名称' }),
        {
          name: 'kind',
          label: '种类',
          required: true,
          input: (
            <Select
              aria-label="种类"
              options={[
                { value: 'a', label: '甲' },
                { value: 'b', label: '乙' },
              ]}
            />
          ),
        },
        { ...textField<Row>('note', '说明', 20), when: ({ values }) => values.kind === 'b' },
        switchField(),
        remarkField(),
      ],
      defaults: { kind: 'a', enabled: true },
    },
  };
}

const user = fastUser();

describe('CrudPage', () => {
  it('shows only what the permissions allow', async () => {
    const calls = mocks();
    renderWithApp(<CrudPage config={pageConfig(calls)} />, { perms: [] });
    expect(await screen.findByText('甲类')).toBeInTheDocument();
    expect(screen.getByText('共2条数据')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getAllByText('-')).toHaveLength(2);
    expect(within(screen.getByText('乙类').closest('tr') as HTMLElement).getByText('停用')).toBeInTheDocument();
  }, 60_000);

  it('adds with the fields the values call for, edits, switches, searches, opens its own dialog and deletes', async () => {
    const calls = mocks();
    renderWithApp(<CrudPage config={pageConfig(calls)} />, { perms: Object.values(P) });
    await screen.findByText('甲类');

    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增样例')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('说明')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('名称'), '丙类');
    await user.click(within(dialog).getByRole('combobox', { name: '种类' }));
    await user.click(await screen.findByTitle('乙'));
    await user.type(await within(dialog).findByLabelText('说明'), '只在乙种出现');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(calls.add).toHaveBeenCalledWith(expect.objectContaining({ name: '丙类', kind: 'b', note: '只在乙种出现', enabled: true })),
    );

    const row = screen.getByText('甲类').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    dialog = await screen.findByRole('dialog', { name: '编辑样例' });
    await waitFor(() => expect(within(dialog).getByLabelText('名称')).toHaveValue('甲类'));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1', name: '甲类' }), rows[0]));

    await user.click(screen.getByRole('switch', { name: '甲类启用状态' }));
    await waitFor(() => expect(calls.enable).toHaveBeenCalledWith('r1', false));
    expect(await screen.findByText('停用成功')).toBeInTheDocument();

    await user.type(screen.getByLabelText('关键字'), '甲');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls.page).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '甲', pageNum: 1 })));

    expect(within(screen.getByText('乙类').closest('tr') as HTMLElement).queryByRole('button', { name: '查看' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '查看' }));
    expect(await screen.findByText('查看：甲类')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^删\s*除$/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.remove).toHaveBeenCalledWith(['r1']));
  }, 120_000);

  it('adds a child in a tree and leaves 新增下级 out where the config says', async () => {
    const calls = mocks();
    const tree: Row[] = [
      {
        id: 't1',
        name: '根',
        kind: 'a',
        enabled: true,
        remark: null,
        children: [{ id: 't2', name: '叶', kind: 'b', enabled: true, remark: null, children: [] }],
      },
    ];
    const config: CrudConfig<Row, { keyword?: string }, Values> = {
      ...pageConfig(calls),
      source: { kind: 'tree', fetch: async () => tree, expandAll: true },
      batchDelete: false,
      actions: ['addChild', 'edit', 'delete'],
      childAllowed: (r) => r.kind === 'a',
      form: {
        fields: [{ name: 'parentId', label: '上级', input: <Input readOnly /> }, textField('name', '名称', 10, { required: true })],
        defaults: (parentId) => ({ parentId, enabled: true }),
      },
      api: { add: calls.add },
    };
    renderWithApp(<CrudPage config={config} />, { perms: Object.values(P) });
    const leaf = (await screen.findByText('叶')).closest('tr') as HTMLElement;
    expect(within(leaf).queryByRole('button', { name: '新增下级' })).toBeNull();
    const root = screen.getByText('根').closest('tr') as HTMLElement;
    await user.click(within(root).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('名称'), '新叶');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.add).toHaveBeenCalledWith(expect.objectContaining({ parentId: 't1', name: '新叶' })));
  }, 60_000);

  it('sizes the action column by its labels and sums the fixed widths', () => {
    expect(actionColumnWidth(['编辑', '删除'])).toBe(110);
    expect(actionColumnWidth(['新增下级', '编辑', '删除'])).toBe(180);
    // name and remark share the rest (100 each at least); status 90, actions 编辑 查看 删除 150, selection 32
    expect(minTableWidth(pageConfig(mocks()))).toBe(100 + 90 + 100 + 150 + 32);
  });
});
