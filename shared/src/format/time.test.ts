import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime, timeZoneHeader, timeZoneName } from './time';

const now = new Date('2026-11-25T12:55:59Z');
/** ICU versions differ on the space before AM/PM (U+0020 or U+202F): compare words only. */
const text = (at: string | number, lng: string, zone: string) =>
  formatTime(at, lng, now, zone).replace(/\s/g, ' ');

const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'vi', 'de', 'fr', 'es', 'pt', 'ru'];

describe('formatTime: the one format of a moment (docs/product/formats.md#formats.time)', () => {
  it('today: the short time of the language, without seconds', () => {
    expect(text('2026-11-25T12:55:59Z', 'de', 'UTC')).toBe('12:55');
    expect(text('2026-11-25T20:55:59Z', 'en', 'UTC')).toBe('8:55 PM');
    expect(text('2026-11-25T20:55:59Z', 'zh-CN', 'UTC')).toBe('20:55');
  });

  it('reads the day and the time in the merchant’s zone', () => {
    // 23:30 UTC on the 24th is already the 25th in Shanghai (07:30)
    expect(text('2026-11-24T23:30:10Z', 'de', 'Asia/Shanghai')).toBe('07:30');
    // … and still the 24th in UTC: another day, so the date is there
    expect(text('2026-11-24T23:30:10Z', 'de', 'UTC')).toBe('24. Nov., 23:30');
  });

  it('another day: the date before the time; another year: with the year', () => {
    expect(text('2026-11-20T08:05:00Z', 'en', 'UTC')).toBe('Nov 20, 8:05 AM');
    expect(text('2025-12-31T08:05:00Z', 'en', 'UTC')).toBe('Dec 31, 2025, 8:05 AM');
  });

  it('takes ms since the epoch as well as an ISO time', () => {
    expect(text(Date.parse('2026-11-25T20:55:59Z'), 'en', 'UTC')).toBe('8:55 PM');
  });

  it('never shows seconds, in any of the twelve languages', () => {
    for (const lng of LANGUAGES) {
      const shown = formatTime('2026-11-25T08:09:59Z', lng, now, 'UTC');
      expect(shown, lng).not.toMatch(/59/);
      expect(shown, lng).toMatch(/09/);
    }
  });

  it('an unreadable time gives no text', () => {
    expect(formatTime('not a time', 'en', now)).toBe('');
    expect(formatTime(Number.NaN, 'en', now)).toBe('');
  });
});

describe('timeZoneName: the browser’s zone, without starting Intl where Temporal has it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes Temporal’s zone, and builds no Intl.DateTimeFormat for it', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Shanghai' } });
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(timeZoneName()).toBe('Asia/Shanghai');
      expect(timeZoneHeader(new Date('2026-11-25T12:00:00Z'))).toMatch(
        /^Asia\/Shanghai GMT[+-]\d\d:\d\d$/,
      );
      expect(dateTimeFormat).not.toHaveBeenCalled();
    } finally {
      dateTimeFormat.mockRestore();
    }
  });

  it('asks Intl where Temporal is missing, partial or throws', () => {
    const fromIntl = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const temporal of [
      undefined,
      {},
      { Now: {} },
      { Now: { timeZoneId: () => '' } },
      {
        Now: {
          timeZoneId: () => {
            throw new RangeError('no zone');
          },
        },
      },
    ]) {
      vi.stubGlobal('Temporal', temporal);
      expect(timeZoneName()).toBe(fromIntl);
    }
  });
});
