// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, NetworkError, OfflineError, TimeoutError } from '../api/errors';
import { i18n, initI18n } from '../i18n/instance';
import { errorMessage } from './error-message';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('common');
});

describe('errorMessage', () => {
  it('a timeout says the network is slow', () => {
    expect(errorMessage(new TimeoutError('/user/withdraw', 15_000))).toBe(
      'The network is slow, please try again',
    );
  });

  it('a call refused offline says so', () => {
    expect(errorMessage(new OfflineError('/feedback'))).toBe(
      'You are offline. Check your connection and try again',
    );
  });

  it('other failures keep their texts', () => {
    // a toast cannot be tapped: it says what to do instead
    expect(errorMessage(new NetworkError('/x'))).toBe(
      'Request failed. Check your connection and try again',
    );
    expect(errorMessage(new ApiError(500, 'boom', null, '/x'))).toBe('Server error');
  });

  it('a non-OK HTTP status says what happened in words, never its status or jargon', async () => {
    expect(errorMessage(new HttpError(502, 'Bad Gateway', '/x'))).toBe(
      'The server did not answer. Please try again in a moment.',
    );
    expect(errorMessage(new HttpError(503, 'Service Unavailable', '/x'))).toBe(
      'The server did not answer. Please try again in a moment.',
    );
    expect(errorMessage(new HttpError(504, '', '/x'))).toBe(
      'The server took too long to answer. Please try again.',
    );
    expect(errorMessage(new HttpError(500, 'Internal Server Error', '/x'))).toBe(
      'Something went wrong on the server. Please try again.',
    );
    expect(errorMessage(new HttpError(429, '', '/x'))).toBe(
      'Too many tries in a short time. Please wait a moment and try again.',
    );
    for (const status of [400, 404, 405, 418]) {
      expect(errorMessage(new HttpError(status, "I'm a teapot", '/x'))).toBe(
        'The server could not handle this request. Please try again later.',
      );
    }
    expect(errorMessage(new HttpError(599, '', '/x'))).not.toMatch(/599|HTTP/);
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('common');
    expect(errorMessage(new HttpError(502, 'Bad Gateway', '/x'))).toBe(
      'Der Server hat nicht geantwortet. Bitte versuchen Sie es gleich noch einmal.',
    );
    await i18n.changeLanguage('en');
  });

  it("a 400 shows the server's reason, localized where this client knows the sentence", () => {
    const bad = (msg: string, data: unknown = null) => new ApiError(400, msg, data, '/x');
    expect(errorMessage(bad('params error'))).toBe('System error');
    expect(errorMessage(bad(''))).toBe('System error');
    expect(errorMessage(bad('phone is invalid'))).toBe('Phone is invalid');
    expect(errorMessage(bad('email is required'))).toBe('Email cannot be empty');
    expect(
      errorMessage(bad('username must be 3-32 letters, digits, dots, dashes or underscores')),
    ).toBe('The username must be 3–32 characters: letters A–Z, digits and . - _');
    // a field or a sentence without words here: as the server wrote it
    expect(errorMessage(bad('month must be YYYY-MM'))).toBe('month must be YYYY-MM');
    expect(errorMessage(bad('frobnicator is invalid'))).toBe('frobnicator is invalid');
    // a reason key wins
    expect(errorMessage(bad('x', { error: 'username_taken' }))).toBe('This username is taken');
  });

  it("a 405 with a reason this client does not know: the server's words, the reason logged", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new ApiError(405, 'quota exceeded', { error: 'region_quota' }, '/feedback');
    expect(errorMessage(error)).toBe('quota exceeded');
    expect(errorMessage(error)).toBe('quota exceeded');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('quota exceeded');
    expect(warn.mock.calls[0]?.[0]).toContain('region_quota');
    warn.mockRestore();
  });

  it('a 405 with the message only: the recognized reason in the UI language, else the words', () => {
    const refusal = (msg: string, matched?: ApiError['matched']) => {
      const e = new ApiError(405, msg, null, '/user/withdraw');
      e.matched = matched;
      return e;
    };
    expect(errorMessage(refusal('余额不足', 'insufficient_balance'))).toBe('Insufficient balance');
    // not recognized: the server's words, as they came, never "Data error"
    expect(errorMessage(refusal('  Daily limit reached for this card  '))).toBe(
      'Daily limit reached for this card',
    );
    expect(errorMessage(refusal('<b>x</b>'))).toBe('<b>x</b>');
    // nothing said: "Data error"
    expect(errorMessage(refusal(''))).toBe('Data error');
    expect(errorMessage(refusal('data error'))).toBe('Data error');
    expect(errorMessage(refusal('数据错误', 'generic'))).toBe('Data error');
  });

  it('another code than the catalogue: a recognized reason, else the message, else "Error"', () => {
    const other = new ApiError(409, 'wrong transaction password', null, '/x');
    other.matched = 'wrong_pay_password';
    expect(errorMessage(other)).toBe('Wrong transaction password');
    expect(errorMessage(new ApiError(409, 'conflict here', null, '/x'))).toBe('conflict here');
    expect(errorMessage(new ApiError(409, '', null, '/x'))).toBe('Error');
  });

  it('speaks the UI language', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('common');
    expect(errorMessage(new TimeoutError('/x', 1500))).toBe(
      'Das Netzwerk ist langsam, bitte versuchen Sie es erneut',
    );
    await i18n.changeLanguage('en');
  });
});
