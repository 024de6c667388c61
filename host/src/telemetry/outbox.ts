/**
 * Batches of health events on their way to the collector. A merchant must never pay for
 * them: the queue is bounded (the oldest go first), a collector that is down or answers an
 * error is retried with a growing pause (no retry storm), a batch the collector refuses (4xx)
 * is dropped, and while the browser is offline nothing is sent: the batches wait (bounded)
 * and go when it is back. On `pagehide` and when the page is hidden, what is queued leaves by
 * `navigator.sendBeacon`, which outlives the page.
 */

export type SendResult = 'ok' | 'retry' | 'drop';

export interface Transport {
  /** An ordinary request (fetch with keepalive). */
  post(url: string, body: string): Promise<SendResult>;
  /** A beacon; false when the browser would not queue it. */
  beacon(url: string, body: string): boolean;
  online(): boolean;
  now(): number;
}

export interface OutboxLimits {
  /** Items kept at most, per kind; beyond it the oldest are dropped. */
  maxQueued: number;
  /** Items per request. */
  batch: number;
  /** First pause after a failed send, ms; doubled each time up to maxBackoff. */
  backoff: number;
  maxBackoff: number;
}

export const DEFAULT_LIMITS: OutboxLimits = {
  maxQueued: 300,
  batch: 50,
  backoff: 5_000,
  maxBackoff: 300_000,
};

/** One queue of one kind (logs or metrics) and the URL it goes to. */
export class Outbox<T> {
  private queue: T[] = [];
  private failures = 0;
  private notBefore = 0;
  private sending = false;
  /** Items dropped because the queue was full (reported, not kept). */
  dropped = 0;

  constructor(
    private readonly url: string,
    private readonly encode: (items: T[]) => string,
    private readonly transport: Transport,
    private readonly limits: OutboxLimits = DEFAULT_LIMITS,
  ) {}

  get size() {
    return this.queue.length;
  }

  push(item: T) {
    this.queue.push(item);
    const over = this.queue.length - this.limits.maxQueued;
    if (over > 0) {
      this.queue.splice(0, over);
      this.dropped += over;
    }
  }

  /** Sends one batch when it may (online, not pausing after a failure, nothing in flight). */
  async flush(): Promise<void> {
    if (this.sending || this.queue.length === 0) return;
    if (!this.transport.online() || this.transport.now() < this.notBefore) return;
    const items = this.queue.splice(0, this.limits.batch);
    this.sending = true;
    let result: SendResult;
    try {
      result = await this.transport.post(this.url, this.encode(items));
    } catch {
      result = 'retry';
    } finally {
      this.sending = false;
    }
    if (result === 'retry') {
      // back to the front, still bounded
      this.queue.unshift(...items);
      const over = this.queue.length - this.limits.maxQueued;
      if (over > 0) {
        this.queue.splice(this.queue.length - over, over);
        this.dropped += over;
      }
      this.failures++;
      const pause = Math.min(
        this.limits.backoff * 2 ** (this.failures - 1),
        this.limits.maxBackoff,
      );
      this.notBefore = this.transport.now() + pause;
      return;
    }
    this.failures = 0;
    this.notBefore = 0;
  }

  /** The page is going away: everything queued, in beacons (a fetch with keepalive if refused). */
  flushOnExit() {
    if (!this.transport.online()) return;
    while (this.queue.length) {
      const items = this.queue.splice(0, this.limits.batch);
      const body = this.encode(items);
      if (!this.transport.beacon(this.url, body)) void this.transport.post(this.url, body);
    }
  }
}

/** The browser's transport: JSON bodies, no cookies, keepalive so a send survives navigation. */
export function browserTransport(): Transport {
  return {
    async post(url, body) {
      const res = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        credentials: 'omit',
        keepalive: body.length < 60_000,
      });
      if (res.ok) return 'ok';
      // a batch the collector will never take (malformed, too large) is not sent again
      return res.status >= 400 && res.status < 500 && res.status !== 429 ? 'drop' : 'retry';
    },
    beacon(url, body) {
      try {
        return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
      } catch {
        return false;
      }
    },
    online: () => navigator.onLine !== false,
    now: () => Date.now(),
  };
}
