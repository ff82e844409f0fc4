import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { message } from 'antd';
import NProgress from 'nprogress';
import { afterAll, afterEach } from 'vitest';

// antd settles form validation and dialogs over several animation frames; on a busy 2-core
// machine that can take more than the default second, so findBy*/waitFor wait up to 8 s
configure({ asyncUtilTimeout: 8000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Outside main.tsx, notify() (app/feedback.ts) shows antd's static message: a React root of its own,
  // which cleanup() does not unmount, with a 3-second close timer. Left alone, a notice outlives its
  // test (and, sharing one key, stands in for the next test's notice) and its timer can render after
  // the environment is torn down. Destroyed inside act, it is gone with its timer before the next test.
  if (document.querySelector('.ant-message')) await act(async () => message.destroy());
  // A navigation that ends with its test leaves the page-change bar trickling on a timer, which
  // would draw into a torn-down document; with no status its next tick returns at once.
  NProgress.status = null;
  NProgress.remove();
});

// Unmounting leaves work behind: Tiptap destroys an editor on a timer after its component
// unmounts, and React renders what that changes on its scheduler's next tick. Let it all run
// while jsdom's window still exists; run after the environment is torn down it throws
// "window is not defined", which fails the run although every test passed.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

// antd reads these; jsdom lacks them
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt: Element, pseudo?: string | null) => originalGetComputedStyle(elt, pseudo ? undefined : pseudo);
