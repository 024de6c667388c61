/**
 * What follows from the apps table is in step with it (./apps-sync.ts writes it: `pnpm apps:sync`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../shared/workspace/apps';
import {
  EXAMPLE_CONFIG,
  exampleConfig,
  localConfigs,
  ROOT,
  remoteScripts,
  syncedScripts,
  withTableRemotes,
} from './apps-sync';

const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');

describe('the files that follow the apps table (pnpm apps:sync)', () => {
  it("has the root package.json's dev:<name> and test:<name> for every remote, and no other", () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const perRemote = Object.keys(scripts).filter((k) =>
      /^node scripts\/dev\/(dev|test-remote)\.mjs [a-z0-9]+$/.test(scripts[k] ?? ''),
    );
    expect(Object.fromEntries(perRemote.map((k) => [k, scripts[k]]))).toEqual(remoteScripts());
    expect(syncedScripts(scripts)).toEqual(scripts);
  });

  it('has host/app-config.example.json as the table gives it', () => {
    expect(JSON.parse(read(EXAMPLE_CONFIG))).toEqual(JSON.parse(exampleConfig()));
  });

  it('has every remote of the table in each local config there is', () => {
    for (const { file, base } of localConfigs()) {
      const config = JSON.parse(readFileSync(file, 'utf8'));
      expect(withTableRemotes(config, base).added, file).toEqual([]);
    }
  });

  it('adds a missing remote to a config, keeping every entry as edited', () => {
    const edited = {
      apiBase: 'http://api.test',
      remotes: [{ name: 'wallet', manifest: 'http://elsewhere/mf-manifest.json', prefixes: [] }],
    };
    const { config, added } = withTableRemotes(edited, 4000);
    expect(added).toEqual(REMOTE_NAMES.filter((n) => n !== 'wallet'));
    expect(config.remotes?.[0]).toEqual(edited.remotes[0]);
    expect(config.apiBase).toBe('http://api.test');
    expect(JSON.stringify(config.remotes?.[1])).toContain('localhost:4001');
  });

  it("puts a new remote's scripts after the last of their kind", () => {
    const synced = Object.keys(
      syncedScripts({ 'dev:host': 'x', build: 'b', 'test:unit': 'u', lint: 'l' }),
    );
    expect(synced.slice(0, 2)).toEqual(['dev:host', `dev:${REMOTE_NAMES[0]}`]);
    expect(synced.indexOf('lint')).toBe(synced.length - 1);
  });
});
