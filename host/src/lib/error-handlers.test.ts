// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastFail = vi.fn();
vi.mock('@adnet/shared/ui', () => ({
  toast: { fail: (m: string) => toastFail(m) },
  errorMessage: (e: { msg?: string }) => e.msg ?? 'error',
}));

const shared = await import('@adnet/shared');
const hostOnly = await import('@adnet/shared/host');
const {
  api,
  ApiError,
  NetworkError,
  session,
  store,
  storedBasicConfigAtom,
  tokenAtom,
  userInfoAtom,
} = shared;
const { createErrorHandler } = await import('./error-handlers');

function fakeRouter(pathname: string, search = '', state: unknown = null) {
  return {
    state: { location: { pathname, search, state } },
    navigate: vi.fn(async () => {}),
  };
}

beforeEach(async () => {
  toastFail.mockReset();
  // a session, started as the host starts one
  vi.spyOn(api, 'userInfo').mockResolvedValue({ entry: 'register', username: 'u' } as never);
  await hostOnly.startSession('token_abcdefgh');
});

describe('error side effects (docs/product/api.md#api.codes)', () => {
  it('503 clears the session and goes to login, once', async () => {
    const router = fakeRouter('/wallet');
    const handle = createErrorHandler(router as never);
    handle(new ApiError(503, 'expired', null, '/x'), {});
    handle(new ApiError(503, 'expired', null, '/y'), {});
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(localStorage.getItem('fb_token')).toBeNull();
    expect(router.navigate).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('401 on an entry route goes to /ad-welcome with the same query', () => {
    const router = fakeRouter('/entry', '?token=abc&lang=de');
    createErrorHandler(router as never)(new ApiError(401, 'no auth', null, '/x'), {});
    expect(router.navigate).toHaveBeenCalledWith('/ad-welcome?token=abc&lang=de', {
      replace: true,
    });
    expect(toastFail).not.toHaveBeenCalled();
  });

  it("401 on the ad centre reached from /entry keeps /entry's query", () => {
    const router = fakeRouter('/ad-center', '', { entryQuery: '?token=abc&lang=fr' });
    createErrorHandler(router as never)(new ApiError(401, 'no auth', null, '/x'), {});
    expect(router.navigate).toHaveBeenCalledWith('/ad-welcome?token=abc&lang=fr', {
      replace: true,
    });
  });

  it('401 elsewhere is a fail toast', () => {
    const router = fakeRouter('/wallet');
    createErrorHandler(router as never)(new ApiError(401, 'no auth', null, '/x'), {});
    expect(router.navigate).not.toHaveBeenCalled();
    expect(toastFail).toHaveBeenCalledWith('no auth');
  });

  it('402 switches the language from the error and opens customer service', async () => {
    vi.spyOn(api, 'basicConfig').mockResolvedValue({
      client_language_map: [{ source: 'de,de-DE', targets: 'de' }],
      customer_service_url: [],
      recharge_customer_service_url: [],
    } as never);
    hostOnly.installSession(() => {});
    await session.refreshBasicConfig();
    expect(store.get(storedBasicConfigAtom)?.client_language_map).toHaveLength(1);
    const setLanguage = vi.spyOn(shared, 'setLanguage').mockResolvedValue();
    const customerService = vi.fn();
    hostOnly.installDialogOpeners({ customerService, officialPush: vi.fn() });
    createErrorHandler(fakeRouter('/login') as never)(
      new ApiError(402, 'not activated', { lang: 'de-DE' }, '/auth/v2/login'),
      {},
    );
    await vi.waitFor(() => expect(customerService).toHaveBeenCalled());
    expect(setLanguage).toHaveBeenCalledWith('de');
    expect(customerService.mock.calls[0]?.[0]).toHaveProperty('message');
    expect(toastFail).not.toHaveBeenCalled();
  });

  it('a silent call gets no toast but still ends an expired session', () => {
    const router = fakeRouter('/plan');
    const handle = createErrorHandler(router as never);
    handle(new ApiError(405, 'Insufficient balance', { error: 'insufficient_balance' }, '/x'), {
      silent: true,
    });
    expect(toastFail).not.toHaveBeenCalled();
    handle(new ApiError(503, 'expired', null, '/x'), { silent: true });
    expect(store.get(tokenAtom)).toBeNull();
    expect(router.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('anything else is a fail toast; an aborted call is silent', () => {
    const handle = createErrorHandler(fakeRouter('/plan') as never);
    handle(new NetworkError('/x'), {});
    expect(toastFail).toHaveBeenCalledTimes(1);
    const controller = new AbortController();
    controller.abort();
    handle(new NetworkError('/x'), { signal: controller.signal });
    expect(toastFail).toHaveBeenCalledTimes(1);
  });
});
