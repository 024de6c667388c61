import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuditLine } from '@adnet/collector/audit';
import { afterEach, describe, expect, it } from 'vitest';
import { noticeOf, webhookNotifier } from './notify';

const LINE: AuditLine = {
  tsMs: Date.parse('2026-03-02T09:01:00Z'),
  remote: 'wallet',
  version: 'v2',
  action: 'rollback',
  actor: 'release controller (pid 7, alice on build-1)',
  from: 'canary v2 25 %',
  to: 'canary v2 0 %',
  reason: 'verdict "roll back": 3 of 3 sessions failed',
};

let servers: Server[] = [];
afterEach(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

/** A local receiver answering each request with `answer(n)` (n from 1), or never (null). */
async function receiver(answer: (n: number) => number | null) {
  const bodies: unknown[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      bodies.push(JSON.parse(body));
      const status = answer(bodies.length);
      if (status !== null) res.writeHead(status).end();
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies };
}

describe('release notifications', () => {
  it('POSTs every event in the documented shape, with a Slack-compatible text', () => {
    expect(noticeOf(LINE)).toEqual({
      text: 'wallet: rolled back: canary v2 25 % → 0 %. verdict "roll back": 3 of 3 sessions failed (by release controller (pid 7, alice on build-1))',
      event: 'rollback',
      remote: 'wallet',
      version: 'v2',
      from: 'canary v2 25 %',
      to: 'canary v2 0 %',
      reason: 'verdict "roll back": 3 of 3 sessions failed',
      actor: 'release controller (pid 7, alice on build-1)',
      at: '2026-03-02T09:01:00.000Z',
    });
  });

  it('retries a failing receiver, and gives up after its attempts, saying so', async () => {
    const flaky = await receiver((n) => (n < 2 ? 503 : 200));
    const logs: string[] = [];
    const notifier = webhookNotifier(flaky.url, { retryMs: 10, log: (l) => logs.push(l) });
    notifier.send(LINE);
    await notifier.drain(5_000);
    expect(flaky.bodies).toEqual([noticeOf(LINE), noticeOf(LINE)]);
    expect(logs).toEqual([]);

    const down = await receiver(() => 500);
    const failing = webhookNotifier(down.url, { retryMs: 10, log: (l) => logs.push(l) });
    failing.send(LINE);
    await failing.drain(5_000);
    expect(down.bodies).toHaveLength(3);
    expect(logs).toEqual([
      `webhook: the rollback event was not delivered to ${down.url}: HTTP 500`,
    ]);
  });

  it('never waits on a hanging receiver: send returns at once, each attempt times out', async () => {
    const hanging = await receiver(() => null);
    const logs: string[] = [];
    const notifier = webhookNotifier(hanging.url, {
      timeoutMs: 200,
      attempts: 2,
      retryMs: 10,
      log: (l) => logs.push(l),
    });
    const start = performance.now();
    notifier.send(LINE);
    expect(performance.now() - start).toBeLessThan(50);
    await notifier.drain(5_000);
    expect(hanging.bodies).toHaveLength(2);
    expect(logs[0]).toContain('no answer within 200 ms');
  });
});
