// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError, HttpError } from '../api/errors';
import { refusedField } from './request-error-text';

describe('refusedField: the field a refusal is about, said under it', () => {
  it('names the field of an over-long value, of a 400 sentence and of the username rule', () => {
    const tooLong = new ApiError(
      400,
      'a field is too long',
      { error: 'too_long', field: 'branch_name', max: 100 },
      '/bank_card/edit',
    );
    expect(refusedField(tooLong)).toBe('branch_name');
    expect(refusedField(new ApiError(400, 'phone is invalid', null, '/x'))).toBe('phone');
    expect(refusedField(new ApiError(400, 'email is required', null, '/x'))).toBe('email');
    expect(
      refusedField(new ApiError(400, 'username must be 3-32 letters, digits', null, '/x')),
    ).toBe('username');
  });

  it('names the field of a reason that belongs to one, also when only the words say it', () => {
    expect(refusedField(new ApiError(405, 'x', { error: 'username_taken' }, '/x'))).toBe(
      'username',
    );
    const words = new ApiError(405, 'no matching authorization code found', null, '/x');
    words.matched = 'license_key_not_found';
    expect(refusedField(words)).toBe('license_key');
  });

  it('names none for anything else', () => {
    expect(refusedField(new ApiError(400, 'params error', null, '/x'))).toBeNull();
    expect(
      refusedField(new ApiError(405, 'x', { error: 'insufficient_balance' }, '/x')),
    ).toBeNull();
    expect(refusedField(new ApiError(500, 'server error', null, '/x'))).toBeNull();
    expect(refusedField(new HttpError(502, 'Bad Gateway', '/x'))).toBeNull();
  });
});
