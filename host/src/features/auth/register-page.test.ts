import { describe, expect, it } from 'vitest';
import { registerBody, validateRegister } from './register-page';

const form = {
  username: ' merchant1 ',
  nickname: '',
  password: 'pass1234',
  confirm_password: 'pass1234',
  email: ' m@example.com ',
  phone: '+8613800138000',
  license_key: 'DEMO-LICENSE',
};

describe('register form', () => {
  it('requires every field but the nickname (docs/product/account.md#account.register.checks)', () => {
    const empty = Object.fromEntries(Object.keys(form).map((k) => [k, ''])) as typeof form;
    const errors = validateRegister(empty);
    expect(errors.nickname).toBeUndefined();
    for (const key of ['username', 'password', 'email', 'phone', 'license_key'] as const) {
      expect(errors[key]).toBeTruthy();
    }
    expect(Object.values(validateRegister(form)).filter(Boolean)).toEqual([]);
  });

  it('refuses a username the server would refuse: 3 to 32 of A-Z a-z 0-9 . - _', () => {
    for (const username of ['ab', 'a'.repeat(33), 'shop ann', 'café', '店铺01', 'a@b']) {
      expect(validateRegister({ ...form, username }).username).toBe('validation.username');
    }
    for (const username of ['abc', 'a'.repeat(32), 'Shop_Ann-1.x', ' abc ']) {
      expect(validateRegister({ ...form, username }).username).toBeNull();
    }
    expect(validateRegister({ ...form, username: '  ' }).username).toBe('validation.required');
  });

  it('leaves an empty nickname out and sends a given one as typed', () => {
    expect(registerBody(form)).not.toHaveProperty('nickname');
    expect(registerBody({ ...form, nickname: '   ' })).not.toHaveProperty('nickname');
    expect(registerBody({ ...form, nickname: 'Shop Ann' }).nickname).toBe('Shop Ann');
    expect(registerBody(form)).toMatchObject({ username: 'merchant1', email: 'm@example.com' });
  });
});
