import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEarly, EARLY_READ_MAX_AGE_MS, EarlyReads } from './config-with-page';

const config = (body: string, status = 200) => new Response(body, { status });

function deps(kept?: Response) {
  const keep = vi.fn(async (_r: Response) => undefined);
  const waitUntil = vi.fn((_p: Promise<unknown>) => undefined);
  return {
    keep,
    waitUntil,
    deps: { timeoutMs: 4000, kept: async () => kept, keep, waitUntil },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the config's read sent with the page", () => {
  it('answers the page that navigation made, once, and no other page', async () => {
    let now = 0;
    const reads = new EarlyReads(() => now);
    const read = vi.fn(async () => config('{"v":1}'));
    reads.start('page-a', read);
    expect(read).toHaveBeenCalledOnce();
    expect(reads.take('page-b')).toBeUndefined();
    const taken = reads.take('page-a');
    expect(await (await taken)?.text()).toBe('{"v":1}');
    expect(reads.take('page-a')).toBeUndefined();
    now += 1;
    expect(reads.size).toBe(0);
  });

  it('sends nothing for a navigation without a resulting client', () => {
    const reads = new EarlyReads();
    const read = vi.fn(async () => config('{}'));
    reads.start(undefined, read);
    reads.start('', read);
    expect(read).not.toHaveBeenCalled();
    expect(reads.take(undefined)).toBeUndefined();
  });

  it('drops a read no page took in time: the page then asks the network itself', () => {
    let now = 0;
    const reads = new EarlyReads(() => now);
    reads.start('page-a', async () => config('{}'));
    now = EARLY_READ_MAX_AGE_MS + 1;
    expect(reads.take('page-a')).toBeUndefined();
    expect(reads.size).toBe(0);
  });

  it('swallows a failed read nobody takes', async () => {
    const reads = new EarlyReads();
    const failed = Promise.reject(new TypeError('offline'));
    reads.start('page-a', () => failed);
    await expect(failed).rejects.toThrow('offline');
    expect(reads.size).toBe(1);
  });
});

describe("the page's read answered from it, network first", () => {
  it("gives the network's answer and keeps a 200 for the offline start", async () => {
    const d = deps(config('{"kept":true}'));
    const res = await answerEarly(Promise.resolve(config('{"fresh":true}')), d.deps);
    expect(await res.text()).toBe('{"fresh":true}');
    expect(d.keep).toHaveBeenCalledOnce();
    expect(await d.keep.mock.calls[0]?.[0].text()).toBe('{"fresh":true}');
    expect(d.waitUntil).toHaveBeenCalledOnce();
  });

  it("passes on the server's error as the network-first rule does, and keeps nothing", async () => {
    const d = deps(config('{"kept":true}'));
    const res = await answerEarly(Promise.resolve(config('down', 503)), d.deps);
    expect(res.status).toBe(503);
    expect(d.keep).not.toHaveBeenCalled();
  });

  it('answers with the kept copy when there is no network', async () => {
    const d = deps(config('{"kept":true}'));
    const res = await answerEarly(Promise.reject(new TypeError('offline')), d.deps);
    expect(await res.text()).toBe('{"kept":true}');
    expect(d.keep).not.toHaveBeenCalled();
  });

  it('is a network error offline with nothing kept', async () => {
    const d = deps();
    const res = await answerEarly(Promise.reject(new TypeError('offline')), d.deps);
    expect(res.type).toBe('error');
  });

  it('answers with the kept copy when the network says nothing in time', async () => {
    vi.useFakeTimers();
    const d = deps(config('{"kept":true}'));
    const answer = answerEarly(new Promise<Response>(() => undefined), d.deps);
    await vi.advanceTimersByTimeAsync(3999);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await answer).text()).toBe('{"kept":true}');
  });

  it('waits for a slow network when nothing is kept', async () => {
    vi.useFakeTimers();
    const d = deps();
    let arrive: (r: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => {
      arrive = resolve;
    });
    const answer = answerEarly(slow, d.deps);
    await vi.advanceTimersByTimeAsync(5000);
    arrive(config('{"late":true}'));
    expect(await (await answer).text()).toBe('{"late":true}');
  });
});
