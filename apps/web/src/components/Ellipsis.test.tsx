import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS_TOOLTIP_MAX_WIDTH, Ellipsis, ellipsisMaxWidth } from './Ellipsis';
import { fastUser, renderWithApp } from './test-utils';

describe('Ellipsis', () => {
  it('truncates the text and shows it whole in a tooltip at most 520 px wide', async () => {
    const text = '关于加强基层政协协商民主建设的若干意见和建议'.repeat(3);
    renderWithApp(<Ellipsis text={text} maxWidth={120} />);
    const shown = screen.getByText(text);
    expect(shown).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' });
    await fastUser().hover(shown);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(text);
    await waitFor(() => expect(document.querySelector('.ant-tooltip')).toHaveStyle({ maxWidth: `${ELLIPSIS_TOOLTIP_MAX_WIDTH}px` }));
    expect(ELLIPSIS_TOOLTIP_MAX_WIDTH).toBe(520);
  });

  it('never grows wider than its cell: a fixed width is capped at the container', () => {
    // jsdom drops min(), so the value itself is checked; the browser test of every list page checks the layout
    expect(ellipsisMaxWidth(320)).toBe('min(320px, 100%)');
    expect(ellipsisMaxWidth('20em')).toBe('min(20em, 100%)');
    expect(ellipsisMaxWidth('100%')).toBe('100%');
  });

  it("shows '--' for empty text", () => {
    renderWithApp(<Ellipsis text={null} />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
