/**
 * A sandbox of the visual check's own, started in the test's worker for one test: a fresh data
 * file seeded at a fixed instant, its clock stopped there and no simulation ticks, so the demo
 * merchant's figures, plan numbers, dates and ids are the same on every run whatever other
 * specs do to the suite's shared sandbox. The page's calls to the suite's API address are
 * routed to it (the served apps read that address from app-config.json), and the page's own
 * clock shows the same instant.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createSandbox, type Sandbox } from '#repo/sandbox-api/src/server.ts';
import { API_URL, HOST_URL, PORT_BASE } from '../../support/env';

/** Monday 2 March 2026, 10:00 in Shanghai (the suite's time zone). */
export const FROZEN_AT = Date.UTC(2026, 2, 2, 2, 0, 0);

export interface FrozenSandbox {
  url: string;
  /** The data of a successful call to the frozen sandbox (throws on any other code). */
  data<T = unknown>(path: string, body?: Record<string, unknown>, token?: string): Promise<T>;
  /** Logs the demo merchant in; returns the token. */
  loginDemo(): Promise<string>;
  /** Routes the page's API calls here and stops its clock at FROZEN_AT (before any goto). */
  attach(page: Page): Promise<void>;
  close(): Promise<void>;
}

let serial = 0;

export async function startFrozenSandbox(): Promise<FrozenSandbox> {
  serial += 1;
  const dataFile = join(tmpdir(), `adnet-visual-${PORT_BASE}-${process.pid}-${serial}.db`);
  rmSync(dataFile, { force: true });
  const sandbox: Sandbox = await createSandbox({
    port: 0,
    dataFile,
    testMode: true,
    tickMs: 0,
    now: () => FROZEN_AT,
    // links to the sandbox's own files (covers, the chat page) name the suite's address,
    // which the page's routing sends here
    publicUrl: API_URL,
    origins: [...new Set([new URL(HOST_URL).origin, `http://localhost:${PORT_BASE}`])],
    hashCost: 1024,
  });
  const own = `http://127.0.0.1:${sandbox.port}`;

  const data = async <T>(path: string, body?: Record<string, unknown>, token?: string) => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-TZ': 'Asia/Shanghai GMT+08:00',
    };
    if (token) headers['X-CT'] = token;
    const res = await fetch(`${own}${path}`, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: T };
    if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };

  return {
    url: own,
    data,
    async loginDemo() {
      const { token } = await data<{ token: string }>('/auth/v2/login', {
        username: 'demo',
        password: 'demo1234',
      });
      return token;
    },
    async attach(page) {
      await page.clock.setFixedTime(FROZEN_AT);
      await page.route(`${API_URL}/**`, (route) =>
        route.continue({ url: route.request().url().replace(API_URL, own) }),
      );
    },
    async close() {
      await sandbox.close();
      rmSync(dataFile, { force: true });
    },
  };
}
