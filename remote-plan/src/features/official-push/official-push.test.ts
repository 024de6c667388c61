// @vitest-environment happy-dom

import { beforeEach, describe, expect, it } from 'vitest';
import type { PlanOrder } from '../plans/api';
import {
  markPushSeen,
  nextUnseenPush,
  OFFICIAL_PUSH_SEEN_KEY,
  readSeenPushIds,
} from './official-push';

type Row = Pick<PlanOrder, 'id' | 'status' | 'official_push' | 'created_at'>;
const plan = (id: number, over: Partial<Row> = {}): Row => ({
  id,
  status: 'wait_put',
  official_push: true,
  created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
  ...over,
});

describe('official push memory', () => {
  beforeEach(() => localStorage.clear());

  it('picks the newest official-push plan waiting to be put', () => {
    const plans = [plan(1), plan(3), plan(2), plan(4, { official_push: false })];
    expect(nextUnseenPush(plans)?.id).toBe(3);
  });

  it('ignores plans already put or not pushed', () => {
    expect(
      nextUnseenPush([plan(1, { status: 'matching' }), plan(2, { official_push: false })]),
    ).toBeNull();
  });

  it('shows each plan once: a seen plan is skipped', () => {
    markPushSeen(3);
    expect(readSeenPushIds()).toEqual([3]);
    expect(nextUnseenPush([plan(3), plan(2)])?.id).toBe(2);
    markPushSeen(2);
    expect(nextUnseenPush([plan(3), plan(2)])).toBeNull();
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem(OFFICIAL_PUSH_SEEN_KEY, '{not json');
    expect(readSeenPushIds()).toEqual([]);
    localStorage.setItem(OFFICIAL_PUSH_SEEN_KEY, '{"a":1}');
    expect(readSeenPushIds()).toEqual([]);
    markPushSeen(5);
    expect(readSeenPushIds()).toEqual([5]);
  });

  it('keeps a bounded memory', () => {
    for (let i = 1; i <= 250; i++) markPushSeen(i);
    const ids = readSeenPushIds();
    expect(ids).toHaveLength(200);
    expect(ids.at(-1)).toBe(250);
    expect(ids[0]).toBe(51);
  });
});
