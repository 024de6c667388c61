/**
 * `pnpm release` as real processes: a controller killed with SIGKILL leaves its canary out, and
 * `pnpm release status` says it is unwatched and since when; a second controller naming the
 * same config through a symlink is refused while the first runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Served, serveBuild, serveHost } from './fake-build';

const ROOT = join(import.meta.dirname, '../..');

let dir: string;
let config: string;
let servers: Served[] = [];
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'adnet-liveness-'));
  config = join(dir, 'app-config.json');
  const remotes = [
    { name: 'wallet', manifest: 'http://localhost:3003/mf-manifest.json', prefixes: ['/wallet'] },
  ];
  writeFileSync(config, `${JSON.stringify({ apiBase: 'http://localhost:3010', remotes })}\n`);
});
afterEach(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  rmSync(dir, { recursive: true, force: true });
});

/** `pnpm release …` (main.ts), its output so far and its exit code. */
function release(args: string[], configFile = config) {
  let out = '';
  // one process (node with tsx's loader), so SIGKILL reaches the controller itself
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/release/main.ts',
      ...args,
      '--config',
      configFile,
      '--db',
      join(dir, 't.sqlite'),
    ],
    { cwd: ROOT, env: { ...process.env, RELEASE_WEBHOOK: '' } },
  );
  children.push(child);
  child.stdout.on('data', (d: Buffer) => {
    out += d;
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d;
  });
  const done = new Promise<number>((r) => child.on('exit', (code) => r(code ?? -1)));
  return { child, output: () => out, done };
}

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('one live controller per release, and a release without one said so', () => {
  it('refuses a second controller through a symlink; after kill -9, status says unwatched', async () => {
    const [build, host] = await Promise.all([serveBuild(), serveHost()]);
    servers.push(build, host);
    const manifest = `${build.origin}/mf-manifest.json`;
    const first = release([
      'wallet',
      ...['--manifest', manifest, '--version', 'v2', '--host', host.origin],
      ...['--steps', '5,100', '--interval', '200ms'],
    ]);
    await until(() => first.output().includes('shipped canary v2 5 %'));

    mkdirSync(join(dir, 'other'));
    const link = join(dir, 'other', 'same-config.json');
    symlinkSync(config, link);
    const second = release(
      ['wallet', ...['--manifest', manifest, '--version', 'v2', '--host', host.origin]],
      link,
    );
    expect(await second.done, second.output()).toBe(2);
    expect(second.output()).toContain('refused: another controller runs this release');
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    const watched = release(['status']);
    expect(await watched.done).toBe(0);
    expect(watched.output()).toContain(`wallet: watched by pid ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await first.done;
    const status = release(['status']);
    expect(await status.done).toBe(0);
    expect(status.output()).toMatch(
      /wallet: UNWATCHED since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(\d+ s ago\): a canary out and no controller/,
    );
  }, 60_000);
});
