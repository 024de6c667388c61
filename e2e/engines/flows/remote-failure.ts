/**
 * The remote-failure flow: a remote that fails to load shows the retry state and recovers in place.
 */
import { registerUser } from '#repo/scripts/serving/sandbox-client.ts';
import { HOST_URL } from '../../support/env';
import { expectText, expectVisible, load, tap, testId } from '../page';
import { button, type Flow, openAs, pushSeen } from './set-up';

/**
 * Removes the host's service worker and its caches (run on a page of the host's origin): the
 * next load starts as a first visit, with nothing kept (docs/offline.md).
 */
const FORGET_WORKER = `return (async () => {
  if (!('serviceWorker' in navigator)) return true;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  if (typeof caches !== 'undefined') for (const k of await caches.keys()) await caches.delete(k);
  return true;
})();`;

// e2e/tests/foundation/remote-failure.spec.ts
export const remoteFailure: Flow = {
  name: 'a remote that fails to load shows the retry state and recovers in place',
  async run({ s, gates }) {
    const user = await registerUser('eng');
    // a first visit: a worker that kept the wallet from an earlier flow would serve it
    await load(s, `${HOST_URL}/favicon.svg`);
    await s.run(FORGET_WORKER);
    gates.wallet.mode = 'down';
    try {
      await openAs(s, user, '/wallet', await pushSeen(user));
      await expectText(s, testId('remote-failed'), /Request failed, tap to reload/);
      await expectVisible(s, testId('header-bell'));
      await s.run('window.__enginesSameDocument = true;');
    } finally {
      gates.wallet.open();
    }
    await tap(s, button('Retry', testId('remote-failed')));
    await expectVisible(s, testId('figure-total_assets'), 20_000);
    const same = await s.run<boolean>(
      `return window.__enginesSameDocument === true && performance.getEntriesByType('navigation').length === 1;`,
    );
    if (!same) throw new Error('the retry reloaded the page');
  },
};
