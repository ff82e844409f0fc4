import type { MessageInstance } from 'antd/es/message/interface';
import { describe, expect, it, vi } from 'vitest';
import { bindMessageInstance, notify } from './feedback';

describe('one message at a time (spec 001 §7.8, 002 §8)', () => {
  it('every notice uses the same key, so a new one replaces the one showing', () => {
    const open = vi.fn();
    bindMessageInstance({ open } as unknown as MessageInstance);
    notify.error('请求的资源不存在');
    notify.warning('登录已过期，请重新登录');
    expect(open).toHaveBeenCalledTimes(2);
    const [first, second] = open.mock.calls.map((c) => c[0] as { key: string; type: string; content: string });
    expect(first.key).toBe(second.key);
    expect(second).toMatchObject({ type: 'warning', content: '登录已过期，请重新登录' });
  });
});
