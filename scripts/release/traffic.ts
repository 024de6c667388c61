/**
 * `pnpm release:traffic [--remote wallet] [--merchants 12] [--minutes 10] [--parallel 2]`: made-up merchants
 * using a remote, so a local release has sessions to judge (docs/release.md, "Try it locally").
 * A tool for trying releases on your machine, not part of the product.
 *
 * It registers fresh merchants with the local sandbox (its demo authorization code), then over
 * and over opens the host in headless Chromium as each of them (two tabs at a time), on the
 * remote's first route, waits for the page's telemetry and leaves. Each visit is a new page
 * session. Every round prints how many merchants the config's canary covers and how many saw an
 * error screen.
 */
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { onCanary } from '../../host/src/remotes/canary/assign';
import { prefixesOf, REMOTE_NAMES, type RemoteName } from '../../shared/workspace/apps';
import { appOrigin } from '../../shared/workspace/ports';
import { CHROMIUM_ARGS, testChromium } from '../serving/browser';
import { apiData, registerUser, setSandboxUrl, type TestUser } from '../serving/sandbox-client';

const ERROR_SCREENS = ['route-error', 'page-load-failed', 'remote-failed'];

interface Merchant extends TestUser {
  id: number;
}

async function readConfig(host: string, remote: string) {
  const res = await fetch(`${host}/app-config.json`, { cache: 'no-store' });
  const config = (await res.json()) as {
    remotes: { name: string; canary?: { percent: number; version?: string } }[];
    telemetry?: { endpoint?: string };
  };
  return {
    canary: config.remotes.find((r) => r.name === remote)?.canary,
    logs: `${config.telemetry?.endpoint ?? ''}/v1/logs`,
  };
}

/**
 * One visit: a fresh tab as `m` on `path`; true when it ended on an error screen. It stays until
 * the page has sent its first telemetry batch (the agent loads when the page is idle: a tab
 * closed before that would be a session the collector never hears of).
 */
async function visit(browser: Browser, host: string, path: string, m: Merchant, logs: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript((token) => localStorage.setItem('fb_token', token), m.token);
    const sent = page.waitForRequest((r) => r.url() === logs, { timeout: 20_000 }).catch(() => {});
    await page.goto(`${host}/#${path}`);
    await sent;
    const screens = await Promise.all(ERROR_SCREENS.map((id) => page.getByTestId(id).count()));
    // leaving the page sends the rest of what it recorded (sendBeacon on pagehide)
    await page.goto('about:blank');
    return screens.some((n) => n > 0);
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      remote: { type: 'string', default: 'wallet' },
      merchants: { type: 'string', default: '12' },
      minutes: { type: 'string', default: '10' },
      parallel: { type: 'string', default: '2' },
    },
  });
  const remote = values.remote as RemoteName;
  const count = Number(values.merchants);
  const minutes = Number(values.minutes);
  const parallel = Number(values.parallel);
  if (
    !REMOTE_NAMES.includes(remote) ||
    !(count > 0) ||
    !(minutes > 0) ||
    !Number.isInteger(parallel) ||
    parallel < 1
  ) {
    console.error(
      `usage: pnpm release:traffic [--remote ${REMOTE_NAMES.join('|')}] [--merchants 12] [--minutes 10] [--parallel 2]`,
    );
    process.exit(2);
  }
  const host = appOrigin('host');
  setSandboxUrl(appOrigin('api'));
  const merchants: Merchant[] = [];
  for (let i = 0; i < count; i++) {
    // the sandbox of a local run has no test mode: its merchants start clean
    const user = await registerUser('traffic', false);
    const { id } = await apiData<{ id: number }>('/user/info', undefined, user.token);
    merchants.push({ ...user, id });
  }
  console.log(`${count} merchants registered; visiting ${host}/#${prefixesOf(remote)[0]}`);
  const browser = await chromium.launch({
    executablePath: testChromium(),
    args: testChromium() ? CHROMIUM_ARGS : [],
  });
  const end = Date.now() + minutes * 60_000;
  const path = prefixesOf(remote)[0] ?? '/';
  try {
    for (let round = 1; Date.now() < end; round++) {
      const { canary, logs } = await readConfig(host, remote);
      const on = merchants.filter((m) => canary && onCanary(remote, m.id, canary.percent));
      let errors = 0;
      const queue = [...merchants];
      const tab = async () => {
        for (let m = queue.shift(); m; m = queue.shift()) {
          if (await visit(browser, host, path, m, logs)) errors++;
        }
      };
      await Promise.all(Array.from({ length: parallel }, tab));
      const split = canary
        ? `${on.length} of ${count} on canary ${canary.version ?? ''} ${canary.percent} %`
        : 'no canary';
      console.log(
        `${new Date().toISOString().slice(11, 19)}  round ${round}: ${count} sessions, ${split}, ${errors} error screens`,
      );
    }
  } finally {
    await browser.close();
  }
}

void main();
