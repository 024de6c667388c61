/**
 * Data shaping for the overview's trend line: a statistics series becomes the points of
 * an inline SVG polyline. Geometry only, so plain numbers are fine here; money values are
 * never computed with them.
 */
import { toBig } from '@adnet/shared';
import type { StatisticsPoint } from './api';

export interface SparkPoint {
  x: number;
  y: number;
}

export type Trend = 'up' | 'down' | 'flat';

export interface SparkBox {
  width: number;
  height: number;
  /** room kept free on every side so the stroke is not clipped */
  padding?: number;
  /** the values at the bottom and the top; the values' own range when absent */
  domain?: readonly [number, number];
}

/** The numbers of one field of the series, in order; unreadable values count as 0. */
export function seriesValues(
  series: readonly StatisticsPoint[] | null | undefined,
  key: 'ad_revenue' | 'profit',
): number[] {
  return (series ?? []).map((p) => toBig(p[key]).toNumber());
}

/**
 * Points spread evenly from left to right; the lowest value touches the bottom and the
 * highest the top. A single value sits in the middle; equal values draw a flat middle line.
 */
export function sparklinePoints(values: readonly number[], box: SparkBox): SparkPoint[] {
  const { width, height, padding = 2, domain } = box;
  const finite = values.map((v) => (Number.isFinite(v) ? v : 0));
  if (finite.length === 0) return [];
  const innerW = Math.max(0, width - padding * 2);
  const innerH = Math.max(0, height - padding * 2);
  const middle = padding + innerH / 2;
  if (finite.length === 1) return [{ x: padding + innerW / 2, y: round(middle) }];
  const min = domain ? Math.min(domain[0], ...finite) : Math.min(...finite);
  const max = domain ? Math.max(domain[1], ...finite) : Math.max(...finite);
  const span = max - min;
  const step = innerW / (finite.length - 1);
  return finite.map((v, i) => ({
    x: round(padding + i * step),
    y: round(span === 0 ? middle : padding + innerH - ((v - min) / span) * innerH),
  }));
}

/** The `points` attribute of an SVG polyline. */
export function toPolyline(points: readonly SparkPoint[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ');
}

/** The closed area under the line, for a light fill. */
export function toAreaPath(points: readonly SparkPoint[], height: number): string {
  if (points.length < 2) return '';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  return `${line} L${last.x},${height} L${first.x},${height} Z`;
}

/** Direction from the first to the last value. */
export function trendOf(values: readonly number[]): Trend {
  if (values.length < 2) return 'flat';
  const first = values[0]!;
  const last = values[values.length - 1]!;
  if (last > first) return 'up';
  if (last < first) return 'down';
  return 'flat';
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
