import type { InfoVersion } from '@cppcc/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { VersionDiff, versionText } from './VersionDiff';

const v = (no: number, stage: number, content: string, title = '关于加装电梯的建议'): InfoVersion => ({
  id: `v${no}`,
  no,
  stage,
  title,
  content,
  editorName: '徐欣怡',
  at: '2026-11-20T02:00:00.000Z',
});
const versions = [v(1, 1, '<p>老旧小区加装电梯推进缓慢。</p>'), v(2, 3, '<p>城东老旧小区加装电梯推进缓慢。</p><p>建议简化审批。</p>')];

describe('VersionDiff', () => {
  it('reads a version as title and paragraphs', () => {
    expect(versionText(versions[1])).toBe('关于加装电梯的建议\n\n城东老旧小区加装电梯推进缓慢。\n建议简化审批。');
  });

  it('marks what the latest version added to the original, inline and side by side', async () => {
    const user = fastUser();
    renderWithApp(<VersionDiff versions={versions} />);
    const inline = await screen.findByTestId('version-diff');
    expect([...inline.querySelectorAll('ins')].map((n) => n.textContent).join('')).toBe('城东\n建议简化审批。');
    expect(inline.querySelectorAll('del')).toHaveLength(0);
    await user.click(screen.getByText('左右对照'));
    expect(await screen.findByText('原稿（第1版）')).toBeInTheDocument();
    expect(screen.getByText('第2版')).toBeInTheDocument();
  });
});
