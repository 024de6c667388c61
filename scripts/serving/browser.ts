/**
 * Which Chromium runs: the full browser for what is measured (the bench, the dev loop, the
 * release controller's traffic) and the headless shell for the end-to-end suites. Shared by
 * e2e/ and the scripts; it imports neither.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Whether Playwright's own Chromium is installed (it is not on the project's machine). */
function bundledChromium(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false; // no bundled browser registered
  }
}

/**
 * The full browser, for what is measured (the bench, the dev loop's save-to-visible time):
 * CHROMIUM_PATH; else Playwright's own Chromium where installed; else Debian's.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (bundledChromium()) return undefined;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * The browser of the end-to-end suites: CHROMIUM_PATH; else Playwright's own (which runs
 * headless tests on its headless shell); else Debian's headless shell
 * (`chromium-headless-shell`: the same Blink and V8 without the browser's UI layers, about
 * half the CPU per test, docs/testing.md); else Debian's full Chromium.
 */
export function testChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (bundledChromium()) return undefined;
  if (existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  return chromiumExecutable();
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
