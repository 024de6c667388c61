import { describe, expect, it } from 'vitest';
import { LEDGER_TYPES, monthOf } from './ledger';

describe('ledger rules', () => {
  it('lists the eight entry types of SPEC §3 once each', () => {
    expect(LEDGER_TYPES).toHaveLength(8);
    expect(new Set(LEDGER_TYPES).size).toBe(8);
  });

  it('gives the month of a timestamp in the local zone, and nothing for a bad one', () => {
    const local = new Date(2026, 0, 31, 23, 30);
    expect(monthOf(local.toISOString())).toBe('2026-01');
    expect(monthOf(new Date(2026, 10, 1, 0, 5).toISOString())).toBe('2026-11');
    expect(monthOf('not a date')).toBe('');
  });
});
