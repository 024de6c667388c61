import { afterEach, describe, expect, it } from 'vitest';
import { FILES, type Served, serveBuild, serveHost } from './fake-build';
import { preflight } from './preflight';

let servers: Served[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function setUp(build: Parameters<typeof serveBuild>[0] = {}, hostShared = '1.8.0') {
  const [canary, host] = await Promise.all([serveBuild(build), serveHost(hostShared)]);
  servers.push(canary, host);
  return { canary, host, manifest: `${canary.origin}/mf-manifest.json` };
}

describe('the pre-flight', () => {
  it('passes a good build: the manifest, its entry and every ./routes file answer as they should', async () => {
    const { canary, host, manifest } = await setUp();
    const result = await preflight(manifest, host.origin);
    expect(result.problems).toEqual([]);
    expect(result.checked).toBe(5);
    expect(new Set(canary.asked)).toEqual(new Set(['mf-manifest.json', ...Object.values(FILES)]));
    expect(host.asked).toEqual(['/mf-manifest.json']);
  });

  it('names each missing route chunk', async () => {
    const { host, manifest } = await setUp({ missing: [FILES.page, FILES.pageCss] });
    const { problems } = await preflight(manifest, host.origin);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain(`${FILES.page}: HTTP 404`);
    expect(problems.join('\n')).toContain(`${FILES.pageCss}: HTTP 404`);
  });

  it('refuses a missing entry, and a file served with the wrong type', async () => {
    const { host, manifest } = await setUp({ missing: [FILES.entry], wrongType: [FILES.routes] });
    const { problems } = await preflight(manifest, host.origin);
    expect(problems.join('\n')).toContain(`${FILES.entry}: HTTP 404`);
    expect(problems.join('\n')).toContain(`${FILES.routes}: type "text/html", expected js`);
  });

  it('refuses a missing manifest, and one without CORS for the host', async () => {
    const gone = await setUp({ missing: ['mf-manifest.json'] });
    expect((await preflight(gone.manifest, gone.host.origin)).problems).toEqual([
      `${gone.manifest}: HTTP 404`,
    ]);
    const closed = await setUp({ cors: false });
    const { problems } = await preflight(closed.manifest, closed.host.origin);
    expect(problems).toEqual([
      `${closed.manifest}: no CORS for ${closed.host.origin} (Access-Control-Allow-Origin: null)`,
    ]);
  });

  it("applies the host's own contract rule: a newer minor is refused, a patch is not", async () => {
    const newer = await setUp({ sharedRequired: '^1.9.0' }, '1.8.0');
    expect((await preflight(newer.manifest, newer.host.origin)).problems).toEqual([
      `needs @adnet/shared ^1.9.0; the host at ${newer.host.origin} has 1.8.0`,
    ]);
    // built on 1.8.3: the host's rule asks for the minor only (effectiveRequirement)
    const patch = await setUp({ sharedRequired: '^1.8.3' }, '1.8.0');
    expect((await preflight(patch.manifest, patch.host.origin)).problems).toEqual([]);
  });

  it('refuses when what the host provides cannot be read', async () => {
    const { manifest } = await setUp();
    const noManifest = await serveBuild({ missing: ['mf-manifest.json'] });
    servers.push(noManifest);
    const { problems } = await preflight(manifest, noManifest.origin);
    expect(problems).toEqual([
      `cannot read what the host at ${noManifest.origin} provides: HTTP 404`,
    ]);
  });
});
