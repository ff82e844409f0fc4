import type { SelectPerson, SelectTreeNode } from '@cppcc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '../test-utils';
import { PICKER_MIN_TABLE_HEIGHT, PICKER_ROW_HEIGHT, PICKER_TABLE_HEIGHT, PICKER_WIDTH } from './constants';
import { fitTableHeight } from './fit';
import { PersonPicker } from './PersonPicker';
import { type PickedPerson, pickedSummary } from './value';

const post = vi.fn();
vi.mock('@/app/api/client', () => ({ api: { post: (...args: unknown[]) => post(...args), get: vi.fn() } }));

const userEvent = fastUser();
const SECTORS = ['中国共产党', '经济界', '教育界'];

function member(i: number): SelectPerson {
  return {
    userId: `m${i}`,
    userType: 1,
    username: i === 7 ? '欧阳明' : `委员${i}`,
    sex: 1,
    mobile: '138****0000',
    duty: `职务${i}`,
    memberDuty: '委员',
    sector: SECTORS[i % 3],
    party: null,
    committee: '经济委员会',
    group: null,
    plenaryGroup: '第一组',
    workUnit: null,
    isRecommended: false,
    internalOrganization: null,
    collectiveType: null,
    unitId: null,
    unitName: null,
  };
}
const MEMBERS = Array.from({ length: 5000 }, (_, i) => member(i));
const node = (code: string, name: string, userCount: number, extra: Partial<SelectTreeNode> = {}): SelectTreeNode => ({
  code,
  name,
  userCount,
  noquery: false,
  groupFieldName: null,
  userType: 1,
  collectiveType: null,
  unitId: null,
  children: [],
  ...extra,
});
const memberTree: SelectTreeNode[] = [
  node('all', '全部', 5000),
  node('sector', '界别', 5000, {
    noquery: true,
    groupFieldName: 'sector',
    children: SECTORS.map((s, i) => node(`sector:${i}`, s, MEMBERS.filter((m) => m.sector === s).length, { groupFieldName: 'sector' })),
  }),
  node('plenaryGroup', '全会分组', 5000, { noquery: true, groupFieldName: 'plenaryGroup' }),
];
const staffTree: SelectTreeNode[] = [
  node('all', '全部', 2, { userType: 2 }),
  // a stray plenary-group node must not show outside the member tab
  node('plenaryGroup', '全会分组', 0, { noquery: true, groupFieldName: 'plenaryGroup', userType: 2 }),
];
const STAFF: SelectPerson[] = [
  { ...member(0), userId: 's1', userType: 2, username: '田晓东', sector: null, committee: null, internalOrganization: '提案委员会办公室' },
  { ...member(1), userId: 's2', userType: 2, username: '徐欣怡', sector: null, committee: null, internalOrganization: '信息处' },
];

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (url: string, body: { code?: string; keyword?: string }) => {
    if (url === '/select/memberSession/left') return memberTree;
    if (url === '/select/userInfo/left') return staffTree;
    if (url === '/select/userInfo/right') return STAFF;
    if (url === '/select/memberSession/right') {
      const sector = body.code?.startsWith('sector:') ? SECTORS[Number(body.code.slice(7))] : null;
      return MEMBERS.filter((m) => (!sector || m.sector === sector) && (!body.keyword || m.username.includes(body.keyword)));
    }
    throw new Error(`unexpected ${url}`);
  });
});

async function openPicker(props: Partial<Parameters<typeof PersonPicker>[0]> = {}) {
  const onChange = vi.fn();
  renderWithApp(<PersonPicker onChange={onChange} {...props} />);
  await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
  // text and class queries: role queries walk the accessibility tree of a large dialog, slow in jsdom
  const dialog = (await screen.findByText('全部（5000）', {}, { timeout: 5000 })).closest('.ant-modal') as HTMLElement;
  return { dialog, onChange };
}
const rowsInDom = (dialog: HTMLElement) => dialog.querySelectorAll('.ant-table-tbody .ant-table-row');
const okButton = (dialog: HTMLElement) => dialog.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;
const selectedCount = (dialog: HTMLElement) => within(dialog).getByText(/^已选择（\d+）$/).textContent;

