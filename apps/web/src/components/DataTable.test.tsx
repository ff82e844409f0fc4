import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KindColumn } from './crud/columnKinds';
import { DataTable, TABLE_DEFAULT_PAGE_SIZE, TABLE_LOAD_TIMEOUT_MS, TABLE_PAGE_SIZES, type TablePage, type TableQuery } from './DataTable';
import { RowActions } from './RowActions';
import { fastUser, renderWithApp } from './test-utils';

const userEvent = fastUser();

interface Row {
  id: string;
  name: string;
}
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: `名称${i + 1}` }));
const columns = [
  { title: '名称', dataIndex: 'name', key: 'name', sorter: true },
  {
    title: '操作',
    key: 'actions',
    render: () => <RowActions actions={[{ key: 'edit', perm: 'demo:edit', node: <button type="button">编辑</button> }]} />,
  },
];

describe('DataTable', () => {
  it('loads page 1 of 15 rows with the filters and shows the total label', async () => {
    const fetch = vi.fn(async (_q: TableQuery & { keyword?: string }) => ({ list: rows(15), total: 42 }));
    renderWithApp(
      <DataTable<Row, { keyword?: string }> queryKey={['t1']} fetch={fetch} filters={{ keyword: '张' }} columns={columns} rowKey="id" />,
    );
    expect(await screen.findByText('共42条数据')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ pageNum: 1, pageSize: 15, keyword: '张' }));
    expect(TABLE_DEFAULT_PAGE_SIZE).toBe(15);
    expect([...TABLE_PAGE_SIZES]).toEqual([15, 20, 30, 40]);
    expect(TABLE_LOAD_TIMEOUT_MS).toBe(6000);
  });

  it('says the total is a lower bound when the server counted only up to it', async () => {
    const fetch = vi.fn(async () => ({ list: rows(15), total: 10000, totalCapped: true }));
    renderWithApp(<DataTable<Row> queryKey={['t1capped']} fetch={fetch} columns={columns} rowKey="id" />);
    expect(await screen.findByText('共10000+条数据')).toBeInTheDocument();
  });

  it('sends sort (column key) and order (true = ascending) when a column is sorted', async () => {
    const fetch = vi.fn(async () => ({ list: rows(2), total: 2 }));
    renderWithApp(<DataTable<Row> queryKey={['t2']} fetch={fetch} columns={columns} rowKey="id" />);
    await screen.findByText('名称1');
    await userEvent.click(screen.getByText('名称', { selector: '.ant-table-column-title' }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', order: true })));
    await userEvent.click(screen.getByText('名称', { selector: '.ant-table-column-title' }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', order: false })));
  });

  it('shows the empty state texts', async () => {
    renderWithApp(<DataTable<Row> queryKey={['t3']} fetch={async () => ({ list: [], total: 0 })} columns={columns} rowKey="id" />);
    expect((await screen.findAllByText('暂无数据'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('空空如也~')[0]).toBeInTheDocument();
  });

  it('shows the spinner alone while the first page loads, the empty illustration only once a load found nothing', async () => {
    let answer: (page: TablePage<Row>) => void = () => {};
    const fetch = () =>
      new Promise<TablePage<Row>>((resolve) => {
        answer = resolve;
      });
    const { container } = renderWithApp(<DataTable<Row> queryKey={['t-loading']} fetch={fetch} columns={columns} rowKey="id" />);
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByText('空空如也~')).toBeNull();
    act(() => answer({ list: [], total: 0 }));
    expect((await screen.findAllByText('暂无数据'))[0]).toBeInTheDocument();
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('shows an empty list when the load does not answer in time', async () => {
    const never = () => new Promise<{ list: Row[]; total: number }>(() => {});
    const { container } = renderWithApp(<DataTable<Row> queryKey={['t4']} fetch={never} columns={columns} rowKey="id" timeoutMs={300} />);
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
    expect(screen.getAllByText('暂无数据')[0]).toBeInTheDocument();
  });

  it('shows row selection only for a holder of a selection permission', async () => {
    const fetch = async () => ({ list: rows(2), total: 2 });
    const { unmount } = renderWithApp(
      <DataTable<Row> queryKey={['t5']} fetch={fetch} columns={columns} rowKey="id" selectionPerms={['demo:delete']} />,
    );
    await screen.findByText('名称1');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    unmount();
    renderWithApp(<DataTable<Row> queryKey={['t5']} fetch={fetch} columns={columns} rowKey="id" selectionPerms={['demo:delete']} />, {
      perms: ['demo:delete'],
    });
    await screen.findByText('名称1');
    expect(screen.getAllByRole('checkbox').length).toBe(3);
  });

  it('warns when batch delete has nothing selected, deletes the selection, and shows the server message on failure', async () => {
    const onDelete = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('记录已被引用，不能删除'));
    renderWithApp(
      <DataTable<Row>
        queryKey={['t6']}
        fetch={async () => ({ list: rows(3), total: 3 })}
        columns={columns}
        rowKey="id"
        selectionPerms={['demo:delete']}
        batchDelete={{ perm: 'demo:delete', onDelete }}
      />,
      { perms: ['demo:delete'] },
    );
    await screen.findByText('名称1');
    const batch = screen.getByRole('button', { name: /批量删除/ });
    await userEvent.click(batch);
    expect(await screen.findByText('请在列表中选择需要删除的记录！')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    const firstRow = screen.getByText('名称1').closest('tr') as HTMLElement;
    await userEvent.click(within(firstRow).getByRole('checkbox'));
    await userEvent.click(batch);
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledWith(['1']);

    await userEvent.click(within(screen.getByText('名称2').closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(batch);
    const dialogs = await screen.findAllByRole('button', { name: /确\s*定/ });
    await userEvent.click(dialogs[dialogs.length - 1]);
    expect(await screen.findByText('记录已被引用，不能删除')).toBeInTheDocument();
  }, 60_000);

  it("shows '-' in an action cell whose actions are all hidden", async () => {
    renderWithApp(<DataTable<Row> queryKey={['t7']} fetch={async () => ({ list: rows(1), total: 1 })} columns={columns} rowKey="id" />);
    await screen.findByText('名称1');
    const row = screen.getByText('名称1').closest('tr') as HTMLElement;
    expect(within(row).getByText('-')).toBeInTheDocument();
    expect(within(row).queryByText('编辑')).toBeNull();
  });

  it('shows a permitted row action', async () => {
    renderWithApp(<DataTable<Row> queryKey={['t8']} fetch={async () => ({ list: rows(1), total: 1 })} columns={columns} rowKey="id" />, {
      perms: ['demo:edit'],
    });
    expect(await screen.findByText('编辑')).toBeInTheDocument();
  });

  it('goes back to page 1 on new filters or a new sort order, and clears a selection the filters hide', async () => {
    const fetch = vi.fn(async (q: TableQuery & { keyword?: string }) => ({
      list: rows(40).slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
      total: 40,
    }));
    const onSelectionChange = vi.fn();
    const props = {
      queryKey: ['t9'],
      fetch,
      columns,
      rowKey: 'id' as const,
      selectionPerms: ['demo:delete'],
      onSelectionChange,
    };
    const { rerender } = renderWithApp(<DataTable<Row, { keyword?: string }> {...props} filters={{}} />, { perms: ['demo:delete'] });
    await screen.findByText('名称1');
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('名称16')).toBeInTheDocument();
    await userEvent.click(within(screen.getByText('名称16').closest('tr') as HTMLElement).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['16'], [expect.objectContaining({ id: '16' })]);

    rerender(<DataTable<Row, { keyword?: string }> {...props} filters={{ keyword: '名' }} />);
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 1, keyword: '名' })));
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([], []));

    await userEvent.click(await screen.findByTitle('3'));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 3 })));
    await userEvent.click(screen.getByText('名称', { selector: '.ant-table-column-title' }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 1, sort: 'name', order: true })));
  }, 60_000);

  it('shows the page that is now the last when the last rows of the last page are deleted', async () => {
    let total = 16;
    const fetch = vi.fn(async (q: TableQuery) => ({
      list: rows(total).slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
      total,
    }));
    const onDelete = vi.fn(async () => {
      total = 15;
    });
    renderWithApp(
      <DataTable<Row>
        queryKey={['t10']}
        fetch={fetch}
        columns={columns}
        rowKey="id"
        selectionPerms={['demo:delete']}
        batchDelete={{ perm: 'demo:delete', onDelete }}
      />,
      { perms: ['demo:delete'] },
    );
    await screen.findByText('名称1');
    await userEvent.click(screen.getByTitle('2'));
    await userEvent.click(within((await screen.findByText('名称16')).closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledWith(['16']);
    expect(await screen.findByText('名称1')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 1 }));
    expect(screen.getByText('共15条数据')).toBeInTheDocument();
  }, 60_000);
});

