import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCategoryTree, type CategoryOption, InfoTypeTreeSelect, ProposalTypeTreeSelect, TREE_LIST_HEIGHT } from './CategoryTreeSelect';
import { FormItem } from './FormItem';
import { fastUser, renderWithApp } from './test-utils';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { get, post: vi.fn() } }));

const proposalTypes: CategoryOption[] = [
  { id: 'p1', parentId: null, name: '经济建设', proposalLevel: 1 },
  { id: 'p11', parentId: 'p1', name: '产业发展', proposalLevel: 2 },
  { id: 'p12', parentId: 'p1', name: '财政金融', proposalLevel: 2 },
  { id: 'p2', parentId: '0', name: '社会事业', proposalLevel: 1 },
];
const infoTypes: CategoryOption[] = [
  { id: 1, parentId: 0, name: '民生', infoLevel: 1, children: [{ id: 2, parentId: 1, name: '教育', infoLevel: 2 }] },
];

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (url: string) =>
    url === '/proposalType/options' ? proposalTypes : url === '/infoType/options' ? infoTypes : [],
  );
});

const user = fastUser();
const dropdown = () => waitFor(() => document.querySelector('.ant-select-dropdown') as HTMLElement);

describe('category tree selectors (spec 000 §2)', () => {
  it('builds the tree from parentId links; unknown parents are roots; nested answers are read too', () => {
    const tree = buildCategoryTree(proposalTypes, 'proposal');
    expect(tree.map((n) => n.title)).toEqual(['经济建设', '社会事业']);
    expect(tree[0].children.map((n) => [n.title, n.level])).toEqual([
      ['产业发展', 2],
      ['财政金融', 2],
    ]);
    const info = buildCategoryTree(infoTypes, 'info');
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ title: '民生', level: 1, children: [{ title: '教育', level: 2, value: 2 }] });
    expect(buildCategoryTree([{ id: 'x', parentId: 'x', name: '自环' }], 'proposal')).toHaveLength(1);
    expect(TREE_LIST_HEIGHT).toBe(400);
  });

  it('the proposal selector loads GET /proposalType/options and only lets a leaf be chosen with leafOnly', async () => {
    const onChange = vi.fn();
    renderWithApp(<ProposalTypeTreeSelect leafOnly onChange={onChange} aria-label="提案类别" />);
    await user.click(screen.getByLabelText('提案类别'));
    const list = await dropdown();
    await user.click(await within(list).findByText('经济建设'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(list).getByText('财政金融'));
    expect(onChange).toHaveBeenCalledWith('p12', expect.anything(), expect.anything());
    expect(get).toHaveBeenCalledWith('/proposalType/options', undefined, expect.anything());
  });

  it('the information selector loads GET /infoType/options, and a required one asks 请选择…', async () => {
    renderWithApp(
      <Form>
        <FormItem label="信息类别" name="typeId" required>
          <InfoTypeTreeSelect />
        </FormItem>
        <button type="submit">提交</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择信息类别')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox'));
    const list = await dropdown();
    expect(await within(list).findByText('教育')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/infoType/options', undefined, expect.anything());
  });
});
