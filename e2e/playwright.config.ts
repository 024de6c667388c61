import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from '../scripts/serving/browser';
import {
  RELEASE_HOST_OFFSET,
  SECOND_EXTRA_HOST_OFFSET,
  THIRD_EXTRA_HOST_OFFSET,
  TRY_IT_HOST_OFFSET,
} from '../shared/workspace/apps';
import { appOrigin, appPort, extraHostOrigin } from '../shared/workspace/ports';
import {
  API_URL,
  COLLECTOR_DB,
  COLLECTOR_URL,
  EXTERNAL_API,
  HOST_URL,
  PORT_BASE,
  REMOTE_PORTS,
  SERVED_APPS,
} from './support/env';

const executablePath = testChromium();
const launchOptions = { executablePath, args: executablePath ? CHROMIUM_ARGS : [] };
const dataFile = join(tmpdir(), `adnet-e2e-${PORT_BASE}.db`);

type WebServer = NonNullable<Exclude<PlaywrightTestConfig['webServer'], unknown[]>>;
const servers: WebServer[] = [];

// The sandbox API in test mode with a fresh data file, unless API_URL names one already up.
if (!EXTERNAL_API) {
  servers.push({
    command: `rm -f ${dataFile} && pnpm exec tsx ../sandbox-api/src/main.ts`,
    url: `${API_URL}/basic_config?lang=en`,
    env: {
      SANDBOX_PORT: String(appPort('api')),
      SANDBOX_TEST_MODE: '1',
      SANDBOX_DATA: dataFile,
      SANDBOX_ORIGINS: [
        ...new Set([new URL(HOST_URL).origin, appOrigin('host'), appOrigin('host', '127.0.0.1')]),
      ].join(','),
      SANDBOX_PUBLIC_URL: API_URL,
      PORT_BASE: String(PORT_BASE),
    },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  });
}

// The telemetry collector with a fresh database (and no WAL left of an earlier run), allowing
// the host under test: app-config.json's telemetry endpoint is the collector's port.
servers.push({
  command: `rm -f ${COLLECTOR_DB} ${COLLECTOR_DB}-wal ${COLLECTOR_DB}-shm && pnpm exec tsx ../collector/src/main.ts`,
  url: `${COLLECTOR_URL}/api/health`,
  env: {
    PORT_BASE: String(PORT_BASE),
    COLLECTOR_DB,
    COLLECTOR_ORIGINS: [
      ...new Set([
        new URL(HOST_URL).origin,
        appOrigin('host'),
        appOrigin('host', '127.0.0.1'),
        // the extra hosts of canary-health.spec.ts, canary-leave.spec.ts and the release specs
        extraHostOrigin('localhost', SECOND_EXTRA_HOST_OFFSET),
        extraHostOrigin('localhost', THIRD_EXTRA_HOST_OFFSET),
        extraHostOrigin('localhost', RELEASE_HOST_OFFSET),
        extraHostOrigin('localhost', TRY_IT_HOST_OFFSET),
      ]),
    ].join(','),
  },
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
  timeout: 60_000,
});

// The production builds, each app on its own origin: all five by default, only E2E_APPS
// when named, never the host when HOST_URL names one. serve.ts starts them in order, so the
// last one answering means all do. Builds are made before the suite (pnpm build).
const last = SERVED_APPS.at(-1);
if (last) {
  servers.push({
    command: `pnpm exec tsx ../scripts/serving/serve.ts ${SERVED_APPS.join(' ')}`,
    url:
      last === 'host'
        ? `${HOST_URL}/app-config.json`
        : `http://localhost:${REMOTE_PORTS[last]}/mf-manifest.json`,
    env: { PORT_BASE: String(PORT_BASE) },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  });
}

