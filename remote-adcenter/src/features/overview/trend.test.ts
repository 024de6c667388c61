import { LANGUAGES } from '@adnet/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  bucketLabel,
  bucketOf,
  bucketStart,
  formatAxisMoney,
  seriesValues,
  spansYears,
  trendOf,
} from './trend';

/** ICU versions differ on the spaces they put (U+0020, U+202F, U+2009, U+00A0): words only. */
const words = (s: string) => s.replace(/\s/g, ' ');

describe('bucketOf', () => {
  it('today is by hour, the week and the month by day, all time by month', () => {
    expect([1, 2, 3, 4].map((t) => bucketOf(t as 1 | 2 | 3 | 4))).toEqual([
      'hour',
      'day',
      'day',
      'month',
    ]);
  });
});

describe('bucketStart', () => {
  it('reads the server’s labels as wall-clock times', () => {
    expect(bucketStart('14:00', 'hour')?.toISOString()).toBe('2000-01-01T14:00:00.000Z');
    expect(bucketStart('2026-11-25', 'day')?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(bucketStart('2026-02', 'month')?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('refuses what is not a label of that bucket', () => {
    expect(bucketStart('24:00', 'hour')).toBeNull();
    expect(bucketStart('2026-11-25', 'hour')).toBeNull();
    expect(bucketStart('2026-11', 'day')).toBeNull();
  });
});

describe('bucketLabel', () => {
  it('ticks are short, in the language', () => {
    expect(words(bucketLabel('20:00', 'hour', 'en', 'tick'))).toBe('8 PM');
    expect(bucketLabel('20:00', 'hour', 'de', 'tick')).toBe('20 Uhr');
    expect(bucketLabel('2026-11-25', 'day', 'en', 'tick')).toBe('Nov 25');
    expect(bucketLabel('2026-11-25', 'day', 'de', 'tick')).toBe('25. Nov.');
    expect(bucketLabel('2026-11', 'month', 'en', 'tick')).toBe('Nov');
    expect(bucketLabel('2026-11', 'month', 'en', 'tick', true)).toBe('Nov 26');
  });

  it('the full label names the whole bucket: an hour is a span', () => {
    expect(words(bucketLabel('20:00', 'hour', 'en', 'full'))).toBe('8:00 – 9:00 PM');
    expect(words(bucketLabel('20:00', 'hour', 'de', 'full'))).toBe('20:00–21:00 Uhr');
    expect(bucketLabel('2026-11-25', 'day', 'en', 'full')).toBe('Wed, Nov 25');
    expect(bucketLabel('2026-11', 'month', 'de', 'full')).toBe('November 2026');
  });

  it('the last hour ends at midnight: two times of one day, no dates, in every language', () => {
    expect(words(bucketLabel('23:00', 'hour', 'en', 'full'))).toBe('11:00 PM – 12:00 AM');
    expect(bucketLabel('23:00', 'hour', 'ru', 'full')).toBe('23:00–00:00');
    for (const lng of LANGUAGES) {
      const label = bucketLabel('23:00', 'hour', lng, 'full');
      // the bucket's date is a placeholder (2000-01-01); no year may reach the page
      expect(label, lng).not.toMatch(/2000|2543/);
      expect(label.length, lng).toBeLessThanOrEqual(
        bucketLabel('22:00', 'hour', lng, 'full').length + 8,
      );
    }
  });

  it('an engine that refuses an end before its start gets the two times with a dash', () => {
    const range = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'formatRange')
      .mockImplementation(function (this: Intl.DateTimeFormat, a, b) {
        if (Number(a) > Number(b)) throw new RangeError('x > y');
        return `${this.format(a as Date)}|${this.format(b as Date)}`;
      });
    try {
      expect(bucketLabel('23:00', 'hour', 'fr', 'full')).toBe('23:00 – 0:00');
      expect(bucketLabel('22:00', 'hour', 'fr', 'full')).toBe('22:00|23:00');
    } finally {
      range.mockRestore();
    }
  });

  it('does not shift a day by the browser’s zone', () => {
    // the first of the month stays the first, wherever the test runs
    expect(bucketLabel('2026-12-01', 'day', 'en', 'tick')).toBe('Dec 1');
  });

  it('shows an unreadable label as it came', () => {
    expect(bucketLabel('later', 'day', 'en', 'tick')).toBe('later');
  });
});

describe('spansYears', () => {
  const months = (...labels: string[]) =>
    labels.map((label) => ({ label, ad_revenue: '0', profit: '0' }));
  it('is true only for months reaching over a new year', () => {
    expect(spansYears(months('2025-12', '2026-01'), 'month')).toBe(true);
    expect(spansYears(months('2026-01', '2026-11'), 'month')).toBe(false);
    expect(spansYears(months('2026-11'), 'month')).toBe(false);
  });
});

describe('formatAxisMoney', () => {
  it('is short, in the account currency and the language', () => {
    expect(formatAxisMoney(1234, 'en', 'USD')).toBe('$1.2K');
    expect(formatAxisMoney(0, 'en', 'USD')).toBe('$0');
    expect(formatAxisMoney(12, 'en', 'USD')).toBe('$12');
    expect(formatAxisMoney(12.5, 'en', 'USD')).toBe('$12.5');
    expect(words(formatAxisMoney(1234, 'de', 'EUR'))).toBe('1234 €');
    expect(words(formatAxisMoney(56_000, 'de', 'EUR'))).toBe('56.000 €');
    expect(formatAxisMoney(1_500_000, 'en')).toBe('1.5M');
  });

  it('falls back to the number when the currency code is malformed', () => {
    expect(formatAxisMoney(1234, 'en', 'not a code')).toBe('1.2K');
  });
});

describe('seriesValues', () => {
  it('reads one field of the series as numbers, in order; unreadable values count as 0', () => {
    const series = [
      { label: '00:00', ad_revenue: '10.50', profit: '1.00' },
      { label: '01:00', ad_revenue: 'oops', profit: '-2.25' },
    ];
    expect(seriesValues(series, 'ad_revenue')).toEqual([10.5, 0]);
    expect(seriesValues(series, 'profit')).toEqual([1, -2.25]);
    expect(seriesValues(undefined, 'profit')).toEqual([]);
  });
});

describe('trendOf', () => {
  it('compares the last value with the first', () => {
    expect(trendOf([1, 5, 2])).toBe('up');
    expect(trendOf([3, 5, 2])).toBe('down');
    expect(trendOf([2, 9, 2])).toBe('flat');
    expect(trendOf([4])).toBe('flat');
  });
});
