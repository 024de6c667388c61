import { afterEach, describe, expect, it } from 'vitest';
import { updateConfig } from './config-writer';
import { checkedUrl, HttpConfigWriter, type HttpWriterSettings } from './config-writer-http';
import { type Edge, type Running, type Store, startEdge, startStore } from './fake-object-store';

const KEY = '/app-config.json';
const TOKEN = 'store-secret-7f3a';
const PURGE_TOKEN = 'purge-secret-91bc';

let running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.map((r) => r.close()));
  running = [];
});

async function setUp(options: Parameters<typeof startStore>[1] = {}) {
  const store = await startStore({ [KEY]: '{"n":0}\n' }, { token: TOKEN, ...options });
  const edge = await startEdge(store.origin, TOKEN);
  running.push(store, edge);
  const lines: string[] = [];
  const writer = (patch: Partial<HttpWriterSettings> = {}) =>
    new HttpConfigWriter({
      url: `${store.origin}${KEY}`,
      token: TOKEN,
      purge: { url: `${edge.origin}${KEY}`, method: 'PURGE', token: PURGE_TOKEN },
      purgeRetryMs: 10,
      timeoutMs: 2_000,
      log: (l) => lines.push(l),
      ...patch,
    });
  return { store, edge, lines, writer };
}

const stored = (store: Store) => JSON.parse(store.objects.get(KEY)?.text ?? 'null');
const atEdge = async (edge: Edge) => (await fetch(`${edge.origin}${KEY}`)).json();

