/** Ports and URLs of the e2e run: PORT_BASE moves the whole topology (DESIGN.md). */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const PORT_BASE = Number(process.env.PORT_BASE) || 3000;
export const HOST_URL = `http://localhost:${PORT_BASE}`;
export const API_URL = `http://localhost:${PORT_BASE + 10}`;
export const REMOTE_PORTS = {
  adcenter: PORT_BASE + 1,
  plan: PORT_BASE + 2,
  wallet: PORT_BASE + 3,
  messaging: PORT_BASE + 4,
} as const;

/** Playwright's own Chromium where installed; else the system one (Debian) or CHROMIUM_PATH. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser registered
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
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
