/** The wallet remote's routes, mounted by the host under /wallet. */
import { type RouteHandle, registerNamespace } from '@adnet/shared';
import type { RouteObject } from 'react-router';
import { paths } from './paths';

void registerNamespace('wallet', (lng) => import(`./locales/${lng}.json`));

export const routes: RouteObject[] = [
  {
    path: paths.wallet,
    lazy: async () => ({ Component: (await import('./pages/wallet-page')).WalletPage }),
    handle: { title: 'routes.wallet', ns: 'wallet' } satisfies RouteHandle,
  },
  {
    path: paths.bindCard,
    lazy: async () => ({ Component: (await import('./pages/bind-card-page')).BindCardPage }),
    handle: { title: 'routes.bindCard', ns: 'wallet' } satisfies RouteHandle,
  },
  {
    path: paths.setPassword,
    lazy: async () => ({
      Component: (await import('./pages/set-password-page')).SetPasswordPage,
    }),
    handle: { title: 'routes.setPassword', ns: 'wallet' } satisfies RouteHandle,
  },
  {
    path: paths.foreignExchange,
    lazy: async () => ({
      Component: (await import('./pages/foreign-exchange-page')).ForeignExchangePage,
    }),
    // A dark gradient hero sits behind the header.
    handle: {
      title: 'routes.foreignExchange',
      ns: 'wallet',
      transparent: true,
      whiteText: true,
    } satisfies RouteHandle,
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