describe('DataTable at a given width', () => {
  const kindColumns: KindColumn<Row>[] = [
    { title: '名称', dataIndex: 'name', key: 'name', kind: 'title' },
    { title: '提交时间', dataIndex: 'at', key: 'at', kind: 'minute', sorter: true },
    // narrower than its title: widened so the title stays on one line
    { title: '登录方式', dataIndex: 'way', key: 'way', width: 40 },
  ];
  /** A container that measures `width` (jsdom lays nothing out). */
  function measuring(width: number) {
    class Measured {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    }
    window.ResizeObserver = Measured as unknown as typeof ResizeObserver;
  }
  const stub = window.ResizeObserver;
  afterEach(() => {
    window.ResizeObserver = stub;
  });
  const fetch = async () => ({ list: rows(2), total: 2 });

  it('sizes the columns by their kind and keeps every title on one line', async () => {
    measuring(1200);
    const { container } = renderWithApp(<DataTable<Row> queryKey={['t-kind']} fetch={fetch} columns={kindColumns} rowKey="id" />);
    await screen.findByText('名称1');
    const widths = Array.from(container.querySelectorAll('colgroup col')).map((c) => (c as HTMLElement).style.width);
    // minute 136; 登录方式 (4 characters and padding) at least 72; the title takes what is left of the 1200 px
    expect(widths).toEqual([`${1200 - 136 - 72}px`, '136px', '72px']);
    for (const th of Array.from(container.querySelectorAll('thead th'))) expect(th).toHaveStyle({ whiteSpace: 'nowrap' });
    // the name cell cuts its text (ellipsis) rather than widen the table
    expect(container.querySelector('tbody td.ant-table-cell-ellipsis')).not.toBeNull();
    expect(container.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
    // wide enough: no sideways scrolling
    expect(container.querySelector('.ant-table-content')).not.toHaveStyle({ overflowX: 'auto' });
  });

  it('scrolls sideways only in a container narrower than the columns need', async () => {
    measuring(300);
    const { container } = renderWithApp(<DataTable<Row> queryKey={['t-narrow']} fetch={fetch} columns={kindColumns} rowKey="id" />);
    await screen.findAllByText('名称1');
    // 160 (title) + 136 + 72
    await waitFor(() => expect(container.querySelector('.ant-table-content table')).toHaveStyle({ width: '368px' }));
    expect(container.querySelector('.ant-table-content')).toHaveStyle({ overflowX: 'auto' });
  });
});
