import { describe, expect, it } from 'vitest';
import { devAllowedOrigins } from './ports';

describe('devAllowedOrigins (DEV_ALLOW_ORIGIN)', () => {
  it('takes the host origins a developer names, none by default', () => {
    expect(devAllowedOrigins(undefined)).toEqual([]);
    expect(devAllowedOrigins('')).toEqual([]);
    expect(devAllowedOrigins('https://staging.example.com')).toEqual([
      'https://staging.example.com',
    ]);
    expect(devAllowedOrigins(' https://a.example.com/, http://b.example.com:8080 ')).toEqual([
      'https://a.example.com',
      'http://b.example.com:8080',
    ]);
  });
  it('refuses anything that is not exactly an http(s) origin', () => {
    for (const bad of [
      '*',
      'staging.example.com',
      'https://staging.example.com/app',
      'https://*.example.com',
      'ftp://staging.example.com',
      'https://user@staging.example.com',
    ]) {
      expect(() => devAllowedOrigins(bad), bad).toThrow(/DEV_ALLOW_ORIGIN/);
    }
  });
});
