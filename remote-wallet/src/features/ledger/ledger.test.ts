import { describe, expect, it } from 'vitest';
import { LEDGER_TYPES, monthOf, STATUS_TONE, statusOf, statusShown } from './ledger';

describe('ledger rules', () => {
  it('lists the eight entry types (docs/product/wallet.md#wallet.ledger.types) and the refund, once each', () => {
    expect(LEDGER_TYPES).toHaveLength(9);
    expect(new Set(LEDGER_TYPES).size).toBe(9);
    expect(LEDGER_TYPES).toContain('refund');
  });

  it('gives the month of a timestamp in the local zone, and nothing for a bad one', () => {
    const local = new Date(2026, 0, 31, 23, 30);
    expect(monthOf(local.toISOString())).toBe('2026-01');
    expect(monthOf(new Date(2026, 10, 1, 0, 5).toISOString())).toBe('2026-11');
    expect(monthOf('not a date')).toBe('');
  });
});

describe('ledger status', () => {
  it('reads pending and refused as they are and anything else, or nothing, as done', () => {
    expect(statusOf({ status: 'pending' })).toBe('pending');
    expect(statusOf({ status: 'refused' })).toBe('refused');
    expect(statusOf({ status: 'done' })).toBe('done');
    expect(statusOf({})).toBe('done');
    expect(statusOf({ status: 'odd' as never })).toBe('done');
  });

  it('shows the status of every withdrawal and of other entries only when not done', () => {
    expect(statusShown({ type: 'manual_withdrawal', status: 'done' })).toBe(true);
    expect(statusShown({ type: 'manual_withdrawal' })).toBe(true);
    expect(statusShown({ type: 'system_topup', status: 'done' })).toBe(false);
    expect(statusShown({ type: 'system_topup' })).toBe(false);
    expect(statusShown({ type: 'ad_delivery', status: 'pending' })).toBe(true);
  });

  it('draws pending as waiting, done as success and refused as danger', () => {
    expect(STATUS_TONE).toEqual({ pending: 'warning', done: 'success', refused: 'danger' });
  });
});
