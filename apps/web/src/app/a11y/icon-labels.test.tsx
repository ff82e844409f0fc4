import { DeleteOutlined, FileWordOutlined, PlusOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { render, screen, waitFor } from '@testing-library/react';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installIconLabels } from './icon-labels';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installIconLabels(document.body);
});
afterEach(() => uninstall());

/** a button that appears after a click, beside one whose icon the page labelled itself */
function Later() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        显示
      </button>
      {shown && <Button icon={<PlusOutlined />}>新增</Button>}
      <Button icon={<DeleteOutlined aria-label="删除所选" />} />
    </>
  );
}

describe('icon labels', () => {
  it('hides an icon beside words, so the button is named by its words only', async () => {
    render(<Button icon={<FileWordOutlined />}>导出汇编</Button>);
    await waitFor(() => expect(screen.getByRole('button', { name: '导出汇编' })).toBeInTheDocument());
    expect(document.querySelector('.anticon-file-word')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names an icon that stands alone in Chinese, or 图标 when the name is not known', async () => {
    render(
      <>
        <Button icon={<DeleteOutlined />} />
        <Input prefix={<UserOutlined />} />
        <span>
          <FileWordOutlined />
        </span>
        <span className="ant-dropdown-menu-submenu-expand-icon">
          <RightOutlined />
        </span>
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument());
    expect(screen.getByRole('img', { name: '用户' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '图标' })).toBeInTheDocument();
    expect(document.querySelector('.anticon-right')).toHaveAttribute('aria-hidden', 'true');
    expect(document.body.innerHTML).not.toMatch(/aria-label="(delete|user|file-word|right)"/);
  });

  it('leaves a label the page gave, and labels icons that appear later', async () => {
    render(<Later />);
    screen.getByRole('button', { name: '显示' }).click();
    await waitFor(() => expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '删除所选' })).toBeInTheDocument();
  });
});
