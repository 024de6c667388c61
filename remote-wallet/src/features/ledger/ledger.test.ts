import { readFileSync } from 'node:fs';
import { LEDGER_TYPES } from '@adnet/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { couponLineKey, monthOf, parseEntryId, STATUS_TONE, statusOf, statusShown } from './ledger';

/** The rows of the entry-type table of docs/product/wallet.md#wallet.ledger.types, in order. */
function documentedTypes(): { type: string; name: string }[] {
  const page = readFileSync(new URL('../../../../docs/product/wallet.md', import.meta.url), 'utf8');
  const start = page.indexOf('<a id="wallet.ledger.types"></a>');
  const end = page.indexOf('<a id="wallet.ledger.fund-details"></a>');
  expect(start).toBeGreaterThan(-1);
  return [...page.slice(start, end).matchAll(/^\s*\| `(\w+)`\s*\| ([^|]+?)\s*\|/gm)].map((m) => ({
    type: m[1]!,
    name: m[2]!,
  }));
}

describe('ledger rules', () => {
  it('lists the eight entry types (docs/product/wallet.md#wallet.ledger.types) and the refund, once each', () => {
    expect(LEDGER_TYPES).toHaveLength(9);
    expect(new Set(LEDGER_TYPES).size).toBe(9);
    expect(LEDGER_TYPES).toContain('refund');
  });

  it('documents every type of the contract, in the filter’s order, with its English name', () => {
    // LEDGER_TYPES is the wire contract's one list; LedgerType is derived from it
    const documented = documentedTypes();
    expect(documented.map((d) => d.type)).toEqual([...LEDGER_TYPES]);
    expect(documented.map((d) => d.name)).toEqual(
      LEDGER_TYPES.map((type) => en.ledger.types[type]),
    );
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

describe('an entry in full', () => {
  it('says what its plan’s coupon does, by type and state', () => {
    const coupon = (state: 'pending' | 'credited' | 'returned') => ({
      coupon_id: 1,
      name: 'c',
      kind: 'fixed' as const,
      credit: '20.00',
      state,
    });
    expect(couponLineKey({ type: 'ad_delivery', coupon: null })).toBeNull();
    expect(couponLineKey({ type: 'ad_delivery', coupon: coupon('pending') })).toBe(
      'ledger.coupon.pending',
    );
    expect(couponLineKey({ type: 'ad_delivery', coupon: coupon('credited') })).toBe(
      'ledger.coupon.credited',
    );
    expect(couponLineKey({ type: 'ad_settlement', coupon: coupon('credited') })).toBe(
      'ledger.coupon.included',
    );
    expect(couponLineKey({ type: 'refund', coupon: coupon('returned') })).toBe(
      'ledger.coupon.returned',
    );
  });

  it('reads an entry id of at most 12 digits, else none', () => {
    expect(parseEntryId('100123')).toBe(100123);
    expect(parseEntryId('0')).toBeNull();
    expect(parseEntryId('12a')).toBeNull();
    expect(parseEntryId('1234567890123')).toBeNull();
    expect(parseEntryId(null)).toBeNull();
  });
});
