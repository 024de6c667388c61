// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fmt, parseAmount } from './money';
import { localParts, resolveZone } from './time';

describe('money', () => {
  it('parses plain amounts with at most two decimals', () => {
    expect(parseAmount('100')?.toFixed(2)).toBe('100.00');
    expect(parseAmount('0.1')?.toFixed(2)).toBe('0.10');
    expect(parseAmount(12.5)?.toFixed(2)).toBe('12.50');
    for (const bad of [
      '',
      '1.234',
      '-1',
      '1e3',
      '01',
      'abc',
      ' ',
      null,
      undefined,
      Number.NaN,
      {},
    ]) {
      expect(parseAmount(bad)).toBeNull();
    }
  });

  it('formats with two decimals without float errors', () => {
    expect(fmt('0.1')).toBe('0.10');
    expect(fmt(parseAmount('0.1')!.plus('0.2'))).toBe('0.30');
  });
});

describe('time zones', () => {
  it('reads the zone from user_time_zone, then X-TZ, then its offset, then UTC', () => {
    expect(resolveZone('Asia/Tokyo', 'Asia/Shanghai GMT+08:00').name).toBe('Asia/Tokyo');
    expect(resolveZone(undefined, 'Asia/Shanghai GMT+08:00').name).toBe('Asia/Shanghai');
    expect(resolveZone('Not/AZone', 'Bogus GMT+05:30')).toEqual({
      name: 'GMT+05:30',
      offsetMinutes: 330,
    });
    expect(resolveZone(undefined, undefined).name).toBe('UTC');
  });

  it('buckets a moment by the local calendar', () => {
    const ms = Date.parse('2026-03-01T20:30:00Z'); // Sunday in UTC, Monday morning in Shanghai
    const utc = localParts(ms, { name: 'UTC' });
    const sh = localParts(ms, { name: 'Asia/Shanghai' });
    expect([utc.day, utc.hour, utc.weekday]).toEqual([1, 20, 6]);
    expect([sh.day, sh.hour, sh.weekday, sh.month]).toEqual([2, 4, 0, 3]);
    expect(localParts(ms, { name: 'GMT-05:00', offsetMinutes: -300 }).hour).toBe(15);
  });
});
