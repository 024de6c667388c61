import { describe, expect, it } from 'vitest';
import { remoteRoutesProblems } from './contract';

const page = { path: '/wallet', lazy: async () => ({}), handle: { title: 't', ns: 'wallet' } };

describe('remoteRoutesProblems', () => {
  it('accepts routes under the owned prefixes', () => {
    expect(
      remoteRoutesProblems({ routes: [page, { ...page, path: '/wallet/x' }] }, ['/wallet']),
    ).toEqual([]);
  });
  it('refuses a module without routes, with a renamed export or an empty list', () => {
    expect(remoteRoutesProblems(undefined, ['/wallet'])).toEqual(['the module exports nothing']);
    expect(remoteRoutesProblems({ walletRoutes: [page] }, ['/wallet'])).toEqual([
      'no `routes` array exported',
    ]);
    expect(remoteRoutesProblems({ routes: [] }, ['/wallet'])).toEqual(['`routes` is empty']);
  });
  it('names a path outside the prefixes, a route that renders nothing and a bad handle', () => {
    expect(
      remoteRoutesProblems(
        {
          routes: [
            { ...page, path: '/plan' },
            { path: '/wallet/y' },
            { ...page, handle: { title: 'only a key' } },
            { ...page, handle: { colour: 'red' } },
          ],
        },
        ['/wallet'],
      ),
    ).toEqual([
      'routes[0]: path /plan is outside /wallet',
      'routes[1]: renders nothing (no lazy, Component or element)',
      'routes[2]: a title needs a string key and its namespace',
      'routes[3]: unknown handle key colour',
    ]);
  });
  it('does not take /walletx for /wallet', () => {
    expect(remoteRoutesProblems({ routes: [{ ...page, path: '/walletx' }] }, ['/wallet'])).toEqual([
      'routes[0]: path /walletx is outside /wallet',
    ]);
  });
  it('checks a preview label', () => {
    expect(remoteRoutesProblems({ routes: [page], buildLabel: 3 }, ['/wallet'])).toEqual([
      '`buildLabel` is not a string',
    ]);
  });
});
