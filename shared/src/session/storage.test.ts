// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { isUserInfo, readJson, readToken, STORAGE_KEYS, tokenHeader } from './storage';

beforeEach(() => localStorage.clear());

describe('stored session', () => {
  it('uses the storage keys of the spec', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'fb_token',
      userInfo: 'fb_userInfo',
      basicConfig: 'fb_basic_config',
      lang: 'lang',
    });
  });

  it('reads a token that is not a string at all as logged out', () => {
    for (const stored of [
      '   ',
      '',
      'undefined',
      'null',
      '[object Object]',
      '{"token":"x"}',
      '[1]',
    ]) {
      localStorage.setItem('fb_token', stored);
      expect(readToken()).toBeNull();
    }
  });

  it('does not judge a token by its form: any stored string is sent, the server decides', () => {
    for (const token of [
      'x',
      'ab:cd',
      'a%20b',
      'short',
      'a b',
      '{"not a token',
      'abc\ndef',
      '令牌',
      'é'.repeat(5000),
    ]) {
      localStorage.setItem('fb_token', token);
      expect(readToken()).toBe(token);
    }
  });

  it('sends a token as it is where a header can carry it, percent-encoded where it cannot', () => {
    expect(tokenHeader('abcDEF123_-.')).toBe('abcDEF123_-.');
    expect(tokenHeader('a b')).toBe('a b');
    expect(tokenHeader(' abc ')).toBe('abc');
    expect(tokenHeader('abc\ndef')).toBe('abc%0Adef');
    expect(tokenHeader('令牌')).toBe('%E4%BB%A4%E7%89%8C');
    expect(tokenHeader('\ud800x')).toBe('%EF%BF%BDx');
  });

  it('reads corrupt or foreign user info as absent, never throws', () => {
    localStorage.setItem('fb_userInfo', '{broken');
    expect(readJson('fb_userInfo', isUserInfo)).toBeNull();
    localStorage.setItem('fb_userInfo', '[1,2]');
    expect(readJson('fb_userInfo', isUserInfo)).toBeNull();
    localStorage.setItem('fb_userInfo', '{"entry":"register","username":"a"}');
    expect(readJson('fb_userInfo', isUserInfo)).toEqual({ entry: 'register', username: 'a' });
  });
});
