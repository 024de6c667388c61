// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { isUserInfo, readJson, readToken, STORAGE_KEYS } from './storage';

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

  it('reads a corrupt token as logged out', () => {
    localStorage.setItem('fb_token', '{"not a token');
    expect(readToken()).toBeNull();
    localStorage.setItem('fb_token', '   ');
    expect(readToken()).toBeNull();
    localStorage.setItem('fb_token', 'abc\ndef');
    expect(readToken()).toBeNull();
    localStorage.setItem('fb_token', 'abcDEF123_-.');
    expect(readToken()).toBe('abcDEF123_-.');
  });

  it('does not judge a token by its form: the server decides (SPEC §2)', () => {
    for (const token of ['x', 'ab:cd', 'a%20b', 'short']) {
      localStorage.setItem('fb_token', token);
      expect(readToken()).toBe(token);
    }
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
