/**
 * Release events to a webhook (`--webhook <url>`, or `RELEASE_WEBHOOK`): every audit line — ship,
 * step, pause, resume, approve, deadline, roll back, promote, restore, refuse — is POSTed as one
 * JSON object (docs/release.md, "Notifications"):
 *
 * ```json
 * { "text": "wallet: rolled back: canary v2 25 % → 0 %. verdict …", "event": "rollback",
 *   "remote": "wallet", "version": "v2", "from": "canary v2 25 %", "to": "canary v2 0 %",
 *   "reason": "verdict …", "actor": "release controller (…)", "at": "2026-…Z" }
 * ```
 *
 * `text` is what Slack's incoming webhooks (and Teams', Mattermost's, Discord's `/slack`) show.
 * Each delivery has a timeout per attempt and a few retries with a pause between; it runs beside
 * the release and never holds it up: the config is written before the event is sent, and a
 * webhook that fails or hangs only costs its own log line. At exit, deliveries still under way
 * get a bounded time to finish.
 */
import type { AuditLine } from '@adnet/collector/audit';
import { sentence } from './words';

export interface Notice extends Omit<AuditLine, 'tsMs' | 'action'> {
  text: string;
  event: AuditLine['action'];
  at: string;
}

export const noticeOf = (l: AuditLine): Notice => ({
  text: `${l.remote}: ${sentence(l)} (by ${l.actor})`,
  event: l.action,
  remote: l.remote,
  version: l.version,
  from: l.from,
  to: l.to,
  reason: l.reason,
  actor: l.actor,
  at: new Date(l.tsMs).toISOString(),
});

export interface Notifier {
  /** Queues the line's delivery and returns at once. */
  send(line: AuditLine): void;
  /** Waits for the deliveries under way, at most `maxMs`. */
  drain(maxMs: number): Promise<void>;
}

export interface WebhookOptions {
  /** per attempt */
  timeoutMs?: number;
  attempts?: number;
  /** the pause before each retry */
  retryMs?: number;
  /** a delivery that failed for good, in words */
  log?: (line: string) => void;
}

export const NO_NOTIFIER: Notifier = { send() {}, drain: async () => {} };

export function webhookNotifier(
  url: string,
  { timeoutMs = 5_000, attempts = 3, retryMs = 2_000, log = () => {} }: WebhookOptions = {},
): Notifier {
  const pending = new Set<Promise<void>>();
  const deliver = async (notice: Notice) => {
    let last = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notice),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.body?.cancel();
        if (res.ok) return;
        last = `HTTP ${res.status}`;
        // a refusal that a retry cannot change
        if (res.status < 500 && res.status !== 408 && res.status !== 429) break;
      } catch (e) {
        last =
          (e as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(e);
      }
      if (attempt < attempts) await new Promise((r) => setTimeout(r, retryMs));
    }
    log(`webhook: the ${notice.event} event was not delivered to ${url}: ${last}`);
  };
  return {
    send(line) {
      const p = deliver(noticeOf(line)).finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain(maxMs) {
      if (!pending.size) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(pending),
        new Promise((r) => {
          timer = setTimeout(r, maxMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
