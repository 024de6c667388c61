/** The service-worker flow: a remote seen before opens while its server is down. */
import { registerUser } from '#repo/scripts/serving/sandbox-client.ts';
import { appOrigin } from '#repo/shared/workspace/ports.ts';
import { expectGone, expectVisible, testId, waitFor } from '../page';
import { type Flow, openAs, pushSeen } from './set-up';

/** True once a service worker controls the page and a cache holds a file of `arguments[0]`. */
const WORKER_KEEPS = `return (async () => {
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return false;
  for (const k of await caches.keys()) {
    const kept = await (await caches.open(k)).keys();
    if (kept.some((r) => r.url.startsWith(arguments[0]))) return true;
  }
  return false;
})();`;

// e2e/tests/perf/offline.spec.ts: the worker keeps the remotes it has seen
export const serviceWorker: Flow = {
  name: 'the service worker: a remote seen before opens while its server is down',
  async run({ s, gates }) {
    const user = await registerUser('eng');
    await openAs(s, user, '/wallet', await pushSeen(user));
    await expectVisible(s, testId('figure-total_assets'));
    await waitFor(s, 'a worker that keeps the wallet', WORKER_KEEPS, [appOrigin('wallet')], 30_000);
    gates.wallet.mode = 'down';
    try {
      await s.run('location.reload();');
      await expectVisible(s, testId('figure-total_assets'), 20_000);
      await expectGone(s, testId('remote-failed'));
    } finally {
      gates.wallet.open();
    }
  },
};
