/**
 * The wallet remote's routes, mounted by the host under /wallet. A page that loads data has a
 * static `loader` that starts its first requests with `resource()`, so they travel beside the
 * page's lazy code (docs/remote.md "Data: route loaders"); the page follows them with
 * `useResource()`.
 */

import {
  api,
  type Page,
  type Property,
  type Resource,
  type RouteHandle,
  registerNamespace,
  resource,
  session,
  store,
  userInfoAtom,
} from '@adnet/shared';
import type { RouteObject } from 'react-router';
import {
  type AcceptorOrder,
  foreignExchangeApi,
  ORDERS_PAGE_SIZE,
} from './features/foreign-exchange/api';
import { type LedgerPage, ledgerApi } from './features/ledger/api';
import { LEDGER_PAGE_SIZE } from './features/ledger/ledger';
import { type BankCard, bankCardApi } from './lib/bank-card/api';
import { paths } from './paths';

void registerNamespace('wallet', (lng) => import(`./locales/${lng}.json`));

/** /wallet: the figures and the ledger's first page (no filter). */
export interface WalletData {
  property: Resource<Property>;
  ledger: Resource<LedgerPage>;
}

/** /wallet/bind-card: what is bound now (null: nothing). */
export interface BindCardData {
  card: Resource<BankCard | null>;
}

/** /wallet/set-password: whether a transaction password exists, from fresh user info. */
export interface SetPasswordData {
  hasPassword: Resource<boolean>;
}

/** /wallet/foreign-exchange: the first page of the acceptor records. */
export interface ForeignExchangeData {
  orders: Resource<Page<AcceptorOrder>>;
}

export const routes: RouteObject[] = [
  {
    path: paths.wallet,
    loader: (): WalletData => {
      // has_pay_password may be stale (set on another device): read it again on entry.
      resource(() => session.refreshUserInfo());
      return {
        property: resource(() => api.property({ silent: true })),
        ledger: resource(() =>
          ledgerApi.ledger({ page: 1, size: LEDGER_PAGE_SIZE }, { silent: true }),
        ),
      };
    },
    lazy: async () => ({ Component: (await import('./pages/wallet-page')).WalletPage }),
    handle: { title: 'routes.wallet', ns: 'wallet' } satisfies RouteHandle,
  },
  {
    path: paths.bindCard,
    loader: (): BindCardData => ({
      card: resource(() => bankCardApi.bankCardDetail({ silent: true })),
    }),
    lazy: async () => ({ Component: (await import('./pages/bind-card-page')).BindCardPage }),
    handle: { title: 'routes.bindCard', ns: 'wallet' } satisfies RouteHandle,
  },
  {
    path: paths.setPassword,
    loader: (): SetPasswordData => ({
      hasPassword: resource(() =>
        session.refreshUserInfo().then(() => Boolean(store.get(userInfoAtom)?.has_pay_password)),
      ),
    }),
    lazy: async () => ({
      Component: (await import('./pages/set-password-page')).SetPasswordPage,
    }),
    handle: { title: 'routes.setPassword', ns: 'wallet' } satisfies RouteHandle,
  },
  {
    path: paths.foreignExchange,
    loader: (): ForeignExchangeData => ({
      orders: resource(() =>
        foreignExchangeApi.acceptorOrders({ page: 1, size: ORDERS_PAGE_SIZE }, { silent: true }),
      ),
    }),
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
