import { screen, waitFor } from '@testing-library/react';
import { Input, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, YearPicker } from './DatePickers';
import { FormItem } from './FormItem';
import { FormModal } from './FormModal';
import { fastUser, renderWithApp } from './test-utils';

const user = fastUser();

function Demo({
  onSubmit,
  onClose = () => {},
  initialValues,
}: {
  onSubmit: (v: unknown) => Promise<unknown>;
  onClose?: () => void;
  initialValues?: object;
}) {
  return (
    <FormModal open title="新增" onSubmit={onSubmit} onClose={onClose} initialValues={initialValues}>
      <FormItem label="姓名" name="name" required>
        <Input />
      </FormItem>
      <FormItem label="性别" name="sex" required>
        <Select
          aria-label="性别"
          options={[
            { value: 1, label: '男' },
            { value: 2, label: '女' },
          ]}
        />
      </FormItem>
      <FormItem label="备注" name="remark">
        <Input />
      </FormItem>
    </FormModal>
  );
}

describe('FormModal and FormItem', () => {
  it('gives required items 请输入… / 请选择… and does not submit', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Demo onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(await screen.findByText('请选择性别')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts whitespace-only as empty on submit and blur, not while typing', async () => {
    renderWithApp(<Demo onSubmit={vi.fn()} />);
    const name = await screen.findByLabelText('姓名');
    await user.type(name, '   ');
    await waitFor(() => expect(screen.queryByText('请输入姓名')).toBeNull());
    await user.tab();
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
  });

  it('submits the values, says 保存成功 and closes', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWithApp(<Demo onSubmit={onSubmit} onClose={onClose} initialValues={{ sex: 2 }} />);
    await user.type(await screen.findByLabelText('姓名'), '王五');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: '王五', sex: 2 })));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open when the save fails', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn(() => Promise.reject(new Error('登录名已存在')));
    renderWithApp(<Demo onSubmit={onSubmit} onClose={onClose} initialValues={{ sex: 1 }} />);
    await user.type(await screen.findByLabelText('姓名'), '王五');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: /保\s*存/ })).not.toHaveClass('ant-btn-loading'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('words shared choice inputs 请选择…, and uses ruleLabel when the label is not plain text', async () => {
    renderWithApp(
      <FormModal open title="新增" onSubmit={vi.fn()} onClose={() => {}}>
        <FormItem label="开始日期" name="startDate" required>
          <DateInput />
        </FormItem>
        <FormItem label="年度" name="year" required>
          <YearPicker />
        </FormItem>
        <FormItem label={<b>标题</b>} ruleLabel="标题" name="title" required>
          <Input />
        </FormItem>
      </FormModal>,
    );
    await user.click(await screen.findByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请选择开始日期')).toBeInTheDocument();
    expect(await screen.findByText('请选择年度')).toBeInTheDocument();
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
  });
});