describe('PersonPicker', () => {
  it('opens a 1298 px dialog titled 选择用户 with the tree counts, 全会分组 for members', async () => {
    const { dialog } = await openPicker();
    expect(PICKER_WIDTH).toBe(1298);
    expect(PICKER_ROW_HEIGHT).toBe(30);
    expect(PICKER_TABLE_HEIGHT).toBe(520);
    expect(within(dialog).getByText('选择用户')).toBeInTheDocument();
    expect(dialog.style.width).toBe('1298px');
    expect(within(dialog).getByText('界别（5000）')).toBeInTheDocument();
    expect(within(dialog).getByText('全会分组（5000）')).toBeInTheDocument();
    // the extra columns of user type 1
    const headers = [...dialog.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['姓名', '界别', '专委会', '职务', '手机号']));
  });

  it('renders 5,000 people virtually: only a window of rows is in the DOM', async () => {
    const { dialog } = await openPicker();
    await waitFor(() => expect(rowsInDom(dialog).length).toBeGreaterThan(0));
    expect(rowsInDom(dialog).length).toBeLessThan(100);
    expect(dialog.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
  });

  it('lists a tree node and searches by keyword, with the no-search-content state', async () => {
    const { dialog } = await openPicker();
    await userEvent.click(within(dialog).getByText('界别（5000）').closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
    await userEvent.click(await within(dialog).findByText(`经济界（${MEMBERS.filter((m) => m.sector === '经济界').length}）`));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/select/memberSession/right', expect.objectContaining({ code: 'sector:1' })),
    );
    const search = within(dialog).getByLabelText('人员关键字搜索');
    await userEvent.type(search, '欧阳{Enter}');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/select/memberSession/right', expect.objectContaining({ code: 'sector:1', keyword: '欧阳' })),
    );
    expect(await within(dialog).findByText('欧阳明')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '没有这个人{Enter}');
    expect(await within(dialog).findByText('暂无搜索内容')).toBeInTheDocument();
  });

  it('selects all 5,000 with the header checkbox, removes a tag and clears after confirmation', async () => {
    const { dialog } = await openPicker();
    await waitFor(() => expect(rowsInDom(dialog).length).toBeGreaterThan(0));
    expect(within(dialog).getByText('您还没有添加任何内容')).toBeInTheDocument();
    fireEvent.click(dialog.querySelector('.ant-table-thead .ant-checkbox-input')!);
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（5000）'));
    // the panel draws a bounded number of tags and points to its name search for the rest
    const tags = within(dialog).getByTestId('picker-selected-tags');
    expect(tags.querySelectorAll('.ant-tag').length).toBe(300);
    expect(within(tags).getByText('还有4700项，请用姓名搜索查找')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('已选人员姓名搜索'), { target: { value: '委员4999' } });
    const tag = within(tags).getByText('委员4999').closest('.ant-tag') as HTMLElement;
    await userEvent.click(tag.querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（4999）'));
    expect(within(tags).getByText('暂无搜索内容')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByText(/清\s*空/));
    expect(await screen.findByText('确定清空当前选择吗？')).toBeInTheDocument();
    const pop = screen.getByText('确定清空当前选择吗？').closest('.ant-popconfirm, .ant-popover') as HTMLElement;
    await userEvent.click(pop.querySelector('.ant-btn-primary')!);
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（0）'));
  });

  it('warns 请选择用户 on an empty confirm and hands the picked people to onChange', async () => {
    const { dialog, onChange } = await openPicker();
    await userEvent.click(okButton(dialog));
    expect(await screen.findByText('请选择用户')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(rowsInDom(dialog).length).toBeGreaterThan(2));
    fireEvent.click(rowsInDom(dialog)[0].querySelector('.ant-checkbox-input')!);
    fireEvent.click(rowsInDom(dialog)[2].querySelector('.ant-checkbox-input')!);
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（2）'));
    await userEvent.click(okButton(dialog));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({ userId: 'm0', userType: 1, name: '委员0', sector: '中国共产党' }),
      expect.objectContaining({ userId: 'm2', name: '委员2' }),
    ]);
  });

  it('picks a person by a click on the row or the name, and a second click drops them (issue 15 #5)', async () => {
    const { dialog, onChange } = await openPicker();
    await waitFor(() => expect(rowsInDom(dialog).length).toBeGreaterThan(2));
    await userEvent.click(within(dialog).getByText('委员1'));
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（1）'));
    // a cell that is not the name picks too
    await userEvent.click(within(rowsInDom(dialog)[2] as HTMLElement).getByText('职务2'));
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（2）'));
    expect(rowsInDom(dialog)[2].querySelector('.ant-checkbox-input')).toBeChecked();
    // the name is now also a tag in the selected panel: click the one in the table
    await userEvent.click(within(rowsInDom(dialog)[1] as HTMLElement).getByText('委员1'));
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（1）'));
    // the checkbox still works once, not twice (its click also reaches the row)
    await userEvent.click(rowsInDom(dialog)[0].querySelector('.ant-checkbox-input')!);
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（2）'));
    await userEvent.click(okButton(dialog));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ userId: 'm2' }), expect.objectContaining({ userId: 'm0' })]);
  });

  it('toggles the focused row with Enter and Space, and moves with the arrows', async () => {
    const { dialog } = await openPicker();
    await waitFor(() => expect(rowsInDom(dialog).length).toBeGreaterThan(2));
    const first = rowsInDom(dialog)[0] as HTMLElement;
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（1）'));
    expect(rowsInDom(dialog)[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(rowsInDom(dialog)[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rowsInDom(dialog)[1]);
    fireEvent.keyDown(rowsInDom(dialog)[1], { key: ' ' });
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（2）'));
    fireEvent.keyDown(rowsInDom(dialog)[0], { key: ' ' });
    await waitFor(() => expect(selectedCount(dialog)).toBe('已选择（1）'));
  });

  it('empties an optional field on an empty confirm; a required one keeps warning', async () => {
    const value: PickedPerson[] = [{ userId: 'm3', userType: 1, name: '委员3' }];
    const onChange = vi.fn();
    renderWithApp(<PersonPicker value={value} onChange={onChange} allowEmpty title="选择可见人员" />);
    await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    const dialog = (await screen.findByText('已选择（1）')).closest('.ant-modal') as HTMLElement;
    const tag = within(within(dialog).getByTestId('picker-selected-tags')).getByText('委员3').closest('.ant-tag') as HTMLElement;
    await userEvent.click(tag.querySelector('.ant-tag-close-icon')!);
    await userEvent.click(okButton(dialog));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.queryByText('请选择可见人员')).toBeNull();
  });

  it('fits a 768 px high screen: the table shrinks so the footer stays inside', () => {
    expect(fitTableHeight(1080, true)).toBe(PICKER_TABLE_HEIGHT);
    const short = fitTableHeight(768, true);
    expect(short).toBeLessThan(PICKER_TABLE_HEIGHT);
    expect(short).toBeGreaterThanOrEqual(PICKER_MIN_TABLE_HEIGHT);
    expect(fitTableHeight(768, false)).toBeGreaterThan(short);
    expect(fitTableHeight(400, true)).toBe(PICKER_MIN_TABLE_HEIGHT);
  });

  it('shows staff without 全会分组 or the member columns when the caller asks for both tabs', async () => {
    const { dialog } = await openPicker({ sources: ['member', 'staff'] });
    await userEvent.click(within(dialog).getByText('机关工作人员'));
    const pane = (await within(dialog).findByText('全部（2）')).closest('[role="tabpanel"]') as HTMLElement;
    expect(await within(pane).findByText('全部（2）')).toBeInTheDocument();
    expect(within(pane).queryByText(/全会分组/)).toBeNull();
    expect(await within(pane).findByText('田晓东')).toBeInTheDocument();
    const headers = [...pane.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toContain('所属部门');
    expect(headers).not.toContain('专委会');
  });

  it('summarises the value: ten names, then ...等N人', async () => {
    const people: PickedPerson[] = MEMBERS.slice(0, 12).map((m) => ({ userId: m.userId, userType: 1, name: m.username }));
    renderWithApp(
      <Form initialValues={{ who: people }}>
        <Form.Item name="who" label="参加人员">
          <PersonPicker />
        </Form.Item>
      </Form>,
    );
    const text = (screen.getByRole('textbox') as HTMLInputElement).value;
    expect(text).toBe(
      `${people
        .slice(0, 10)
        .map((p) => p.name)
        .join('、')}...等12人`,
    );
    expect(pickedSummary(['甲', '乙'])).toBe('甲、乙');
    expect(pickedSummary(Array.from({ length: 10 }, (_, i) => `人${i}`))).not.toContain('等');
  });

  it('opens with the current value picked', async () => {
    const value: PickedPerson[] = [{ userId: 'm3', userType: 1, name: '委员3' }];
    renderWithApp(<PersonPicker value={value} />);
    await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    const dialog = (await screen.findByText('已选择（1）')).closest('.ant-modal') as HTMLElement;
    expect(within(within(dialog).getByTestId('picker-selected-tags')).getByText('委员3')).toBeInTheDocument();
  });
});
