import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { ResultForm } from './ResultForm';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockResolvedValue({ id: 'new' });
  get.mockImplementation(async (url: string) =>
    url === '/meet/results/attended' ? [{ id: 'r1', title: '关于优化营商环境的协商座谈会', startTime: '2026-11-08T01:00:00.000Z' }] : [],
  );
});

describe('the member’s result form', () => {
  it('offers only the records they attended and names the missing fields', async () => {
    renderWithApp(<ResultForm kind="meet" member onDone={vi.fn()} />);
    expect(await screen.findByText('只能为本人出席的会议上报成果')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/meet/results/attended'));
    await user.click(screen.getByRole('button', { name: /上\s*报/ }));
    expect(await screen.findByText('请选择所属会议')).toBeInTheDocument();
    expect(await screen.findByText('请输入成果标题')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  }, 60_000);
});
