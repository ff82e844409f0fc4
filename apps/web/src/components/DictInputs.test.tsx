import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DictCheckboxGroup } from './DictCheckboxGroup';
import { DictRadioGroup } from './DictRadioGroup';
import { DictSelect, SELECT_LIST_HEIGHT } from './DictSelect';
import { DictText } from './DictText';
import { FormItem } from './FormItem';
import { fastUser, renderWithApp } from './test-utils';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { get, post: vi.fn() } }));

const dicts: Record<string, { paramCode: string; paramName: string }[]> = {
  sex: [
    { paramCode: '1', paramName: '男' },
    { paramCode: '2', paramName: '女' },
  ],
  noticeType: [
    { paramCode: 'meet', paramName: '会议通知' },
    { paramCode: 'activity', paramName: '活动通知' },
    { paramCode: 'other', paramName: '其他通知' },
  ],
};

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (url: string, params: { typeName: string }) =>
    url === '/param/list/typeName' ? (dicts[params.typeName] ?? []) : [],
  );
});

const user = fastUser();

describe('dictionary-fed inputs', () => {
  it('DictSelect lists the dictionary and gives numbers on request', async () => {
    const onChange = vi.fn();
    renderWithApp(<DictSelect dict="sex" valueType="number" aria-label="性别" onChange={onChange} />);
    await user.click(screen.getByLabelText('性别'));
    const dropdown = await waitFor(() => document.querySelector('.ant-select-dropdown') as HTMLElement);
    await user.click(await within(dropdown).findByText('女'));
    expect(onChange).toHaveBeenCalledWith(2, expect.anything());
    expect(get).toHaveBeenCalledWith('/param/list/typeName', { typeName: 'sex' }, expect.anything());
    expect(SELECT_LIST_HEIGHT).toBe(300);
  });

  it('DictSelect leaves out the excluded codes', async () => {
    renderWithApp(<DictSelect dict="noticeType" exclude={['other']} aria-label="通知类型" open />);
    const dropdown = await waitFor(() => document.querySelector('.ant-select-dropdown') as HTMLElement);
    expect(await within(dropdown).findByText('会议通知')).toBeInTheDocument();
    expect(within(dropdown).queryByText('其他通知')).toBeNull();
  });

  it('checkbox and radio groups show the dictionary and report the codes', async () => {
    const onChecks = vi.fn();
    const onRadio = vi.fn();
    renderWithApp(
      <>
        <DictCheckboxGroup dict="noticeType" onChange={onChecks} />
        <DictRadioGroup dict="sex" valueType="number" onChange={onRadio} />
      </>,
    );
    await user.click(await screen.findByLabelText('会议通知'));
    await user.click(screen.getByLabelText('其他通知'));
    expect(onChecks).toHaveBeenLastCalledWith(['meet', 'other']);
    await user.click(screen.getByLabelText('男'));
    expect(onRadio.mock.calls[0][0].target.value).toBe(1);
  });

  it('a required dictionary select in a FormItem asks 请选择…', async () => {
    renderWithApp(
      <Form>
        <FormItem label="通知类型" name="type" required>
          <DictSelect dict="noticeType" />
        </FormItem>
        <FormItem label="性别" name="sex" required>
          <DictRadioGroup dict="sex" />
        </FormItem>
        <button type="submit">提交</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择通知类型')).toBeInTheDocument();
    expect(await screen.findByText('请选择性别')).toBeInTheDocument();
  });

  it("DictText translates a comma-separated list and shows '--' for nothing", async () => {
    renderWithApp(
      <>
        <DictText dict="noticeType" value="meet,activity" />
        <DictText dict="sex" value={[2, 9]} separator="、" />
        <DictText dict="sex" value="" />
      </>,
    );
    expect(await screen.findByText('会议通知,活动通知')).toBeInTheDocument();
    expect(await screen.findByText('女、9')).toBeInTheDocument();
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
