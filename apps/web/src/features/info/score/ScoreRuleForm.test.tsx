import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import ScoreRuleForm, { ruleBodyOf } from './ScoreRuleForm';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockResolvedValue([]);
});

describe('积分规则表单', () => {
  it('checks the rule against the year before saving, and shows what stops it', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/info/score/rule/check')
        return { valid: false, problems: ['积分规则「报送」与「重复报送」的计分事件和条件相同（报送）'] };
      return { id: 'r1' };
    });
    renderWithApp(<ScoreRuleForm />, { path: '/info/scoreRulesForm?year=2031' });
    await user.type(await screen.findByLabelText('规则名称'), '重复报送');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/info/score/rule/check',
        expect.objectContaining({ year: 2031, rule: expect.objectContaining({ name: '重复报送', event: 'report', points: 1, target: 3 }) }),
      ),
    );
    expect(await screen.findByText(/计分事件和条件相同/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/info/score/rule/add', expect.anything());
  }, 60_000);

  it('saves an upward-adoption rule with its submission object once the check passes', async () => {
    post.mockImplementation(async (url: string) => (url === '/info/score/rule/check' ? { valid: true, problems: [] } : { id: 'r1' }));
    renderWithApp(<ScoreRuleForm />, { path: '/info/scoreRulesForm?year=2031' });
    await user.type(await screen.findByLabelText('规则名称'), '省级采用');
    await user.click(screen.getByLabelText('计分事件'));
    await user.click(await screen.findByTitle('上级采用'));
    // the submission object appears only for 上级采用
    await user.click(await screen.findByLabelText('报送对象'));
    const options = await screen.findAllByTitle('省级');
    await user.click(options[options.length - 1]);
    const points = screen.getByLabelText('分值');
    await user.clear(points);
    await user.type(points, '10.5');
    await user.click(within(screen.getByRole('radiogroup')).getByLabelText('上报人'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/info/score/rule/add',
        expect.objectContaining({
          year: 2031,
          name: '省级采用',
          event: 'upperAdopt',
          points: 10.5,
          target: 1,
          submissionObject: 2,
          instructionLevel: null,
        }),
      ),
    );
  }, 60_000);

  it('drops conditions the event does not have', () => {
    expect(
      ruleBodyOf({ year: 2031, name: '采用', event: 'adopt', points: 5, submissionObject: 2, instructionLevel: 3, typeId: '' }),
    ).toMatchObject({
      submissionObject: null,
      instructionLevel: null,
      typeId: null,
    });
  });
});
