// @vitest-environment happy-dom
import { backHandlerAtom, type RouteHandle, store, useBackHandler } from '@adnet/shared';
import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useMatches } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backStep, hasPreviousPage, useSystemBack } from './back';

afterEach(() => {
  cleanup();
  store.set(backHandlerAtom, null);
  delete window.AdnetNative;
});

describe('the back step', () => {
  const custom = { fn: () => {} };

  it('a page that takes over back wins, on every page', () => {
    expect(backStep({ custom, hasPrevious: false, back: false }).kind).toBe('custom');
    expect(backStep({ custom, hasPrevious: true, back: '/ad-center' }).kind).toBe('custom');
  });

  it('on the page the app was opened on it is the hybrid close', () => {
    expect(backStep({ custom: null, hasPrevious: false, back: '/ad-center' })).toEqual({
      kind: 'close',
    });
    expect(backStep({ custom: null, hasPrevious: false, back: undefined })).toEqual({
      kind: 'close',
    });
  });

  it("after another page, the route's back path, else history back", () => {
    expect(backStep({ custom: null, hasPrevious: true, back: '/ad-center' })).toEqual({
      kind: 'route',
      to: '/ad-center',
    });
    expect(backStep({ custom: null, hasPrevious: true, back: undefined })).toEqual({
      kind: 'history',
    });
    // a route without an arrow still goes back when the shell asks
    expect(backStep({ custom: null, hasPrevious: true, back: false })).toEqual({
      kind: 'history',
    });
  });

  it('the entry the app was opened on has no previous page', () => {
    expect(hasPreviousPage({ key: 'default' })).toBe(false);
    expect(hasPreviousPage({ key: 'x1y2z3' })).toBe(true);
  });
});

function Frame() {
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  useSystemBack(handle);
  return <p data-testid="path">{matches.at(-1)?.pathname}</p>;
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/ad-center', element: <Frame />, handle: { back: false } },
      { path: '/plan', element: <Frame />, handle: { back: '/ad-center' } },
      { path: '/wallet', element: <Frame />, handle: {} },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('window.adnet.back() answers with the back of the current route', () => {
  it('opened on a page: the page calls the shell close and answers true', () => {
    const close = vi.fn();
    window.AdnetNative = { close, help: () => {}, openWindow: () => {} };
    const router = renderAt(['/wallet']);
    let answer: boolean | undefined;
    act(() => {
      answer = window.adnet?.back();
    });
    expect(answer).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it("after another page: the route's back path, no close", async () => {
    const close = vi.fn();
    window.AdnetNative = { close, help: () => {}, openWindow: () => {} };
    const router = renderAt(['/ad-center']);
    await act(() => router.navigate('/plan'));
    await act(async () => {
      expect(window.adnet?.back()).toBe(true);
    });
    expect(router.state.location.pathname).toBe('/ad-center');
    expect(close).not.toHaveBeenCalled();
  });

  it('after another page, on a route without a back path: history back', async () => {
    const router = renderAt(['/ad-center']);
    await act(() => router.navigate('/wallet'));
    await act(async () => {
      expect(window.adnet?.back()).toBe(true);
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ad-center'));
  });

  it("a page's own back handler takes it", async () => {
    const fn = vi.fn();
    const router = renderAt(['/ad-center']);
    await act(() => router.navigate('/wallet'));
    act(() => store.set(backHandlerAtom, { fn }));
    act(() => {
      expect(window.adnet?.back()).toBe(true);
    });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('answers false once the frame is gone', () => {
    renderAt(['/wallet']);
    cleanup();
    expect(window.adnet?.back()).toBe(false);
  });
});

/** The app's frame: one for every page, which stays while the pages under it change. */
function Layout() {
  const matches = useMatches();
  useSystemBack((matches.at(-1)?.handle ?? {}) as RouteHandle);
  return <Outlet />;
}

/** A page that closes on back, as the ad centre does. */
function ClosingPage({ close }: { close: () => void }) {
  useBackHandler(close);
  return <p>Ad center</p>;
}

/** The shell's back in the very commit that shows the page (after the page's own effects). */
function BackAtCommit({ answers }: { answers: boolean[] }) {
  useLayoutEffect(() => {
    answers.push(window.adnet?.back() ?? false);
  }, [answers]);
  return null;
}

describe("a page's own back is in force from the commit that shows it", () => {
  it('a system back right after coming back to the ad centre closes, and goes nowhere', async () => {
    const close = vi.fn();
    const answers: boolean[] = [];
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            {
              path: '/ad-center',
              element: (
                <>
                  <ClosingPage close={close} />
                  <BackAtCommit answers={answers} />
                </>
              ),
            },
            { path: '/plan', element: <p>Plans</p>, handle: { back: '/ad-center' } },
          ],
        },
      ],
      { initialEntries: ['/plan'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await act(() => router.navigate('/ad-center'));
    expect(answers).toEqual([true]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/ad-center');
  });
});
