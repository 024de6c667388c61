/**
 * Component tests of an app's UI as the host shows it: `renderWithApp(ui | routes, options)`
 * renders inside the providers the host's App has (the jotai store of `@adnet/shared`, the one
 * i18next instance, Arco's context provider) and a memory router, after what the host has done
 * by the time a remote's page shows: the UI language chosen and its strings loaded (`common`
 * and the app's own namespace, from the app's real locale files), Arco's locale for it, a
 * session (token, user info, basic config), the account currency and the unread count known, the
 * session controller and the global dialogs installed.
 *
 * The test file runs in happy-dom (`// @vitest-environment happy-dom` on its first line). The
 * API is mocked at the app's API module (`vi.spyOn(withdrawApi, 'withdraw')`), never at the
 * network: a request that reaches `fetch` fails, and fails the test after it ("requests nobody
 * mocked: GET /user/property") unless the test takes it with `takeUnmockedRequests()`. What a
 * test rendered is unmounted, its router disposed and the session emptied after each test.
 */
import {
  type BasicConfig,
  type BundleLoader,
  type DialogOpeners,
  i18n,
  initI18n,
  type Language,
  registerNamespace,
  resetUnread,
  type SessionController,
  setUnread,
  store,
  type UserInfo,
} from '@adnet/shared';
import { ArcoProvider, loadArcoLocale } from '@adnet/shared/ui';
import { cleanup, configure, type RenderResult, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { isValidElement, type ReactElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryRouter,
  type DataRouter,
  type RouteObject,
  RouterProvider,
  useRouteError,
} from 'react-router';
import { afterEach, type Mock, vi } from 'vitest';
import { installDialogOpeners } from '../src/dialogs/registry';
import { rememberAccountCurrency } from '../src/format/account-currency';
import {
  splitBasicConfig,
  storedBasicConfigAtom,
  tokenAtom,
  userInfoAtom,
  volatileBasicConfigAtom,
} from '../src/session/atoms';
import { installSessionController } from '../src/session/controller';

// findBy…/waitFor wait up to 5 s, not 1 s: a route's lazy page and its loader can take longer
// than a second on a busy machine, and these tests assert what shows, not how fast.
configure({ asyncUtilTimeout: 5000 });

/** The token a logged-in test session holds unless a test gives another. */
export const TEST_TOKEN = 'test-token-0001';

/** A merchant's user info as /user/info answers it; `over` sets the fields a test is about. */
export function testUser(over: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1001,
    username: 'merchant01',
    nickname: 'Merchant One',
    email: 'merchant01@example.com',
    phone: '+15550100',
    entry: 'register',
    lang: 'en',
    customer_service_url: [],
    recharge_customer_service_url: [],
    credit_score: 100,
    shop_level: 3,
    deposit: '0.00',
    operator_id: '',
    has_pay_password: true,
    newcomer_coupon_claimed: false,
    vip: false,
    store_opened: true,
    ...over,
  };
}

/** Basic config as /basic_config answers it: both withdrawal methods on, two networks. */
export function testBasicConfig(over: Partial<BasicConfig> = {}): BasicConfig {
  return {
    client_language_map: [],
    customer_service_url: [],
    recharge_customer_service_url: [],
    withdraw_method_config: { bank_card: true, wallet_address: true, networks: ['TRC20', 'ERC20'] },
    faq_config: [],
    ...over,
  };
}

/** An app's own strings: its namespace and the loader of its locale files. */
export interface AppNamespace {
  name: string;
  /** an import of the app's `src/locales/<lng>.json`, as its routes register it */
  load: BundleLoader;
}

export interface RenderWithAppOptions {
  /** the app's namespace, loaded before the first render (`common` always is) */
  namespace?: AppNamespace;
  /** the UI language (default 'en') */
  language?: Language;
  /** the session's token (default TEST_TOKEN); null: logged out */
  token?: string | null;
  /** user info (default `testUser()`); null: not known */
  user?: UserInfo | null;
  /** basic config (default `testBasicConfig()`), split as the host keeps it; null: not fetched */
  basicConfig?: BasicConfig | null;
  /** the account currency (default 'USD'); null: unknown */
  currency?: string | null;
  /** the header bell's unread count (default 0) */
  unread?: number;
  /** the URL the router starts at, search and hash included (default '/') */
  path?: string;
  /** what `useLoaderData()` answers in `ui`'s route; not used with routes */
  loaderData?: unknown;
  /** the session controller's calls (default: each resolves and changes nothing) */
  session?: Partial<SessionController>;
  /** wrap in React's StrictMode, as the host's development build does (default false) */
  strict?: boolean;
}

