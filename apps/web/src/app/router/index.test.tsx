import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '.';

// The bar's trickle timer outlives a navigation that ends with the test, and then draws into a
// torn-down document (an unhandled error on a loaded machine); these tests are about route
// tables, the bar has its own test (progress.test.ts).
vi.mock('./progress', () => ({ progress: { start: () => {}, done: () => {} } }));

const ids = (router: ReturnType<typeof createAppRouter>) => router.state.matches.map((m) => m.route.id);
const shellLoaded = (router: ReturnType<typeof createAppRouter>) => router.routes[0].children?.some((r) => r.id === 'shell');

let router: ReturnType<typeof createAppRouter> | undefined;
afterEach(() => {
  router?.dispose();
  window.history.replaceState(null, '', '/');
});

describe('the app router', () => {
  it('opens /login without the signed-in shell and its route tables', async () => {
    window.history.replaceState(null, '', '/login');
    router = createAppRouter();
    await router.navigate('/login?redirect=%2Fhome%2Fmember');
    expect(router.state.location.pathname).toBe('/login');
    expect(shellLoaded(router)).toBe(false);
  });

  it('adds the shell and the feature pages on the first navigation into them, once', async () => {
    window.history.replaceState(null, '', '/login');
    router = createAppRouter();
    await router.navigate('/proposal/allProposalList');
    expect(ids(router)).toContain('shell');
    expect(router.state.matches.at(-1)?.route.path).toBe('/proposal/allProposalList');
    const children = router.routes[0].children?.length;
    await router.navigate('/home/office');
    expect(router.state.matches.at(-1)?.route.path).toBe('/home/:type');
    await router.navigate('/no/such/page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(router.routes[0].children?.length).toBe(children);
  }, 60_000);
});
