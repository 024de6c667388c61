import { describe, expect, it } from 'vitest';
import { seriesValues, sparklinePoints, toAreaPath, toPolyline, trendOf } from './sparkline';

const box = { width: 100, height: 50, padding: 0 };

describe('seriesValues', () => {
  it('reads one field of the series as numbers, in order', () => {
    const series = [
      { label: '00:00', ad_revenue: '10.50', profit: '1.00' },
      { label: '01:00', ad_revenue: '0.00', profit: '-2.25' },
      { label: '02:00', ad_revenue: 'oops', profit: '3' },
    ];
    expect(seriesValues(series, 'ad_revenue')).toEqual([10.5, 0, 0]);
    expect(seriesValues(series, 'profit')).toEqual([1, -2.25, 3]);
  });

  it('is empty for a missing series', () => {
    expect(seriesValues(undefined, 'profit')).toEqual([]);
    expect(seriesValues(null, 'profit')).toEqual([]);
  });
});

describe('sparklinePoints', () => {
  it('spreads points evenly and puts the lowest at the bottom, the highest at the top', () => {
    expect(sparklinePoints([0, 5, 10], box)).toEqual([
      { x: 0, y: 50 },
      { x: 50, y: 25 },
      { x: 100, y: 0 },
    ]);
  });

  it('keeps the padding free on every side', () => {
    const points = sparklinePoints([3, 1], { width: 100, height: 50, padding: 5 });
    expect(points).toEqual([
      { x: 5, y: 5 },
      { x: 95, y: 45 },
    ]);
  });

  it('draws equal values as a flat line in the middle', () => {
    expect(sparklinePoints([7, 7, 7], box).map((p) => p.y)).toEqual([25, 25, 25]);
  });

  it('puts a single value in the centre and returns nothing for no values', () => {
    expect(sparklinePoints([42], box)).toEqual([{ x: 50, y: 25 }]);
    expect(sparklinePoints([], box)).toEqual([]);
  });

  it('handles negative values (a loss) inside the box', () => {
    const points = sparklinePoints([-10, 10], box);
    expect(points).toEqual([
      { x: 0, y: 50 },
      { x: 100, y: 0 },
    ]);
  });

  it('scales to a shared domain so that two lines compare', () => {
    const profit = sparklinePoints([0, 5], { ...box, domain: [0, 10] });
    expect(profit.map((p) => p.y)).toEqual([50, 25]);
  });

  it('treats non-finite values as 0', () => {
    expect(sparklinePoints([Number.NaN, 10], box).map((p) => p.y)).toEqual([50, 0]);
  });
});

describe('SVG paths', () => {
  it('writes polyline points and a closed area', () => {
    const points = [
      { x: 0, y: 10 },
      { x: 50, y: 0 },
    ];
    expect(toPolyline(points)).toBe('0,10 50,0');
    expect(toAreaPath(points, 20)).toBe('M0,10 L50,0 L50,20 L0,20 Z');
    expect(toAreaPath([{ x: 1, y: 1 }], 20)).toBe('');
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
