import { act, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackButton } from './BackButton';
import { CAROUSEL_STEP_THROTTLE_MS, Carousel } from './Carousel';
import { FormCard } from './FormCard';
import { SwitchField } from './SwitchField';
import { fastUser, renderWithApp } from './test-utils';

const user = fastUser();

function SwitchRow({ onToggle }: { onToggle: (v: 'on' | 'off') => Promise<unknown> }) {
  const [state, setState] = useState<'on' | 'off'>('on');
  return (
    <SwitchField<'on' | 'off'>
      label="状态"
      value={state}
      checkedValue="on"
      uncheckedValue="off"
      onChange={setState}
      onToggle={onToggle}
      successText={(v) => (v === 'on' ? '启用成功' : '停用成功')}
    />
  );
}

function Pages() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route
        path="/list"
        element={
          <button type="button" onClick={() => navigate('/detail')}>
            打开详情
          </button>
        }
      />
      <Route path="/detail" element={<BackButton fallback="/home" />} />
      <Route path="/home" element={<span>首页</span>} />
    </Routes>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SwitchField', () => {
  it('maps on / off to 1 / 0 inside a form', async () => {
    const onFinish = vi.fn();
    renderWithApp(
      <Form initialValues={{ isOpen: 0 }} onFinish={onFinish}>
        <Form.Item name="isOpen" label="是否公开">
          <SwitchField label="是否公开" checkedText="是" uncheckedText="否" />
        </Form.Item>
        <button type="submit">提交</button>
      </Form>,
    );
    const sw = screen.getByRole('switch', { name: '是否公开' });
    expect(sw).not.toBeChecked();
    await user.click(sw);
    expect(sw).toBeChecked();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ isOpen: 1 }));
  });

  it('saves through onToggle with its own values and says the success text', async () => {
    const onToggle = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<SwitchRow onToggle={onToggle} />);
    await user.click(screen.getByRole('switch', { name: '状态' }));
    expect(onToggle).toHaveBeenCalledWith('off');
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
  });
});

describe('Carousel (step throttle 1 s)', () => {
  const slides = ['第一屏', '第二屏', '第三屏'].map((t) => <div key={t}>{t}</div>);
  const current = () => document.querySelector('.carousel-slide[aria-hidden="false"]')?.textContent;

  it('moves one step at most per second', async () => {
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const onChange = vi.fn();
    renderWithApp(<Carousel items={slides} onChange={onChange} />);
    expect(current()).toBe('第一屏');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(current()).toBe('第二屏');
    now += CAROUSEL_STEP_THROTTLE_MS - 1;
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(current()).toBe('第二屏');
    now += 1;
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(current()).toBe('第三屏');
    now += CAROUSEL_STEP_THROTTLE_MS;
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(current()).toBe('第一屏');
    now += CAROUSEL_STEP_THROTTLE_MS;
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(current()).toBe('第三屏');
    now += CAROUSEL_STEP_THROTTLE_MS;
    await user.click(screen.getByRole('button', { name: '第2张' }));
    expect(current()).toBe('第二屏');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 2, 0, 2, 1]);
    expect(CAROUSEL_STEP_THROTTLE_MS).toBe(1000);
  });

  it('plays by itself and shows 暂无数据 without slides', async () => {
    vi.useFakeTimers();
    try {
      const { unmount } = renderWithApp(<Carousel items={slides} autoplay interval={3000} />);
      expect(current()).toBe('第一屏');
      await act(async () => {
        vi.advanceTimersByTime(3000);
      });
      expect(current()).toBe('第二屏');
      unmount();
    } finally {
      vi.useRealTimers();
    }
    renderWithApp(<Carousel items={[]} />);
    expect(screen.getAllByText('暂无数据')[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
  });
});

describe('BackButton', () => {
  it('goes back to the page it came from', async () => {
    renderWithApp(<Pages />, { path: '/list' });
    await user.click(screen.getByRole('button', { name: '打开详情' }));
    await user.click(screen.getByRole('button', { name: /返\s*回/ }));
    expect(screen.getByRole('button', { name: '打开详情' })).toBeInTheDocument();
  });

  it('goes to the fallback when the page was opened directly', async () => {
    renderWithApp(<Pages />, { path: '/detail' });
    await user.click(screen.getByRole('button', { name: /返\s*回/ }));
    expect(screen.getByText('首页')).toBeInTheDocument();
  });
});

describe('FormCard', () => {
  it('frames a section with its title, extra and footer', () => {
    renderWithApp(
      <FormCard title="基本信息" extra={<span>右侧</span>} footer={<button type="button">保存</button>}>
        <span>内容</span>
      </FormCard>,
    );
    expect(screen.getByText('基本信息')).toBeInTheDocument();
    expect(screen.getByText('右侧')).toBeInTheDocument();
    expect(screen.getByText('内容')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' }).closest('.form-card-footer')).not.toBeNull();
  });
});
