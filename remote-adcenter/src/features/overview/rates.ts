/**
 * Rates derived from the overview's metrics, as the ads managers merchants know show them:
 * CTR (click-through rate) = clicks / impressions, and CPC (cost per click) = consumed /
 * clicks, "consumed" being what the period's delivery has spent. A rate with nothing to divide
 * by is unknown (null), never 0, NaN or Infinity: the grid shows "—" for it.
 */
import { type AdMetrics, toBig } from '@adnet/shared';

export interface AdRates {
  /** clicks per 100 impressions (the unit `formatPercent` takes); null without impressions */
  ctr: number | null;
  /** spend per click, a decimal string of two places (rounded half up); null without clicks */
  cpc: string | null;
}

function count(value: number | string | null | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function adRates(metrics: AdMetrics): AdRates {
  const impressions = count(metrics.impressions);
  const clicks = count(metrics.clicks);
  return {
    ctr: impressions > 0 ? toBig(clicks).times(100).div(impressions).toNumber() : null,
    // big.js: the spend divided exactly, then rounded to the cent (half up)
    cpc: clicks > 0 ? toBig(metrics.consumed).div(clicks).round(2, 1).toFixed(2) : null,
  };
}
