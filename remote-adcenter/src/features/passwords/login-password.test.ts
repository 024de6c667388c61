import { describe, expect, it } from 'vitest';
import { loginPasswordErrors } from './login-password';

describe('loginPasswordErrors', () => {
  it('says "cannot be empty" under each empty field', () => {
    expect(loginPasswordErrors('', '', '')).toEqual({
      old_password: 'validation.required',
      new_password: 'validation.required',
      confirm_password: 'validation.required',
    });
  });

  it('wants a new password that differs from the old one', () => {
    expect(loginPasswordErrors('secret1', 'secret1', 'secret1').new_password).toBe(
      'validation.passwordSameAsOld',
    );
  });

  it('wants the confirmation to match', () => {
    expect(loginPasswordErrors('old', 'newer1', 'newer2').confirm_password).toBe(
      'validation.passwordMismatch',
    );
  });

  it('has no message when all is right', () => {
    expect(loginPasswordErrors('old', 'newer1', 'newer1')).toEqual({
      old_password: null,
      new_password: null,
      confirm_password: null,
    });
  });
});
