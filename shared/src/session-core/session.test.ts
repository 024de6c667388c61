// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastFail = vi.fn();
vi.mock('@adnet/shared/ui', () => ({ toast: { fail: (m: string) => toastFail(m) } }));

const shared = await import('@adnet/shared');
const { api, ApiError, i18n, initI18n, session, setLanguage, store } = shared;
const { installSession, sessionExpiry, startSession } = await import('./session');
// the writable atoms the core writes
const { storedBasicConfigAtom, tokenAtom, userInfoAtom, volatileBasicConfigAtom } = await import(
  '../session/atoms'
);

/** A basic config whose language map names the language it was asked in. */
const configIn = (lang: string) =>
  ({
    client_language_map: [{ description: lang, source: lang, targets: lang }],
    customer_service_url: [],
    recharge_customer_service_url: [],
    withdraw_method_config: {},
    faq_config: [{ id: 1, question: `q-${lang}`, answer: 'a' }],
  }) as never;

const user = { entry: 'register', username: 'u' } as never;
const toLogin = vi.fn(async (_reason?: string) => {});

beforeEach(() => {
  toastFail.mockReset();
  toLogin.mockClear();
  vi.restoreAllMocks();
});

describe('the basic config follows the UI language (one listener)', () => {
  it('from the first switch after start-up, whoever switches', async () => {
    const basicConfig = vi
      .spyOn(api, 'basicConfig')
      .mockImplementation(async (lang: string) => configIn(lang));
    // installed at boot, before i18next starts: starting in a language is no switch
    installSession(toLogin);
    await initI18n('en');
    expect(basicConfig).not.toHaveBeenCalled();

    await setLanguage('de');
    await vi.waitFor(() =>
      expect(store.get(storedBasicConfigAtom)?.client_language_map[0]?.targets).toBe('de'),
    );
    expect(basicConfig).toHaveBeenCalledTimes(1);
    expect(basicConfig).toHaveBeenCalledWith('de', { silent: true });
    expect(store.get(volatileBasicConfigAtom)?.faq_config[0]?.question).toBe('q-de');

    // installed again (a second boot of the same page): still one request per switch
    installSession(toLogin);
    await setLanguage('fr');
    await vi.waitFor(() => expect(basicConfig).toHaveBeenCalledTimes(2));
    expect(basicConfig).toHaveBeenLastCalledWith('fr', { silent: true });
    await setLanguage('en');
  });

  it('a failed refresh keeps the switched language and the stored config', async () => {
    store.set(storedBasicConfigAtom, configIn('en'));
    vi.spyOn(api, 'basicConfig').mockRejectedValue(new ApiError(500, 'boom', null, '/x'));
    await setLanguage('ja');
    expect(i18n.language).toBe('ja');
    expect(store.get(storedBasicConfigAtom)?.client_language_map[0]?.targets).toBe('en');
    await setLanguage('en');
  });
});

describe('the session core', () => {
  it("ends a session on a remote's request: cleared, then the login with the reason", () => {
    installSession(toLogin);
    store.set(tokenAtom, 'token_abcdefgh');
    store.set(userInfoAtom, user);
    session.end('password_changed');
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(toLogin).toHaveBeenCalledWith('password_changed');
  });

  it('an expired token ends the session once, with the toast, and not without a session', async () => {
    await i18n.loadNamespaces('common');
    const expire = sessionExpiry(toLogin);
    expire();
    expect(toLogin).not.toHaveBeenCalled();
    store.set(tokenAtom, 'token_abcdefgh');
    store.set(userInfoAtom, user);
    expire();
    expire();
    expect(store.get(tokenAtom)).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(toastFail).toHaveBeenCalledTimes(1);
    expect(toastFail).toHaveBeenCalledWith('Login expired, please log in again');
  });

  it('starts a session: the token, then the user info; no half session on a failure', async () => {
    vi.spyOn(api, 'userInfo').mockResolvedValueOnce(user);
    await startSession('token_abcdefgh');
    expect(store.get(tokenAtom)).toBe('token_abcdefgh');
    expect(store.get(userInfoAtom)).toEqual(user);

    store.set(userInfoAtom, null);
    vi.spyOn(api, 'userInfo').mockRejectedValueOnce(new ApiError(500, 'boom', null, '/x'));
    await expect(startSession('token_other')).rejects.toThrow();
    expect(store.get(tokenAtom)).toBeNull();

    // no ad account yet (401): the token stays for /ad-welcome
    vi.spyOn(api, 'userInfo').mockRejectedValueOnce(new ApiError(401, 'no auth', null, '/x'));
    await expect(startSession('token_new')).rejects.toThrow();
    expect(store.get(tokenAtom)).toBe('token_new');
  });

  it('another token starts clean: the previous merchant’s profile goes, even when refused', async () => {
    const previous = { entry: 'register', username: 'first', store_opened: true } as never;
    vi.spyOn(api, 'userInfo').mockResolvedValueOnce(previous);
    await startSession('token_first');
    expect(store.get(userInfoAtom)).toEqual(previous);

    // the same token again keeps the profile while its answer is on the way
    let answer: (u: never) => void = () => {};
    vi.spyOn(api, 'userInfo').mockReturnValueOnce(new Promise((r) => (answer = r)));
    const again = startSession('token_first');
    expect(store.get(userInfoAtom)).toEqual(previous);
    answer(previous);
    await again;

    // a hand-over with a token the server refuses (401): nothing of the first merchant stays
    vi.spyOn(api, 'userInfo').mockRejectedValueOnce(new ApiError(401, 'no auth', null, '/x'));
    await expect(startSession('token_refused')).rejects.toThrow();
    expect(store.get(tokenAtom)).toBe('token_refused');
    expect(store.get(userInfoAtom)).toBeNull();
    expect(localStorage.getItem('fb_userInfo')).toBeNull();
  });
});
