// @vitest-environment happy-dom
import { createHashRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { attach, type Rec, recordViews } from './recorder';

afterEach(() => {
  window.location.hash = '';
});

describe('page views', () => {
  it('a hash typed or set from outside the app is a new page, though it brings no history key', async () => {
    window.location.hash = '#/ad-center';
    const router = createHashRouter([
      { path: '/ad-center', element: null },
      { path: '/wallet', element: null },
    ]);
    const seen: Rec[] = [];
    attach((r) => seen.push(r));
    recordViews(router, (path) => (path === '/wallet' ? 'wallet' : 'adcenter'));
    expect(router.state.location.key).toBe('default');
    // what a browser does when the hash changes outside the router: a new entry, no state
    window.history.pushState(null, '', '#/wallet');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await expect.poll(() => router.state.location.pathname).toBe('/wallet');
    expect(router.state.location.key).toBe('default');
    expect(seen.filter((r) => r.kind === 'view').map((r) => [r.route, r.app])).toEqual([
      ['/ad-center', 'adcenter'],
      ['/wallet', 'wallet'],
    ]);
    // the same page again (its data revalidated) is no new view
    await router.revalidate();
    expect(seen.filter((r) => r.kind === 'view')).toHaveLength(2);
    router.dispose();
  });
});
