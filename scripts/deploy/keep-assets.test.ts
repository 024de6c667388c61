import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restore, setAside } from './keep-assets.mjs';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function put(path: string, text: string, daysOld = 0) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const t = new Date(Date.now() - daysOld * 24 * 3600 * 1000);
  utimesSync(path, t, t);
}

describe('keep-assets', () => {
  it('keeps hashed files of earlier builds younger than the limit, with their copies', () => {
    dir = mkdtempSync(join(tmpdir(), 'keep-test-'));
    const dist = join(dir, 'dist');
    const js = (name: string) => join(dist, 'static/js', name);
    put(js('old.1111111111.js'), 'old', 2);
    put(js('old.1111111111.js.br'), 'old-br', 2);
    put(js('stale.2222222222.js'), 'stale', 10);
    put(js('stale.2222222222.js.gz'), 'stale-gz', 1);
    put(js('same.3333333333.js'), 'same', 1);
    put(js('same.3333333333.js.br'), 'same-br', 1);
    put(join(dist, 'mf-manifest.json'), 'old manifest');

    const aside = setAside(dist);
    // what Rsbuild's build does: an empty dist/, then the new files
    rmSync(dist, { recursive: true });
    put(js('same.3333333333.js'), 'same');
    put(js('new.4444444444.js'), 'new');
    put(join(dist, 'mf-manifest.json'), 'new manifest');

    expect(restore(dist, aside, 7)).toEqual({ kept: 1, dropped: 1 });
    expect(existsSync(js('old.1111111111.js'))).toBe(true);
    expect(existsSync(js('old.1111111111.js.br'))).toBe(true);
    expect(existsSync(js('stale.2222222222.js'))).toBe(false);
    expect(existsSync(js('stale.2222222222.js.gz'))).toBe(false);
    expect(existsSync(js('same.3333333333.js.br'))).toBe(true);
    expect(existsSync(js('new.4444444444.js'))).toBe(true);
    expect(aside && existsSync(aside)).toBe(false);
  });
});