export type RenderWithAppResult = RenderResult & {
  router: DataRouter;
  store: typeof store;
  /** the session controller installed for this render, its calls recorded */
  session: { [K in keyof SessionController]: Mock<SessionController[K]> };
  /** the host's global dialogs, recorded */
  dialogs: { [K in keyof DialogOpeners]: Mock<DialogOpeners[K]> };
};

/** The id of `ui`'s route, for a test that reads `router.state.loaderData`. */
export const UI_ROUTE_ID = 'ui';

const routers: DataRouter[] = [];
let rendered = false;
let unmocked: string[] = [];

/** The requests that reached the network since the render (or the last take), now forgotten. */
export function takeUnmockedRequests(): string[] {
  const taken = unmocked;
  unmocked = [];
  return taken;
}

afterEach(() => {
  if (!rendered) return;
  rendered = false;
  const left = takeUnmockedRequests();
  cleanup();
  // toasts and dialogs Arco opened outside the rendered tree
  document.body.replaceChildren();
  for (const router of routers.splice(0)) router.dispose();
  store.set(tokenAtom, null);
  store.set(userInfoAtom, null);
  store.set(storedBasicConfigAtom, null);
  store.set(volatileBasicConfigAtom, null);
  rememberAccountCurrency(null);
  resetUnread();
  vi.unstubAllGlobals();
  if (left.length) throw new Error(`requests nobody mocked: ${left.join(', ')}`);
});

/** An error in a route fails the test with that error, instead of a router's error page. */
function Rethrow(): never {
  throw useRouteError();
}

function pathnameOf(path: string): string {
  return new URL(path, 'http://app.test').pathname;
}

async function prepareLanguage(language: Language, namespace?: AppNamespace) {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await i18n.loadNamespaces('common');
  if (namespace) await registerNamespace(namespace.name, namespace.load);
  document.documentElement.lang = language;
  await loadArcoLocale(language);
}

function setSession(options: RenderWithAppOptions) {
  store.set(tokenAtom, options.token === undefined ? TEST_TOKEN : options.token);
  store.set(userInfoAtom, options.user === undefined ? testUser() : options.user);
  const config = options.basicConfig === undefined ? testBasicConfig() : options.basicConfig;
  const split = config ? splitBasicConfig(config) : null;
  store.set(storedBasicConfigAtom, split?.kept ?? null);
  store.set(volatileBasicConfigAtom, split?.volatile ?? null);
  rememberAccountCurrency(options.currency === undefined ? 'USD' : options.currency);
  setUnread(options.unread ?? 0);
}

/**
 * Renders `ui` (at `options.path`, with `options.loaderData` for `useLoaderData`) or an app's
 * `routes` (their own loaders and lazy pages run, against the mocked API) as the host would.
 */
export async function renderWithApp(
  uiOrRoutes: ReactElement | RouteObject[],
  options: RenderWithAppOptions = {},
): Promise<RenderWithAppResult> {
  const path = options.path ?? '/';
  await prepareLanguage(options.language ?? 'en', options.namespace);
  setSession(options);

  const session = {
    end: vi.fn<SessionController['end']>(options.session?.end ?? (() => {})),
    refreshUserInfo: vi.fn<SessionController['refreshUserInfo']>(
      options.session?.refreshUserInfo ?? (async () => {}),
    ),
    refreshBasicConfig: vi.fn<SessionController['refreshBasicConfig']>(
      options.session?.refreshBasicConfig ?? (async () => {}),
    ),
  };
  installSessionController(session);
  const dialogs = {
    customerService: vi.fn<DialogOpeners['customerService']>(),
    officialPush: vi.fn<DialogOpeners['officialPush']>(),
  };
  installDialogOpeners(dialogs);

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://app.test');
      const request = `${init?.method ?? 'GET'} ${url.pathname}`;
      unmocked.push(request);
      throw new Error(`no mock for ${request}`);
    }),
  );

  const hasLoaderData = options.loaderData !== undefined;
  const appRoutes: RouteObject[] = isValidElement(uiOrRoutes)
    ? [
        {
          id: UI_ROUTE_ID,
          path: pathnameOf(path),
          element: uiOrRoutes,
          ...(hasLoaderData ? { loader: () => options.loaderData } : {}),
        },
      ]
    : (uiOrRoutes as RouteObject[]);
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        errorElement: <Rethrow />,
        // where the app sends the merchant outside what is rendered: an empty page
        children: [...appRoutes, { path: '*', element: null }],
      },
    ],
    {
      initialEntries: [path],
      ...(hasLoaderData
        ? { hydrationData: { loaderData: { [UI_ROUTE_ID]: options.loaderData } } }
        : {}),
    },
  );
  routers.push(router);
  rendered = true;

  const app = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ArcoProvider>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </ArcoProvider>
      </I18nextProvider>
    </Provider>
  );
  const result = render(app, { reactStrictMode: options.strict ?? false });
  return { ...result, router, store, session, dialogs };
}
