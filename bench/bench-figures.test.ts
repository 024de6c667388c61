import { describe, expect, it } from 'vitest';
import { interactionLatency, majority, median, ratio, secs, tapLatency } from './bench-figures';

describe('median and ratio', () => {
  it('takes the middle value, the mean of the two middle ones, and skips what is not a number', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 7, Number.POSITIVE_INFINITY])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('gives two decimals, and a dash when a side is missing or zero', () => {
    expect(ratio(0.7, 1.42)).toBe('0.49');
    expect(ratio(40, 10)).toBe('4.00');
    expect(ratio(3, 0)).toBe('–');
    expect(ratio(Number.NaN, 2)).toBe('–');
  });

  it('formats a missing time as a dash, and reads a majority of runs', () => {
    expect(secs(1234)).toBe('1.23 s');
    expect(secs(Number.NaN)).toBe('–');
    expect(majority([true, false, true])).toBe(true);
    expect(majority([false, false, true])).toBe(false);
    expect(majority([true, false])).toBe(true);
    expect(majority([])).toBeUndefined();
  });
});

describe('the latency of a tap', () => {
  it('is the longest event of its interactions; events without an interaction do not count', () => {
    expect(
      interactionLatency([
        { interactionId: 7, name: 'pointerdown', duration: 24, startTime: 1000 },
        { interactionId: 7, name: 'click', duration: 96, startTime: 1010 },
        { interactionId: 0, name: 'pointermove', duration: 400, startTime: 1000 },
        { interactionId: 8, name: 'keydown', duration: 40, startTime: 1200 },
      ]),
    ).toBe(96);
  });

  it('leaves out the entries of an earlier tap that arrived late', () => {
    const entries = [
      { interactionId: 3, name: 'click', duration: 300, startTime: 900 },
      { interactionId: 4, name: 'click', duration: 56, startTime: 1500 },
    ];
    expect(interactionLatency(entries, 1000)).toBe(56);
    expect(interactionLatency(entries, 2000)).toBe(0);
  });

  it('is below the observed threshold when no entry came', () => {
    expect(interactionLatency([])).toBe(0);
    expect(tapLatency(0)).toBe('< 16 ms');
    expect(tapLatency(104)).toBe('104 ms');
    expect(tapLatency(Number.NaN)).toBe('–');
  });
});
