import {
  generateSnapshotFromManifest,
  type Manifest,
  simpleJoinRemoteEntry,
} from '@module-federation/sdk';
import { describe, expect, it } from 'vitest';
import { manifestFixture } from './__fixtures__/manifest';
import { contractProblems } from './contract-check';
import { buildIdOfManifest, snapshotResponse } from './manifests';
import {
  entryFileOf,
  isSnapshot,
  manifestOf,
  serveSnapshot,
  snapshotOf,
  snapshotUrl,
} from './snapshot';

const MANIFEST_URL = 'https://wallet.cdn.example/v42/mf-manifest.json';

describe('snapshotOf (the deploy step)', () => {
  it('resolves an "auto" public path against the URL the manifest was read from', () => {
    const s = snapshotOf(manifestFixture(), MANIFEST_URL);
    expect(s.manifest).toBe(MANIFEST_URL);
    expect(s.publicPath).toBe('https://wallet.cdn.example/v42/');
    expect(`${s.publicPath}${s.remoteEntry}`).toBe(
      'https://wallet.cdn.example/v42/static/js/wallet.2739145974.js',
    );
    expect(s.remoteEntryType).toBe('global');
    expect(s.buildVersion).toBe('0.1.0');
  });

  it('keeps a declared public path, made absolute, with its trailing slash', () => {
    expect(
      snapshotOf(manifestFixture({ publicPath: 'https://cdn.example/w' }), MANIFEST_URL).publicPath,
    ).toBe('https://cdn.example/w/');
    expect(snapshotOf(manifestFixture({ publicPath: '/assets/' }), MANIFEST_URL).publicPath).toBe(
      'https://wallet.cdn.example/assets/',
    );
  });

  it("lists the sync files of each exposed module, not the pages' async ones", () => {
    expect(snapshotOf(manifestFixture(), MANIFEST_URL).exposes).toEqual([
      {
        name: 'routes',
        path: './routes',
        js: ['static/js/async/__federation_expose_routes.dfadafbe07.js'],
        css: ['static/css/async/routes.1c2b65ee88.css'],
      },
    ]);
  });

  it('refuses what is not a federation manifest', () => {
    expect(() => snapshotOf({ hello: 'world' }, MANIFEST_URL)).toThrow(/not a federation manifest/);
    expect(() => snapshotOf(null, MANIFEST_URL)).toThrow(/not a federation manifest/);
  });

  it.each([
    ['', 'e.js'],
    ['.', 'e.js'],
    ['./', 'e.js'],
    ['static/js', 'e.js'],
    ['./static/js/', 'e.js'],
    ['/static/js', 'e.js'],
  ])('joins the entry path %j as the runtime does', (path, name) => {
    const m = manifestFixture({ remoteEntry: { name, path, type: 'global' } });
    expect(entryFileOf(m)).toBe(simpleJoinRemoteEntry(path, name));
  });
});

describe('isSnapshot (an edited config may hold anything)', () => {
  const good = snapshotOf(manifestFixture(), MANIFEST_URL);
  it('accepts what the deploy step writes, through JSON', () => {
    expect(isSnapshot(JSON.parse(JSON.stringify(good)))).toBe(true);
  });
  it.each([
    ['no entry', { ...good, remoteEntry: '' }],
    ['a relative public path', { ...good, publicPath: 'static/' }],
    ['a public path without its slash', { ...good, publicPath: 'https://x.example/v1' }],
    ['a manifest that is no URL', { ...good, manifest: 'mf-manifest.json' }],
    [
      'files that are not strings',
      { ...good, exposes: [{ name: 'routes', path: './routes', js: [1], css: [] }] },
    ],
    ['no shared list', { ...good, shared: undefined }],
    ['a number', 42],
  ])('refuses %s', (_, value) => {
    expect(isSnapshot(value)).toBe(false);
  });
});

describe('manifestOf (the host, in place of the network)', () => {
  const original = manifestFixture();
  const snapshot = snapshotOf(JSON.parse(JSON.stringify(original)), MANIFEST_URL);
  const served = manifestOf('wallet', snapshot);

  it('reads, through the runtime, as the manifest it was made from: same entry URL and files', () => {
    const fromSnapshot = generateSnapshotFromManifest(served as unknown as Manifest, {
      version: snapshotUrl(MANIFEST_URL),
    });
    const fromNetwork = generateSnapshotFromManifest(original as unknown as Manifest, {
      version: MANIFEST_URL,
    });
    const url = (s: typeof fromNetwork) =>
      `${'publicPath' in s ? s.publicPath : ''}${s.remoteEntry}`;
    expect(url(fromSnapshot)).toBe('https://wallet.cdn.example/v42/static/js/wallet.2739145974.js');
    expect(url(fromSnapshot)).toBe(url(fromNetwork));
    expect(fromSnapshot.remoteEntryType).toBe(fromNetwork.remoteEntryType);
    expect(fromSnapshot.globalName).toBe('wallet');
    expect(fromSnapshot.modules[0]?.assets.js.sync).toEqual(original.exposes[0]?.assets?.js?.sync);
    expect(fromSnapshot.modules[0]?.assets.css.sync).toEqual(
      original.exposes[0]?.assets?.css?.sync,
    );
  });

  it('names the same build for the chunk recovery as the manifest does', () => {
    expect(buildIdOfManifest(served)).toBe(buildIdOfManifest(original));
    expect(buildIdOfManifest(served)).toBe('static/js/wallet.2739145974.js');
  });

  it('carries the shared requirements the contract check reads', () => {
    const host = new Map([
      ['react', '19.3.1'],
      ['@adnet/shared', '1.6.0'],
    ]);
    expect(contractProblems(served, host)).toEqual([
      { pkg: '@adnet/shared', required: '^1.7.0', provided: '1.6.0' },
    ]);
    host.set('@adnet/shared', '1.7.2');
    expect(contractProblems(served, host)).toEqual([]);
  });
});

describe('the runtime fetch hook', () => {
  it('answers the snapshot URL it was given, and leaves every other URL to the network', async () => {
    const url = snapshotUrl('https://plan.cdn.example/mf-manifest.json');
    expect(url).toBe('https://plan.cdn.example/mf-manifest.json#snapshot');
    const served = manifestOf(
      'plan',
      snapshotOf(manifestFixture(), 'https://plan.cdn.example/mf-manifest.json'),
    );
    serveSnapshot(url, served);
    const res = await snapshotResponse(url);
    expect(res?.headers.get('Content-Type')).toBe('application/json');
    expect(await res?.json()).toEqual(served);
    expect(snapshotResponse('https://plan.cdn.example/mf-manifest.json')).toBeUndefined();
    expect(snapshotResponse('https://plan.cdn.example/static/js/plan.js')).toBeUndefined();
  });
});
