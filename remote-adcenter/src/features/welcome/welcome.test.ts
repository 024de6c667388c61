import { describe, expect, it } from 'vitest';
import { welcomeSession } from './welcome';

const TOKEN = 'abcdEFGH1234';

describe('welcomeSession', () => {
  it('hands a query token that is not stored to /entry, keeping the whole query', () => {
    expect(welcomeSession(`?token=${TOKEN}&lang=de`, null)).toEqual({
      kind: 'entry',
      to: `/entry?token=${TOKEN}&lang=de`,
    });
    expect(welcomeSession(`?token=${TOKEN}`, 'anotherToken99')).toEqual({
      kind: 'entry',
      to: `/entry?token=${TOKEN}`,
    });
  });

  it('uses the stored session when the query carries the same token or none', () => {
    expect(welcomeSession(`?token=${TOKEN}&lang=en`, TOKEN)).toEqual({ kind: 'ready' });
    expect(welcomeSession('?lang=en', TOKEN)).toEqual({ kind: 'ready' });
    expect(welcomeSession('', TOKEN)).toEqual({ kind: 'ready' });
  });

  it('ignores a token that is not a string at all', () => {
    expect(welcomeSession('?token=undefined', null)).toEqual({ kind: 'login' });
    expect(welcomeSession('?token=%5Bobject%20Object%5D', TOKEN)).toEqual({ kind: 'ready' });
  });

  it('hands a token of any form to /entry, white space and all', () => {
    expect(welcomeSession('?token=a%20b%0Ac', null)).toEqual({
      kind: 'entry',
      to: '/entry?token=a+b%0Ac',
    });
  });

  it('hands any other token to /entry: the server judges it, not the client (docs/product/session.md#session.token.any-string)', () => {
    expect(welcomeSession('?token=%3Cscript%3E', null)).toEqual({
      kind: 'entry',
      to: '/entry?token=%3Cscript%3E',
    });
  });

  it('needs a login without any token', () => {
    expect(welcomeSession('', null)).toEqual({ kind: 'login' });
  });
});