describe('the object-store config writer', () => {
  it('reads with the ETag and writes with If-Match on it; a stale ETag writes nothing', async () => {
    const { store, writer } = await setUp();
    const w = writer();
    const first = await w.read();
    expect(first).toEqual({ config: { n: 0 }, version: store.objects.get(KEY)?.etag });
    const next = await w.writeIfUnchanged({ n: 1 }, first.version);
    expect(next).toBe(store.objects.get(KEY)?.etag);
    expect(store.seen.at(-1)).toMatchObject({
      method: 'PUT',
      ifMatch: first.version,
      authorization: `Bearer ${TOKEN}`,
      status: 200,
    });
    expect(store.objects.get(KEY)?.cacheControl).toBe('no-cache');
    expect(await w.writeIfUnchanged({ n: 2 }, first.version)).toBeNull();
    expect(store.seen.at(-1)?.status).toBe(412);
    expect(stored(store)).toEqual({ n: 1 });
    expect((await w.read()).version).toBe(next);
  });

  it('lets exactly one of two racing writers win; the other reads again and lands its edit', async () => {
    const { store, writer } = await setUp({ holdPuts: 2 });
    const [a, b] = [writer(), writer()];
    const [ra, rb] = await Promise.all([a.read(), b.read()]);
    const results = await Promise.all([
      a.writeIfUnchanged({ n: 1, by: 'a' }, ra.version),
      b.writeIfUnchanged({ n: 1, by: 'b' }, rb.version),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(store.seen.filter((s) => s.method === 'PUT').map((s) => s.status)).toEqual([200, 412]);

    // through updateConfig: both edits land, the loser having read again
    store.options.holdPuts = 2;
    const before = store.seen.length;
    const bump = (c: { n: number }) => ({ n: c.n + 1 });
    await Promise.all([updateConfig(a, bump), updateConfig(b, bump)]);
    expect(stored(store)).toEqual({ n: 3 }); // 1 after the race above, then both bumps
    const after = store.seen.slice(before);
    expect(after.map((s) => `${s.method} ${s.status}`).sort()).toEqual(
      ['GET 200', 'GET 200', 'GET 200', 'PUT 200', 'PUT 200', 'PUT 412'].sort(),
    );
  });

  it('purges the CDN after a write, so the edge serves the new config', async () => {
    const { edge, writer } = await setUp();
    const w = writer();
    expect(await atEdge(edge)).toEqual({ n: 0 }); // the edge now holds a copy
    await w.writeIfUnchanged({ n: 1 }, (await w.read()).version);
    expect(edge.seen.filter((s) => s.method === 'PURGE')).toEqual([
      { method: 'PURGE', path: KEY, authorization: `Bearer ${PURGE_TOKEN}`, status: 200 },
    ]);
    expect(await atEdge(edge)).toEqual({ n: 1 });
  });

  it('says a failed purge in words and tries again; the write stands either way', async () => {
    const { store, edge, lines, writer } = await setUp();
    const w = writer();
    await atEdge(edge);
    edge.failPurges = 1;
    const v1 = await w.writeIfUnchanged({ n: 1 }, (await w.read()).version);
    expect(v1).not.toBeNull();
    expect(lines).toEqual([
      expect.stringMatching(
        /^purging the CDN's copy \(PURGE http:\/\/127\.0\.0\.1:\d+\/app-config\.json\): HTTP 503: purge queue full; the new config is written \(ETag "\d+-\w+"\) and stays; purge attempt 1 of 3, again in 0 s$/,
      ),
    ]);
    expect(await atEdge(edge)).toEqual({ n: 1 });

    // every attempt fails: the write is not undone, and the log says what the edge still serves
    lines.length = 0;
    edge.failPurges = 3;
    const v2 = await w.writeIfUnchanged({ n: 2 }, v1 ?? '');
    expect(v2).toBe(store.objects.get(KEY)?.etag);
    expect(stored(store)).toEqual({ n: 2 });
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(
      'the purge failed 3 times: the CDN serves its old copy until that copy expires or a purge succeeds',
    );
    expect(await atEdge(edge)).toEqual({ n: 1 });
    // the next write's purge catches up
    await w.writeIfUnchanged({ n: 3 }, v2 ?? '');
    expect(await atEdge(edge)).toEqual({ n: 3 });
  });

  it('gives a clear error when the store does not answer, and nothing is half-written', async () => {
    const { store, writer } = await setUp();
    const w = writer({ timeoutMs: 300 });
    const { version } = await w.read();
    store.options.hang = ['PUT'];
    await expect(w.writeIfUnchanged({ n: 1 }, version)).rejects.toThrow(
      /^writing http:\/\/127\.0\.0\.1:\d+\/app-config\.json: no answer within 0\.3 s; the store keeps the old config or the new one whole, never a mix/,
    );
    expect(store.objects.get(KEY)).toMatchObject({ text: '{"n":0}\n', etag: version });
    store.options.hang = ['GET'];
    await expect(updateConfig(w, () => ({ n: 5 }))).rejects.toThrow(
      /^reading http:\/\/127\.0\.0\.1:\d+\/app-config\.json: no answer within 0\.3 s$/,
    );
    expect(stored(store)).toEqual({ n: 0 });
  });

  it('sends each token only to its own origin and follows no redirect', async () => {
    const { store, edge, lines, writer } = await setUp();
    const w = writer();
    await w.writeIfUnchanged({ n: 1 }, (await w.read()).version);
    expect(store.seen.every((s) => s.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(edge.seen.map((s) => s.authorization)).toEqual([`Bearer ${PURGE_TOKEN}`]);

    const elsewhere = await startEdge(store.origin, TOKEN);
    running.push(elsewhere);
    store.options.redirectTo = `${elsewhere.origin}${KEY}`;
    const refused = await w.read().catch((e: Error) => e.message);
    expect(refused).toMatch(
      /^reading .*: HTTP 307 to http:\/\/127\.0\.0\.1:\d+\/app-config\.json, not followed/,
    );
    expect(elsewhere.seen).toEqual([]);
    expect([refused, ...lines].join('\n')).not.toMatch(/secret/);
  });

  it('refuses a weak or missing ETag in words, since no conditional write could pass', async () => {
    const { store, writer } = await setUp({ etagOnGet: 'weak' });
    await expect(writer().read()).rejects.toThrow(
      /: a weak ETag \(W\/"0-\w+"\): a conditional write needs the store's own strong ETag/,
    );
    store.options.etagOnGet = 'none';
    await expect(writer().read()).rejects.toThrow(/: no ETag: a conditional write needs/);
  });

  it('refuses a URL with credentials or a query, and a token over plain http elsewhere', () => {
    expect(() => checkedUrl('https://user:pw@cdn.example.com/a.json', 'u', false)).toThrow(
      'no credentials or query',
    );
    expect(() =>
      checkedUrl('https://cdn.example.com/a.json?X-Amz-Signature=1', 'u', false),
    ).toThrow('no credentials or query');
    expect(() => checkedUrl('http://cdn.example.com/a.json', 'u', true)).toThrow('https only');
    expect(checkedUrl('http://127.0.0.1:9/a.json', 'u', true).host).toBe('127.0.0.1:9');
    expect(checkedUrl('http://cdn.example.com/a.json', 'u', false).host).toBe('cdn.example.com');
  });
});
