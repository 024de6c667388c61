// @vitest-environment happy-dom

import { beforeEach, describe, expect, it } from 'vitest';
import type { PlanOrder } from '../../contract';
import { markPushSeen, nextUnseenPush, readSeenPushIds, seenKey } from './official-push';

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
    expect(nextUnseenPush(plans, [])?.id).toBe(3);
  });

  it('ignores plans already put or not pushed', () => {
    expect(
      nextUnseenPush([plan(1, { status: 'matching' }), plan(2, { official_push: false })], []),
    ).toBeNull();
  });

  it('shows each plan once: a seen plan is skipped', () => {
    markPushSeen(7, 3);
    expect(readSeenPushIds(7)).toEqual([3]);
    expect(nextUnseenPush([plan(3), plan(2)], readSeenPushIds(7))?.id).toBe(2);
    markPushSeen(7, 2);
    expect(nextUnseenPush([plan(3), plan(2)], readSeenPushIds(7))).toBeNull();
  });

  it('remembers per merchant: another merchant on the device is congratulated on their own', () => {
    markPushSeen(7, 3);
    expect(localStorage.getItem(seenKey(7))).toBe('[3]');
    expect(seenKey(7)).toBe('adnet_official_push_seen:7');
    expect(readSeenPushIds(8)).toEqual([]);
    expect(nextUnseenPush([plan(3)], readSeenPushIds(8))?.id).toBe(3);
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem(seenKey(7), '{not json');
    expect(readSeenPushIds(7)).toEqual([]);
    localStorage.setItem(seenKey(7), '{"a":1}');
    expect(readSeenPushIds(7)).toEqual([]);
    markPushSeen(7, 5);
    expect(readSeenPushIds(7)).toEqual([5]);
  });

  it('keeps a bounded memory', () => {
    for (let i = 1; i <= 250; i++) markPushSeen(7, i);
    const ids = readSeenPushIds(7);
    expect(ids).toHaveLength(200);
    expect(ids.at(-1)).toBe(250);
    expect(ids[0]).toBe(51);
  });
});
