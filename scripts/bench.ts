/**
 * Prints the size and speed figures of issue 2 (a benchmark, not a test):
 *  - the JavaScript a cold load of /#/login transfers, gzip, and what it is made of;
 *  - each remote's entry (remoteEntry) size, gzip;
 *  - the time of a cold build of all five apps (pass --no-build to skip).
 * Usage: pnpm bench [--no-build]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/env';
import { APP_DIRS, serveApp } from './serve';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function coldBuild() {
  for (const dir of Object.values(APP_DIRS)) {
    rmSync(join(root, dir, 'dist'), { recursive: true, force: true });
    rmSync(join(root, dir, 'node_modules/.cache'), { recursive: true, force: true });
  }
  const start = performance.now();
  execFileSync('node', ['scripts/build-all.mjs'], { cwd: root, stdio: 'inherit' });
  return (performance.now() - start) / 1000;
}

function remoteEntrySizes() {
  const rows: [string, number][] = [];
  for (const [name, dir] of Object.entries(APP_DIRS)) {
    if (name === 'host') continue;
    const manifestPath = join(root, dir, 'dist/mf-manifest.json');
    if (!existsSync(manifestPath)) {
      console.log(`  (${name}: not built)`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      metaData: { remoteEntry: { name: string; path: string } };
    };
    const { name: file, path } = manifest.metaData.remoteEntry;
    const body = readFileSync(join(root, dir, 'dist', path, file));
    rows.push([name, gzipSync(body, { level: 9 }).length]);
  }
  return rows;
}

async function loginWeight() {
  const port = 3990;
  process.env.PORT_BASE = String(port);
  const server = await serveApp('host', port);
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    executablePath,
    args: executablePath ? CHROMIUM_ARGS : [],
  });
  const page = await browser.newPage();
  const files: [string, number][] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) files.push([new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length]);
  });
  await page.goto(`http://localhost:${port}/#/login`);
  await page.getByRole('button').first().waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  server.close();
  return files.sort((a, b) => b[1] - a[1]);
}

const skipBuild = process.argv.includes('--no-build');
const buildSeconds = skipBuild ? null : coldBuild();
const login = await loginWeight();
const entries = remoteEntrySizes();

console.log('\n/#/login cold load, JavaScript (gzip -9 of each response):');
for (const [file, size] of login) console.log(`  ${kb(size).padStart(9)}  ${file}`);
const total = login.reduce((s, [, n]) => s + n, 0);
console.log(`  ${kb(total).padStart(9)}  total in ${login.length} requests (goal ≤ 150 KB)`);
console.log('\nRemote entries (gzip -9):');
for (const [name, size] of entries)
  console.log(`  ${kb(size).padStart(9)}  ${name} (goal ≤ 15 KB)`);
if (buildSeconds !== null) {
  console.log(`\nCold build of all five apps: ${buildSeconds.toFixed(1)} s (goal ≤ 30 s)`);
}
