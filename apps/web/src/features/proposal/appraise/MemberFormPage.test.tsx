import { AppraisePerm, type MyTargets } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { MemberFormPage } from './MemberFormPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const targets = (open: boolean): MyTargets => ({
  appraise: {
    id: 'a1',
    kind: 'unit',
    title: '承办单位测评',
    year: 2026,
    sessionId: null,
    sessionName: null,
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: '2026-12-31T00:00:00.000Z',
    description: null,
    state: 1,
    stateName: '进行中',
    targetCount: 1,
    participantCount: 3,
    finishedCount: 0,
    publishedAt: null,
    endedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    done: 0,
    open,
  },
  targets: [{ id: 't1', targetId: 'o1', name: '市教育局', extra: null, record: null }],
});

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockResolvedValue({ id: 'r1' });
});

describe('member/form', () => {
  it('asks for a comment when not satisfied, then submits the appraisal of the target', async () => {
    get.mockResolvedValue(targets(true));
    renderWithApp(<MemberFormPage kind="unit" />, {
      perms: [AppraisePerm.unit.member],
      path: '/proposal/appraiseUnit/member/form?id=a1&target=t1',
    });
    expect(await screen.findByText('承办单位测评：市教育局')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/proposal/appraiseUnit/member/target/a1');
    await user.click(screen.getByLabelText('不满意'));
    // the comment becomes required once the form has seen the grade (Form.useWatch): submit only then
    await screen.findByPlaceholderText('评价为不满意时请填写意见建议');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入意见建议')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('意见建议'), '答复内容空泛');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/appraiseUnit/member/submit', {
        appraiseId: 'a1',
        targetRowId: 't1',
        grade: 0,
        score: 90,
        comment: '答复内容空泛',
      }),
    );
  }, 120_000);

  it('says so outside the appraisal window', async () => {
    get.mockResolvedValue(targets(false));
    renderWithApp(<MemberFormPage kind="unit" />, {
      perms: [AppraisePerm.unit.member],
      path: '/proposal/appraiseUnit/member/form?id=a1&target=t1',
    });
    expect(await screen.findByText('当前不在测评时间内，不能评议')).toBeInTheDocument();
  }, 60_000);
});
