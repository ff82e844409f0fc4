/**
 * Tests only: a screen of the given width for antd's breakpoints (Grid.useBreakpoint), which read matchMedia; jsdom
 * has no layout and test-setup's stub matches nothing, which antd takes for the narrowest screen.
 */
export function screenWidth(width: number): () => void {
  const before = window.matchMedia;
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) => (kind === 'min' ? width >= +px : width <= +px));
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = before;
  };
}
