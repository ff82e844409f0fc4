import { InfoEditState, InfoState } from '@cppcc/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoStateTag } from './InfoStateTag';

describe('InfoStateTag', () => {
  it('shows the review level while under review', () => {
    render(<InfoStateTag state={InfoState.reviewing} levelName="处长" />);
    expect(screen.getByText('审核中 · 处长')).toBeInTheDocument();
  });

  it('shows an adopted item’s editing stage, with the level in the tooltip', () => {
    render(<InfoStateTag state={InfoState.adopted} editState={InfoEditState.editing} editStateName="编辑审核中 · 管理员" />);
    expect(screen.getByText('编辑审核中')).toHaveAttribute('title', '已采用 · 编辑审核中 · 管理员');
  });

  it('shows a plain 已采用 when the item never entered an editing flow', () => {
    render(<InfoStateTag state={InfoState.adopted} editState={InfoEditState.none} editStateName={null} />);
    expect(screen.getByText('已采用')).toBeInTheDocument();
  });
});
