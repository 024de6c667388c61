/**
 * The smoke specs against the five builds behind real nginx (scripts/deploy/nginx-smoke.sh renders
 * deploy/nginx/ for PORT_BASE and starts nginx before this runs). Only the sandbox API is
 * started here; the apps are nginx's. Same ports and helpers as the main suite (support/env.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from '../scripts/serving/browser';
import { appOrigin, appPort } from '../shared/workspace/ports';
import { API_URL, HOST_URL, PORT_BASE } from './support/env';

const executablePath = testChromium();
const launchOptions = { executablePath, args: executablePath ? CHROMIUM_ARGS : [] };
const dataFile = join(tmpdir(), `adnet-e2e-nginx-${PORT_BASE}.db`);
// nginx serves the precompressed copies: the smoke spec checks that scripts arrive encoded.
process.env.E2E_EXPECT_COMPRESSED = '1';

export default defineConfig({
  testDir: './tests',
  testMatch: ['deploy/smoke.spec.ts'],
  outputDir: `test-results/nginx-${PORT_BASE}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    // as in the main suite (playwright.config.ts): the host's service worker would answer the
    // remotes' scripts itself, and the smoke checks what nginx sends
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `rm -f ${dataFile} && pnpm exec tsx ../sandbox-api/src/main.ts`,
    url: `${API_URL}/basic_config?lang=en`,
    env: {
      SANDBOX_PORT: String(appPort('api')),
      SANDBOX_TEST_MODE: '1',
      SANDBOX_DATA: dataFile,
      SANDBOX_ORIGINS: `${HOST_URL},${appOrigin('host', '127.0.0.1')}`,
      SANDBOX_PUBLIC_URL: API_URL,
      PORT_BASE: String(PORT_BASE),
    },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  },
});
