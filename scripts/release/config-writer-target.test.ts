import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Edge, type Store, startEdge, startStore } from './fake-object-store';
import { parseCommand } from './options';

const ROOT = join(import.meta.dirname, '../..');
const env = { PORT_BASE: '3000' };
const run = (args: string[], e: NodeJS.ProcessEnv = env) => parseCommand(args, e);

describe('the config as a URL: pnpm release options', () => {
  it('names the anchor, lease and audit after the URL, in --state-dir', () => {
    const c = run([
      'status',
      '--config-url',
      'https://config.example.com/prod/app-config.json',
      '--state-dir',
      '/var/lib/release',
      '--purge-url',
      'https://api.cdn.example.com/purge',
      '--purge-method',
      'post',
    ]);
    expect(c).toMatchObject({
      kind: 'status',
      config: '/var/lib/release/config.example.com_prod_app-config.json',
      object: {
        url: 'https://config.example.com/prod/app-config.json',
        stateDir: '/var/lib/release',
        purge: { url: 'https://api.cdn.example.com/purge', method: 'POST' },
      },
    });
  });

  it('reads the same from the environment; the state folder defaults to the current one', () => {
    const c = run(['status'], {
      ...env,
      APP_CONFIG_URL: 'https://config.example.com/app-config.json',
      CONFIG_PURGE_URL: 'https://config.example.com/app-config.json',
      CONFIG_PURGE_BODY: '{"files":["https://config.example.com/app-config.json"]}',
    });
    expect(c).toMatchObject({
      config: join(process.cwd(), 'config.example.com_app-config.json'),
      object: {
        purge: {
          method: 'PURGE',
          body: '{"files":["https://config.example.com/app-config.json"]}',
        },
      },
    });
    expect(run(['status'], { ...env, APP_CONFIG: '/tmp/a.json' })).not.toHaveProperty('object');
  });

  it('refuses a contradictory or unsafe choice, in words', () => {
    const url = 'https://config.example.com/app-config.json';
    expect(() => run(['status', '--config', 'a.json', '--config-url', url])).toThrow(
      '--config or --config-url, not both',
    );
    expect(() => run(['status', '--state-dir', '/tmp'])).toThrow(
      '--state-dir: only with --config-url',
    );
    expect(() => run(['status', '--config-url', url, '--purge-method', 'PURGE'])).toThrow(
      '--purge-method: only with --purge-url',
    );
    expect(() => run(['status'], { ...env, APP_CONFIG: 'a.json', APP_CONFIG_URL: url })).toThrow(
      'APP_CONFIG and APP_CONFIG_URL are both set',
    );
    expect(() => run(['status', '--config-url', `${url}?X-Amz-Signature=abc`])).toThrow(
      'no credentials or query in the URL',
    );
    expect(() =>
      run(['status', '--config-url', 'http://config.example.com/app-config.json'], {
        ...env,
        CONFIG_STORE_TOKEN: 't',
      }),
    ).toThrow('a token is sent over https only');
  });
});

describe('pnpm release against an object store, as a process', () => {
  let dir: string;
  let store: Store;
  let edge: Edge;
  const KEY = '/app-config.json';
  const TOKEN = 'store-secret-5d1e';
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'adnet-object-'));
    const remotes = [
      {
        name: 'wallet',
        manifest: 'http://localhost:3003/mf-manifest.json',
        version: 'v1',
        prefixes: ['/wallet'],
        canary: { manifest: 'http://127.0.0.1:9/v2/mf-manifest.json', percent: 5, version: 'v2' },
      },
    ];
    store = await startStore(
      { [KEY]: `${JSON.stringify({ remotes }, null, 2)}\n` },
      { token: TOKEN },
    );
    edge = await startEdge(store.origin, TOKEN);
  });
  afterEach(async () => {
    await Promise.all([store.close(), edge.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  const release = (args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      let out = '';
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/release/main.ts', ...args, '--db', join(dir, 't.sqlite')],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            RELEASE_WEBHOOK: '',
            APP_CONFIG: '',
            CONFIG_STORE_TOKEN: TOKEN,
            CONFIG_PURGE_TOKEN: 'purge-secret-0a2b',
          },
        },
      );
      child.stdout.on('data', (d: Buffer) => {
        out += d;
      });
      child.stderr.on('data', (d: Buffer) => {
        out += d;
      });
      child.on('exit', (code) => resolve({ code: code ?? -1, out }));
    });

  it('rolls a canary back in the store, purges the edge, and keeps the audit in --state-dir', async () => {
    const where = [
      '--config-url',
      `${store.origin}${KEY}`,
      '--state-dir',
      join(dir, 'state'),
      '--purge-url',
      `${edge.origin}${KEY}`,
    ];
    await fetch(`${edge.origin}${KEY}`); // the edge holds the canary at 5 %
    const done = await release(['wallet', '--rollback', ...where]);
    expect(done).toMatchObject({ code: 0 });
    const stored = JSON.parse(store.objects.get(KEY)?.text ?? '{}');
    expect(stored.remotes[0].canary.percent).toBe(0);
    expect(store.seen.find((s) => s.method === 'PUT')).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      status: 200,
    });
    expect(edge.seen.find((s) => s.method === 'PURGE')).toMatchObject({
      authorization: 'Bearer purge-secret-0a2b',
      status: 200,
    });
    expect((await (await fetch(`${edge.origin}${KEY}`)).json()).remotes[0].canary.percent).toBe(0);

    const anchor = `127.0.0.1_${new URL(store.origin).port}_app-config.json`;
    expect(readdirSync(join(dir, 'state')).sort()).toEqual([
      anchor,
      `${anchor}.release-audit.jsonl`,
    ]);
    const audit = readFileSync(join(dir, 'state', `${anchor}.release-audit.jsonl`), 'utf8');
    expect(JSON.parse(audit)).toMatchObject({
      action: 'rollback',
      from: 'canary v2 5 %',
      to: 'canary v2 0 %',
    });

    const status = await release(['status', '--json', ...where]);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.out).releases[0]).toMatchObject({ remote: 'wallet', stable: 'v1' });
    expect(`${done.out}${status.out}${audit}`).not.toMatch(/secret/);
    expect(existsSync(join(ROOT, anchor))).toBe(false);
  });
});
