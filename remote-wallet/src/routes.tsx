/**
 * The wallet remote's routes, mounted by the host under /wallet. A page that loads data has a
 * static `loader` that starts its first requests with `resource()`, so they travel beside the
 * page's lazy code (docs/remote.md "Data: route loaders"); the page follows them with
 * `useResource()`.
 */

import {
  api,
  type RouteHandle,
  registerNamespace,
  resource,
  session,
  store,
  userInfoAtom,
} from '@adnet/shared';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { foreignExchangeApi, ORDERS_PAGE_SIZE } from './features/foreign-exchange/api';
import { ledgerApi } from './features/ledger/api';
import { keptLedgerRow } from './features/ledger/kept-row';
import { LEDGER_PAGE_SIZE, parseEntryId } from './features/ledger/ledger';
import type { BindCardData } from './pages/bind-card-page';
import type { ForeignExchangeData } from './pages/foreign-exchange-page';
import type { SetPasswordData } from './pages/set-password-page';
import type { TransactionData } from './pages/transaction-page';
import type { WalletData } from './pages/wallet-page';
import { paths } from './paths';

/** This remote's i18n namespace: its federation name (registered here, named by every `t`). */
const NAMESPACE = 'wallet';

void registerNamespace(NAMESPACE, (lng) => import(`./locales/${lng}.json`));

export const routes: RouteObject[] = [
  {
    path: paths.wallet,
    loader: (): WalletData => {
      // has_pay_password may be stale (set on another device): read it again on entry. Not
      // offline: the call could only fail, as a toast over the kept figures; the stored user
      // info serves, and a withdrawal reads it again before it asks for a password.
      if (navigator.onLine) resource(() => session.refreshUserInfo());
      // the figures and the ledger's first page show the merchant's kept answers at once,
      // labelled with their age, until these answer (docs/offline.md)
      const page1 = { page: 1, size: LEDGER_PAGE_SIZE };
      return {
        property: resource(() => api.property({ silent: true }), api.property.kept),
        ledger: resource(
          () => ledgerApi.ledger(page1, { silent: true }),
          () => ledgerApi.ledger.kept(page1),
        ),
      };
    },
    lazy: async () => ({ Component: (await import('./pages/wallet-page')).WalletPage }),
    handle: { title: 'wallet.title', ns: NAMESPACE } satisfies RouteHandle,
  },
  {
    path: paths.bindCard,
    loader: (): BindCardData => ({
      card: resource(() => api.bankCardDetail({ silent: true })),
    }),
    lazy: async () => ({ Component: (await import('./pages/bind-card-page')).BindCardPage }),
    handle: { title: 'bindCard.title', ns: NAMESPACE } satisfies RouteHandle,
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
    handle: { title: 'setPassword.title', ns: NAMESPACE } satisfies RouteHandle,
  },
  {
    // one ledger entry; back returns to fund details where they were (history back)
    path: paths.transaction,
    loader: ({ request }: LoaderFunctionArgs): TransactionData => {
      const id = parseEntryId(new URL(request.url).searchParams.get('id'));
      return {
        id,
        // offline, the row of the kept first page shows until the entry answers
        entry:
          id === null
            ? null
            : resource(
                () => ledgerApi.entry({ id }, { silent: true }),
                () => keptLedgerRow(id),
              ),
      };
    },
    lazy: async () => ({
      Component: (await import('./pages/transaction-page')).TransactionPage,
    }),
    handle: { title: 'transaction.title', ns: NAMESPACE } satisfies RouteHandle,
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
      title: 'fx.title',
      ns: NAMESPACE,
      transparent: true,
      whiteText: true,
    } satisfies RouteHandle,
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
