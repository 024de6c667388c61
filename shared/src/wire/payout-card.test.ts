// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_BANK_CARD } from './payout-card';

describe('EMPTY_BANK_CARD', () => {
  it('is a bank card with every field empty, and stays so', () => {
    const { method, ...fields } = EMPTY_BANK_CARD;
    expect(method).toBe('bank_card');
    expect(Object.keys(fields).length).toBe(8);
    for (const value of Object.values(fields)) expect(value).toBe('');
    expect(Object.isFrozen(EMPTY_BANK_CARD)).toBe(true);
  });
});
