import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atomicWrite, type ConfigWriter, FileConfigWriter, updateConfig } from './config-writer';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'adnet-writer-'));
  file = join(dir, 'app-config.json');
  writeFileSync(file, JSON.stringify({ n: 0 }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Config = { n: number; by?: string[] };

describe('the config writer', () => {
  it('writes atomically: the new text in place, no temp file left beside it', () => {
    atomicWrite(file, '{"n":1}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n');
    expect(readdirSync(dir)).toEqual(['app-config.json']);
  });

  it('writes only over the version it read; a stale version writes nothing', async () => {
    const writer = new FileConfigWriter(file);
    const first = await writer.read();
    const next = await writer.writeIfUnchanged({ n: 1 }, first.version);
    expect(next).not.toBeNull();
    expect(await writer.writeIfUnchanged({ n: 2 }, first.version)).toBeNull();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ n: 1 });
    expect((await writer.read()).version).toBe(next);
    expect(readdirSync(dir)).toEqual(['app-config.json']);
  });

  it('re-applies an edit on the config as someone else left it, losing neither write', async () => {
    const file_ = new FileConfigWriter(file);
    let cutIn = true;
    // someone writes between this writer's read and its write, once
    const racing: ConfigWriter = {
      where: file,
      read: () => file_.read(),
      async writeIfUnchanged(config, version) {
        if (cutIn) {
          cutIn = false;
          const { version: v } = await file_.read();
          await file_.writeIfUnchanged({ n: 10, by: ['operator'] }, v);
        }
        return file_.writeIfUnchanged(config, version);
      },
    };
    const done = await updateConfig<Config>(racing, (c) => ({
      ...c,
      n: c.n + 1,
      by: [...(c.by ?? []), 'controller'],
    }));
    expect(done?.after).toEqual({ n: 11, by: ['operator', 'controller'] });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      n: 11,
      by: ['operator', 'controller'],
    });
  });

  it('lets many writers at once each land their edit', async () => {
    const edits = Array.from({ length: 8 }, () =>
      updateConfig<Config>(new FileConfigWriter(file), (c) => ({ ...c, n: c.n + 1 }), 100),
    );
    await Promise.all(edits);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ n: 8 });
  });

  it('writes nothing when the edit declines', async () => {
    const before = readFileSync(file, 'utf8');
    expect(await updateConfig(new FileConfigWriter(file), () => null)).toBeNull();
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
