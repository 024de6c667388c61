import { describe, expect, it } from 'vitest';
import {
  filterToQuery,
  isLive,
  isPlanStatus,
  PLAN_FILTERS,
  parseFilter,
  statusTone,
} from './plan-status';

describe('plan status mapping', () => {
  it('offers all and the seven statuses of the spec, in order', () => {
    expect(PLAN_FILTERS).toEqual([
      'all',
      'wait_put',
      'matching',
      'putting',
      'failed',
      'finished',
      'wait_settle',
      'settled',
    ]);
  });

  it('reads ?status= and falls back to all for anything unknown', () => {
    expect(parseFilter('wait_put')).toBe('wait_put');
    expect(parseFilter('settled')).toBe('settled');
    expect(parseFilter(null)).toBe('all');
    expect(parseFilter('')).toBe('all');
    expect(parseFilter('all')).toBe('all');
    expect(parseFilter('WAIT_PUT')).toBe('all');
    expect(parseFilter('waitPut')).toBe('all');
  });

  it('sends no status for all, the status otherwise', () => {
    expect(filterToQuery('all')).toBeUndefined();
    expect(filterToQuery('putting')).toBe('putting');
  });

  it('treats all as a filter, never a plan status', () => {
    expect(isPlanStatus('all')).toBe(false);
    expect(isPlanStatus('failed')).toBe(true);
    expect(isPlanStatus(3)).toBe(false);
  });

  it('polls only while matching or putting', () => {
    const live = PLAN_FILTERS.filter(isPlanStatus).filter(isLive);
    expect(live).toEqual(['matching', 'putting']);
  });

  it('gives each status a tone', () => {
    expect(statusTone('wait_put')).toBe('warning');
    expect(statusTone('matching')).toBe('primary');
    expect(statusTone('putting')).toBe('primary');
    expect(statusTone('failed')).toBe('danger');
    expect(statusTone('finished')).toBe('accent');
    expect(statusTone('wait_settle')).toBe('accent');
    expect(statusTone('settled')).toBe('success');
  });
});