/** The specs the desktop profile runs as well (see the desktop project below). */
export const DESKTOP_SPECS = [
  'a11y/**/*.spec.ts',
  '**/keyboard.spec.ts',
  'visual/**/*.spec.ts',
  'foundation/routing.spec.ts',
  'foundation/language.spec.ts',
  'foundation/language-wheel.spec.ts',
  'foundation/time-format.spec.ts',
  'foundation/offline-state.spec.ts',
  'foundation/offline-half-states.spec.ts',
  // where a toast lands and how a dialog is reached depend on the window and the input
  'foundation/refusals.spec.ts',
  'foundation/toasts.spec.ts',
  'foundation/dialogs.spec.ts',
  'foundation/server-text.spec.ts',
  'messaging/sanitize-csp.spec.ts',
  'messaging/customer.spec.ts',
  'perf/prerender.spec.ts',
  'perf/kept-answers.spec.ts',
];

/**
 * Specs of the mobile profile some of whose tests run on desktop too: those tagged DESKTOP_TAG,
 * behaviours whose words or layout must hold at both sizes (the put's money story, a waiting
 * plan's range, a ledger entry's page, the money words, a withdrawal's receipt), in specs whose
 * other tests are flows that need not run twice. Their untagged tests are left out of the
 * desktop project by `grepInvert` below.
 */
export const DESKTOP_TAG = '@desktop';
export const DESKTOP_TAGGED_SPECS = [
  'plan/put.spec.ts',
  'plan/plan-list.spec.ts',
  'plan/plan-detail.spec.ts',
  'wallet/ledger.spec.ts',
  'wallet/money-words.spec.ts',
  'foundation/strings-recovery.spec.ts',
  'wallet/withdraw.spec.ts',
];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A test of a tagged spec without the tag: its grep title is "<project> <file> … <title> <tags>". */
const untaggedOfTaggedSpecs = new RegExp(
  `(?:^|\\s)(?:${DESKTOP_TAGGED_SPECS.map(escapeRegExp).join('|')})\\s(?!.*${DESKTOP_TAG}(?:\\s|$))`,
);

export default defineConfig({
  testDir: './tests',
  // one folder per port range, so parallel runs on one machine do not trample each other
  outputDir: `test-results/${PORT_BASE}`,
  timeout: 30_000,
  // The visual check's reviewed baselines (tests/visual/), one folder, named by
  // profile, language and route; `--update-snapshots` rewrites them (docs/testing.md).
  snapshotPathTemplate: '{testDir}/../visual-baselines/{projectName}-{arg}{ext}',
  expect: {
    timeout: 7_000,
    toHaveScreenshot: {
      // CSS pixels: 390×844 on the phone whatever its device pixel ratio, 1440×900 on desktop
      scale: 'css',
      animations: 'disabled',
      caret: 'hide',
      // the same machine draws the same pixels (two runs: 0 differ); a little room for a glyph's
      // antialiasing elsewhere. Not a ratio: at 1 % the 8 px corners of every button and field
      // of a page passed as "unchanged"; one button's corners are about 50 pixels
      maxDiffPixels: 20,
    },
  },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-results/results.json' }]]
    : 'list',
  use: {
    baseURL: HOST_URL,
    // A trace costs every test a fifth of its time (screenshots and DOM snapshots of each
    // action): CI records one for the retry of a test that failed, a local run for a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    // The host's service worker (docs/offline.md) answers requests a spec's `page.route` then
    // never sees: blocked by default, allowed by the specs about it and by the deploy specs
    // that must hold with it (`test.use(WORKER_ON)`, support/service-worker.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      name: 'desktop',
      // Only the specs whose outcome depends on the window: what each route looks like and
      // how it is reached at desktop size (layout, axe, each app's keyboard cases, states, the visual check,
      // the desktop frame and its scaling, the language sheet, the customer-service frame's
      // height, the prerendered first paint). The flows' rules do not change with the window
      // and run once, in the mobile profile (docs/testing.md); of a few specs of flows, the
      // tests tagged DESKTOP_TAG run here as well.
      testMatch: [...DESKTOP_SPECS, ...DESKTOP_TAGGED_SPECS.map((spec) => `**/${spec}`)],
      grepInvert: untaggedOfTaggedSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: servers,
});
