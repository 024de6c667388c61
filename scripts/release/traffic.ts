/**
 * `pnpm release:traffic [--remote wallet] [--merchants 12] [--minutes 10] [--parallel 2] [--host <origin>]`: made-up merchants
 * using a remote, so a local release has sessions to judge (docs/release.md, "Try it locally").
 * A tool for trying releases on your machine, not part of the product.
 *
 * It registers fresh merchants with the local sandbox (its demo authorization code), then over
 * and over opens the host in headless Chromium as each of them (two tabs at a time), on the
 * remote's first route, waits for the page's telemetry and leaves. Each visit is a new page
 * session. Every round prints how many merchants the config's canary covers, how many saw an
 * error screen, and how many pages left the canary by their own reload (a canary that fails
 * reloads into the stable build, docs/release.md "When the canary fails"): that reload may race
 * the visit's own navigations, and is counted, never a crash of the tool.
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

/** A navigation cut short by the page's own reload (or the reverse): expected, not a failure. */
const RACED =
  /interrupted by another navigation|net::ERR_ABORTED|Execution context was destroyed|frame was detached/;

/** Runs `step`; a race with the page's reload is tried once more, then let go. */
async function despiteReload<T>(step: () => Promise<T>, fallback: T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (e) {
      if (!RACED.test(String(e))) throw e;
      if (attempt >= 1) return fallback;
    }
  }
}

interface Visit {
  errorScreen: boolean;
  /** the page reloaded by itself (a canary left for the stable build) */
  reloaded: boolean;
}

/**
 * One visit: a fresh tab as `m` on `path`. It stays until the page has sent its first telemetry
 * batch (the agent loads when the page is idle: a tab closed before that would be a session the
 * collector never hears of), and until a reload of its own has settled.
 */
async function visit(browser: Browser, host: string, path: string, m: Merchant, logs: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => {
      loads++;
    });
    await page.addInitScript((token) => localStorage.setItem('fb_token', token), m.token);
    const sent = page.waitForRequest((r) => r.url() === logs, { timeout: 20_000 }).catch(() => {});
    await despiteReload(() => page.goto(`${host}/#${path}`), null);
    await sent;
    // a canary that failed sends its events (1.5 s at most) and reloads: let that load finish
    await page.waitForTimeout(loads > 1 ? 0 : 2_000);
    await despiteReload(() => page.waitForLoadState('load'), undefined);
    const screens = await despiteReload(
      () => Promise.all(ERROR_SCREENS.map((id) => page.getByTestId(id).count())),
      [0],
    );
    // leaving the page sends the rest of what it recorded (sendBeacon on pagehide)
    await despiteReload(() => page.goto('about:blank'), null);
    return { errorScreen: screens.some((n) => n > 0), reloaded: loads > 1 } satisfies Visit;
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
      host: { type: 'string' },
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
      `usage: pnpm release:traffic [--remote ${REMOTE_NAMES.join('|')}] [--merchants 12] [--minutes 10] [--parallel 2] [--host <origin>]`,
    );
    process.exit(2);
  }
  const host = values.host ?? appOrigin('host');
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
      let reloads = 0;
      const queue = [...merchants];
      const tab = async () => {
        for (let m = queue.shift(); m; m = queue.shift()) {
          const seen = await visit(browser, host, path, m, logs);
          if (seen.errorScreen) errors++;
          if (seen.reloaded) reloads++;
        }
      };
      await Promise.all(Array.from({ length: parallel }, tab));
      const split = canary
        ? `${on.length} of ${count} on canary ${canary.version ?? ''} ${canary.percent} %`
        : 'no canary';
      console.log(
        `${new Date().toISOString().slice(11, 19)}  round ${round}: ${count} sessions, ${split}, ${errors} error screens, ${reloads} reloaded to stable`,
      );
    }
  } finally {
    await browser.close();
  }
}

void main();
