/**
 * Formatting bound to what the page is shown in: the UI language, and for money the account
 * currency (docs/product/formats.md#formats.money, docs/product/formats.md#formats.dates). A component takes `const f = useFormat()` and writes
 * `f.dateTime(iso)`, `f.percent(42)`, `f.money(value)`, never passing the language or the
 * currency by hand; it renders again when either changes.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdMetrics, Coupon } from '../wire/types';
import { useAccountCurrency } from './account-currency';
import { formatAdMetric } from './ad-metrics';
import { couponFaceValue } from './coupon';
import {
  formatCount,
  formatMoney,
  formatMoneyRange,
  formatPercent,
  formatSignedMoney,
} from './money';
import { formatDate, formatDateTime, formatMonth, formatTime } from './time';

export interface Format {
  /** The UI language the figures are written in. */
  language: string;
  /**
   * The account currency once known, else null: for a formatter of a component's own (a chart's
   * axis) that takes the language and the currency as `money` does.
   */
  currency: string | null;
  /** Money in the account currency, or in a figure's own `currency` (an acceptor's). */
  money(value: string, currency?: string | null): string;
  /**
   * A signed amount in the account currency: "+$12.30", "−$5.00" (U+2212), no sign for zero
   * (docs/product/formats.md#formats.signed).
   */
  signedMoney(value: string): string;
  /** A range of money in the account currency: "$100.00 – $5,000.00" in en. */
  moneyRange(low: string, high: string): string;
  /** Date and time of an ISO timestamp: "Nov 21, 2026, 3:04 PM" in en. */
  dateTime(iso: string): string;
  /** The date alone: "Nov 21, 2026". */
  date(iso: string): string;
  /**
   * A moment, in the one time format (docs/product/formats.md#formats.time): "3:04 PM" today,
   * "Nov 20, 3:04 PM" on another day; never seconds.
   */
  time(iso: string): string;
  /** A month "2026-11": "November 2026". */
  month(month: string): string;
  /** A percentage given as 0–100: "42.5%" (one decimal at most). */
  percent(value: number): string;
  /** A grouped whole number: "1,234,567". */
  count(value: number): string;
  /** A coupon's face value: a deduction as a percentage, any other kind as money. */
  couponFace(coupon: Pick<Coupon, 'kind' | 'amount'>): string;
  /** One of the eight ad metrics: money with two decimals, counts grouped. */
  adMetric(metrics: AdMetrics, key: keyof AdMetrics): string;
}

export function useFormat(): Format {
  const { i18n } = useTranslation();
  const account = useAccountCurrency();
  const lng = i18n.language;
  return useMemo(
    () => ({
      language: lng,
      currency: account,
      money: (value, currency) => formatMoney(value, lng, currency || account || undefined),
      signedMoney: (value) => formatSignedMoney(value, lng, account || undefined),
      moneyRange: (low, high) => formatMoneyRange(low, high, lng, account || undefined),
      dateTime: (iso) => formatDateTime(iso, lng),
      date: (iso) => formatDate(iso, lng),
      time: (iso) => formatTime(iso, lng),
      month: (month) => formatMonth(month, lng),
      percent: (value) => formatPercent(value, lng),
      count: (value) => formatCount(value, lng),
      couponFace: (coupon) => couponFaceValue(coupon, lng, account),
      adMetric: (metrics, key) => formatAdMetric(metrics, key, lng, account),
    }),
    [lng, account],
  );
}

/**
 * Money in the UI language: `money(value)` in the account currency, `money(value, code)` in a
 * figure's own currency (`useFormat().money`).
 */
export function useMoney(): Format['money'] {
  return useFormat().money;
}
