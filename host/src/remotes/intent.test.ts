// @vitest-environment happy-dom
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverableRoutes } from './chunk-recovery';
import { followIntent, INTENT_TTL_MS, intentRoutes, intentTarget, startRoutes } from './intent';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function html(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

describe('intentTarget', () => {
  it('reads where an in-app link leads, from its href or data-adn-to, also from inside it', () => {
    const body = html(`
      <a id="a" href="#/plan/detail?id=7"><span id="inner">Plan</span></a>
      <div data-adn-to="/wallet/bind-card"><button id="b">Bind</button></div>
      <a id="ext" href="https://example.com/">out</a>
      <a id="top" href="#top">top</a>
      <button id="odd" data-adn-to="wallet">odd</button>
      <button id="none">none</button>`);
    const at = (id: string) => body.querySelector(`#${id}`);
    expect(intentTarget(at('a'))).toBe('/plan/detail?id=7');
    expect(intentTarget(at('inner'))).toBe('/plan/detail?id=7');
    expect(intentTarget(at('b'))).toBe('/wallet/bind-card');
    expect(intentTarget(at('ext'))).toBeNull();
    expect(intentTarget(at('top'))).toBeNull();
    expect(intentTarget(at('odd'))).toBeNull();
    expect(intentTarget(at('none'))).toBeNull();
    expect(intentTarget(null)).toBeNull();
  });
});

describe('followIntent', () => {
  it('starts a link on pointer-down whatever the connection, on focus only on a good one', () => {
    const body = html(
      `<button id="go" data-adn-to="/wallet">Wallet</button><button id="x">x</button>`,
    );
    const start = vi.fn();
    let good = false;
    const stop = followIntent(document, { start, connectionOk: () => good });
    const go = body.querySelector<HTMLButtonElement>('#go')!;

    go.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledWith('/wallet');
    start.mockClear();

    go.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    good = true;
    go.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledWith('/wallet');
    start.mockClear();

    body.querySelector('#x')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();

    stop();
    go.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});

/** A remote's routes as the host mounts them: made recoverable, then able to take intents. */
function remoteRoutes() {
  const page = vi.fn(async () => ({ Component: () => null }));
  const other = vi.fn(async () => ({ Component: () => null }));
  const loader = vi.fn(({ request }: { request: Request }) => ({
    url: request.url,
    n: Math.random(),
  }));
  const routes: RouteObject[] = [
    { path: '/wallet', lazy: other, loader: vi.fn(() => ({})) },
    { path: '/wallet/bind-card', lazy: page, loader },
  ];
  return { routes: intentRoutes(recoverableRoutes('wallet', routes)), page, other, loader };
}

describe('startRoutes', () => {
  it("starts the matched route's page chunk and its data, and only that route's", () => {
    const r = remoteRoutes();
    startRoutes(r.routes, '/wallet/bind-card?method=bank', 'http://host.example');
    expect(r.page).toHaveBeenCalledOnce();
    expect(r.other).not.toHaveBeenCalled();
    expect(r.loader).toHaveBeenCalledOnce();
    expect(r.loader.mock.calls[0]?.[0].request.url).toBe(
      'http://host.example/wallet/bind-card?method=bank',
    );
  });

  it('starts nothing for a path no route has', () => {
    const r = remoteRoutes();
    startRoutes(r.routes, '/wallet/nowhere', 'http://host.example');
    expect(r.page).not.toHaveBeenCalled();
    expect(r.loader).not.toHaveBeenCalled();
  });

  it('asks once for the same link pressed twice (pointer-down, then focus)', () => {
    const r = remoteRoutes();
    startRoutes(r.routes, '/wallet/bind-card', 'http://host.example');
    startRoutes(r.routes, '/wallet/bind-card', 'http://host.example');
    expect(r.loader).toHaveBeenCalledOnce();
  });

  it('leaves a loader that throws on intent to the navigation', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = vi.fn(() => {
      throw new Error('no');
    });
    const routes = intentRoutes([{ path: '/plan', loader }]);
    expect(() => startRoutes(routes, '/plan', 'http://host.example')).not.toThrow();
    expect(loader).toHaveBeenCalledOnce();
  });
});

describe('the navigation after an intent', () => {
  async function navigateAfterIntent(to: string, wait = 0) {
    const r = remoteRoutes();
    const router = createMemoryRouter([{ path: '/', children: r.routes }], {
      initialEntries: ['/'],
    });
    // a memory router gives loaders URLs on http://localhost
    startRoutes(r.routes, '/wallet/bind-card?method=bank', 'http://localhost');
    const early = r.loader.mock.results[0]?.value;
    if (wait) vi.setSystemTime(Date.now() + wait);
    await router.navigate(to);
    return { r, router, early };
  }

  it('takes the data started on intent for the same URL instead of asking again', async () => {
    const { r, router, early } = await navigateAfterIntent('/wallet/bind-card?method=bank');
    expect(r.loader).toHaveBeenCalledOnce();
    expect(router.state.loaderData[router.state.matches.at(-1)!.route.id]).toBe(early);
  });

  it('asks again for another URL', async () => {
    const { r, router, early } = await navigateAfterIntent('/wallet/bind-card?method=card');
    expect(r.loader).toHaveBeenCalledTimes(2);
    expect(router.state.loaderData[router.state.matches.at(-1)!.route.id]).not.toBe(early);
  });

  it('asks again when the intent is older than its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { r } = await navigateAfterIntent('/wallet/bind-card?method=bank', INTENT_TTL_MS + 1);
    expect(r.loader).toHaveBeenCalledTimes(2);
  });

  it('uses an answer started on intent once: a later visit asks again', async () => {
    const { r, router } = await navigateAfterIntent('/wallet/bind-card?method=bank');
    await router.navigate('/wallet');
    await router.navigate('/wallet/bind-card?method=bank');
    expect(r.loader).toHaveBeenCalledTimes(2);
  });
});
