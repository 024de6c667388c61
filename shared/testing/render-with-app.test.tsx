// @vitest-environment happy-dom
import {
  api,
  session,
  store,
  storedBasicConfigAtom,
  tokenAtom,
  useMoney,
  userInfoAtom,
  volatileBasicConfigAtom,
} from '@adnet/shared';
import { toast } from '@adnet/shared/ui';
import { SearchBar } from '@arco-design/mobile-react';
import { act, fireEvent, screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  renderWithApp,
  TEST_TOKEN,
  takeUnmockedRequests,
  testBasicConfig,
  testUser,
} from './index';

/** A namespace of the test's own, loaded as an app's locale files are. */
const kit = {
  name: 'kit',
  load: async (lng: string) => ({
    default: { hello: lng === 'de' ? 'Hallo {{name}}' : 'Hello {{name}}' },
  }),
};

function Strings() {
  const { t } = useTranslation('kit');
  return (
    <>
      <p data-testid="own">{t('hello', { name: 'Ada' })}</p>
      <p data-testid="common">{t('common:action.close')}</p>
      <p data-testid="money">{useMoney()('1234.5')}</p>
      <SearchBar />
    </>
  );
}

function Session() {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userInfoAtom);
  const stored = useAtomValue(storedBasicConfigAtom);
  const volatile = useAtomValue(volatileBasicConfigAtom);
  return (
    <dl>
      <dd data-testid="token">{String(token)}</dd>
      <dd data-testid="user">{user ? `${user.username} ${user.has_pay_password}` : 'none'}</dd>
      <dd data-testid="networks">
        {volatile?.withdraw_method_config.networks.join(',') ?? 'none'}
      </dd>
      <dd data-testid="stored">{stored ? 'stored' : 'none'}</dd>
    </dl>
  );
}

describe('renderWithApp', () => {
  it('loads common and the app namespace in English, and the account currency', async () => {
    await renderWithApp(<Strings />, { namespace: kit });
    expect(screen.getByTestId('own').textContent).toBe('Hello Ada');
    expect(screen.getByTestId('common').textContent).toBe('Close');
    expect(screen.getByTestId('money').textContent).toBe('$1,234.50');
    // Arco's own strings follow the language through its context provider
    expect(screen.getByPlaceholderText('Please enter the content to be searched')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('renders in the language asked for, Arco included', async () => {
    await renderWithApp(<Strings />, { namespace: kit, language: 'de', currency: 'EUR' });
    expect(screen.getByTestId('own').textContent).toBe('Hallo Ada');
    expect(screen.getByTestId('common').textContent).toBe('Schließen');
    expect(screen.getByTestId('money').textContent).toBe('1.234,50\u00a0€');
    expect(screen.getByPlaceholderText('Suchbegriff eingeben')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('starts logged in, with user info and basic config split as the host keeps them', async () => {
    const { store } = await renderWithApp(<Session />);
    expect(screen.getByTestId('token').textContent).toBe(TEST_TOKEN);
    expect(screen.getByTestId('user').textContent).toBe('merchant01 true');
    expect(screen.getByTestId('networks').textContent).toBe('TRC20,ERC20');
    expect(screen.getByTestId('stored').textContent).toBe('stored');
    expect(store.get(userInfoAtom)?.nickname).toBe('Merchant One');
  });

  it('takes the session a test gives, or none', async () => {
    const { unmount } = await renderWithApp(<Session />, {
      token: 'tok-2',
      user: testUser({ username: 'm2', has_pay_password: false }),
      basicConfig: testBasicConfig({
        withdraw_method_config: { bank_card: true, wallet_address: false, networks: [] },
      }),
    });
    expect(screen.getByTestId('token').textContent).toBe('tok-2');
    expect(screen.getByTestId('user').textContent).toBe('m2 false');
    expect(screen.getByTestId('networks').textContent).toBe('');
    unmount();

    await renderWithApp(<Session />, { token: null, user: null, basicConfig: null });
    expect(screen.getByTestId('token').textContent).toBe('null');
    expect(screen.getByTestId('user').textContent).toBe('none');
    expect(screen.getByTestId('networks').textContent).toBe('none');
    expect(screen.getByTestId('stored').textContent).toBe('none');
  });

  it('gives useLoaderData the loader data, and the URL its search', async () => {
    function Page() {
      const data = useLoaderData() as { title: string };
      const [params] = useSearchParams();
      return (
        <>
          <h1>{data.title}</h1>
          <p data-testid="method">{params.get('method')}</p>
          <Link to="/wallet/set-password">Set</Link>
        </>
      );
    }
    const { router } = await renderWithApp(<Page />, {
      path: '/wallet/bind-card?method=wallet_address',
      loaderData: { title: 'Payout details' },
    });
    expect(screen.getByRole('heading', { name: 'Payout details' })).toBeTruthy();
    expect(screen.getByTestId('method').textContent).toBe('wallet_address');
    expect(router.state.location.pathname).toBe('/wallet/bind-card');

    // leaving the rendered route unmounts it, as the host's router does
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Set' }));
    });
    expect(router.state.location.pathname).toBe('/wallet/set-password');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('runs an app’s routes: their loader and their lazy page', async () => {
    const routes = [
      {
        path: '/kit/:id',
        loader: ({ params }: { params: { id?: string } }) => ({ id: params.id }),
        lazy: async () => ({
          Component: () => <h1>Item {(useLoaderData() as { id: string }).id}</h1>,
        }),
      },
    ];
    await renderWithApp(routes, { path: '/kit/42' });
    expect(await screen.findByRole('heading', { name: 'Item 42' })).toBeTruthy();
  });

  it('records what is asked of the session, and fails a request nobody mocked', async () => {
    const { session: asked } = await renderWithApp(<p>page</p>);
    await session.refreshUserInfo();
    session.end('logout');
    expect(asked.refreshUserInfo).toHaveBeenCalledTimes(1);
    expect(asked.end).toHaveBeenCalledWith('logout');
    // the call fails at once; the test would fail after it unless it takes what was asked
    await expect(api.property({ silent: true })).rejects.toThrow('network error');
    expect(takeUnmockedRequests()).toEqual(['GET /user/property']);
  });
});

describe('after a test', () => {
  it('renders, logs in and toasts', async () => {
    await renderWithApp(<p>first</p>, { currency: 'EUR' });
    act(() => toast.info('Saved'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(localStorage.getItem('fb_token')).toBe(TEST_TOKEN);
  });

  it('leaves nothing rendered and no session to the next', () => {
    expect(document.body.textContent).toBe('');
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(volatileBasicConfigAtom)).toBeNull();
    expect(localStorage.getItem('fb_token')).toBeNull();
  });
});
