import { describe, expect, it } from 'vitest';
import { Outbox, type SendResult, type Transport } from './outbox';

function fakeTransport(answer: () => SendResult | Promise<SendResult>) {
  const posts: string[] = [];
  const beacons: string[] = [];
  const state = { online: true, now: 0, beaconOk: true };
  const transport: Transport = {
    async post(_url, body) {
      posts.push(body);
      return answer();
    },
    beacon(_url, body) {
      if (state.beaconOk) beacons.push(body);
      return state.beaconOk;
    },
    online: () => state.online,
    now: () => state.now,
  };
  return { transport, posts, beacons, state };
}

const limits = { maxQueued: 10, batch: 4, backoff: 1_000, maxBackoff: 8_000 };
const encode = (items: number[]) => items.join(',');

describe('outbox', () => {
  it('sends in batches', async () => {
    const t = fakeTransport(() => 'ok');
    const box = new Outbox('u', encode, t.transport, limits);
    for (let i = 1; i <= 6; i++) box.push(i);
    await box.flush();
    await box.flush();
    expect(t.posts).toEqual(['1,2,3,4', '5,6']);
    expect(box.size).toBe(0);
  });

  it('keeps at most maxQueued items, dropping the oldest', () => {
    const t = fakeTransport(() => 'ok');
    const box = new Outbox('u', encode, t.transport, limits);
    for (let i = 1; i <= 25; i++) box.push(i);
    expect(box.size).toBe(10);
    expect(box.dropped).toBe(15);
  });

  it('a collector that answers 500 (or is down) is retried after a growing pause, not at once', async () => {
    const t = fakeTransport(() => 'retry');
    const box = new Outbox('u', encode, t.transport, limits);
    box.push(1);
    await box.flush();
    expect(t.posts).toHaveLength(1);
    for (let i = 0; i < 20; i++) await box.flush(); // an eager caller: nothing goes out
    expect(t.posts).toHaveLength(1);
    t.state.now = 1_000;
    await box.flush();
    expect(t.posts).toHaveLength(2);
    t.state.now = 2_999; // second pause is 2 s
    await box.flush();
    expect(t.posts).toHaveLength(2);
    t.state.now = 3_000;
    await box.flush();
    expect(t.posts).toHaveLength(3);
    expect(box.size).toBe(1); // still kept, still bounded
  });

  it('a network error counts as a failed send', async () => {
    const t = fakeTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    const box = new Outbox('u', encode, t.transport, limits);
    box.push(1);
    await expect(box.flush()).resolves.toBeUndefined();
    expect(box.size).toBe(1);
  });

  it('the pause stops growing at maxBackoff', async () => {
    const t = fakeTransport(() => 'retry');
    const box = new Outbox('u', encode, t.transport, limits);
    box.push(1);
    for (let i = 0; i < 10; i++) {
      await box.flush();
      t.state.now += 8_000;
    }
    expect(t.posts).toHaveLength(10);
  });

  it('a refused batch (4xx) is dropped, the next one goes', async () => {
    let n = 0;
    const t = fakeTransport(() => (n++ === 0 ? 'drop' : 'ok'));
    const box = new Outbox('u', encode, t.transport, limits);
    for (let i = 1; i <= 5; i++) box.push(i);
    await box.flush();
    await box.flush();
    expect(t.posts).toEqual(['1,2,3,4', '5']);
    expect(box.size).toBe(0);
  });

  it('offline: nothing is sent, the items wait (bounded) and go when back online', async () => {
    const t = fakeTransport(() => 'ok');
    const box = new Outbox('u', encode, t.transport, limits);
    t.state.online = false;
    for (let i = 1; i <= 12; i++) box.push(i);
    await box.flush();
    box.flushOnExit();
    expect(t.posts).toEqual([]);
    expect(t.beacons).toEqual([]);
    expect(box.size).toBe(10);
    t.state.online = true;
    await box.flush();
    expect(t.posts).toEqual(['3,4,5,6']);
  });

  it('on exit everything leaves by beacon, by fetch when the beacon is refused', () => {
    const t = fakeTransport(() => 'ok');
    const box = new Outbox('u', encode, t.transport, limits);
    for (let i = 1; i <= 6; i++) box.push(i);
    box.flushOnExit();
    expect(t.beacons).toEqual(['1,2,3,4', '5,6']);
    box.push(7);
    t.state.beaconOk = false;
    box.flushOnExit();
    expect(t.posts).toEqual(['7']);
  });
});
