// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const toastSuccess = vi.fn();
const toastFail = vi.fn();
vi.mock('@adnet/shared/ui', () => ({
  toast: { success: (m: string) => toastSuccess(m), fail: (m: string) => toastFail(m) },
  requestErrorText: (e: { msg?: string }) => e.msg ?? 'error',
}));

const shared = await import('@adnet/shared');
const { api, ApiError, i18n, initI18n, store } = shared;
// the writable atom, as the session core writes it
const { tokenAtom } = await import('../session/atoms');
const { chooseLanguage } = await import('./language-choice');

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('common');
});

beforeEach(async () => {
  vi.restoreAllMocks();
  toastSuccess.mockReset();
  toastFail.mockReset();
  await shared.setLanguage('en');
  localStorage.removeItem('lang');
});

describe('a language confirmed in the sheet', () => {
  it('logged in: switches, stores it, saves it as the merchant language, no toast', async () => {
    store.set(tokenAtom, 'token_abcdefgh');
    const edit = vi.spyOn(api, 'userInfoEdit').mockResolvedValue({} as never);
    await chooseLanguage('de');
    expect(i18n.language).toBe('de');
    expect(localStorage.getItem('lang')).toBe('de');
    expect(edit).toHaveBeenCalledWith({ lang: 'de' }, { silent: true });
    // the screen changing language is the confirmation
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(toastFail).not.toHaveBeenCalled();
  });

  it('a failed save keeps the switched language and shows the error toast', async () => {
    store.set(tokenAtom, 'token_abcdefgh');
    vi.spyOn(api, 'userInfoEdit').mockRejectedValue(new ApiError(500, 'boom', null, '/x'));
    await chooseLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(toastFail).toHaveBeenCalledWith('boom');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('logged out: switches and stores it, saves nothing', async () => {
    store.set(tokenAtom, null);
    const edit = vi.spyOn(api, 'userInfoEdit');
    await chooseLanguage('ja');
    expect(i18n.language).toBe('ja');
    expect(edit).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
