import { describe, expect, it } from 'vitest';
import { change, planWords, sentence } from './words';

describe('the words of a release', () => {
  it('says a change of percent of one canary with the percent alone', () => {
    expect(change('canary v2 25 %', 'canary v2 0 %')).toBe('canary v2 25 % → 0 %');
    expect(change('stable v1', 'canary v2 1 %')).toBe('stable v1 → canary v2 1 %');
  });

  it('says each decision in one sentence', () => {
    const l = {
      from: 'canary v2 25 %',
      to: 'canary v2 0 %',
      reason: 'verdict "roll back": 3 of 3',
    };
    expect(sentence({ ...l, action: 'rollback' })).toBe(
      'rolled back: canary v2 25 % → 0 %. verdict "roll back": 3 of 3',
    );
    expect(sentence({ ...l, action: 'refuse', reason: 'pre-flight: x: HTTP 404' })).toBe(
      'refused, nobody exposed. pre-flight: x: HTTP 404',
    );
  });

  it('says a plan with its approval steps', () => {
    expect(planWords({ steps: [5, 25, 100], gates: [2], stepMinutes: 1, minSessions: 3 })).toBe(
      '5 → 25 → approve → 100 %, each ≥ 1 min and ≥ 3 canary sessions',
    );
  });
});
