/**
 * How the release controller reads and writes the deployed `app-config.json`: through a small
 * interface, so the same controller drives a local file today and an object store or a CDN's
 * origin tomorrow (docs/release.md, "At scale").
 *
 * - `read()` returns the config with a version (an ETag: here the SHA-256 of the bytes);
 * - `writeIfUnchanged(config, version)` writes only when the stored config is still that
 *   version, else says so: the caller reads again and re-applies its edit (`updateConfig`).
 *
 * The local file is written atomically: a temp file beside it, fsync, rename over the old one,
 * fsync of the folder. A reader (the host's server, a merchant's page) sees the old bytes or the
 * new ones, never half of each, and a crash leaves one of the two.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface ConfigWriter {
  /** Where the config lives, for messages (a path, a bucket key, a URL). */
  readonly where: string;
  read(): Promise<{ config: unknown; version: string }>;
  /**
   * Stores `config` when the stored one is still `version`: the new version, or null when
   * someone else wrote in between (nothing was written).
   */
  writeIfUnchanged(config: unknown, version: string): Promise<string | null>;
}

/** The text a config is stored as: what config-snapshot.ts and serve.ts write too. */
export const configText = (config: unknown) => `${JSON.stringify(config, null, 2)}\n`;

const versionOf = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('base64url');

/** Writes `text` to `file` so that a reader sees the old bytes or the new, never a mix. */
export function atomicWrite(file: string, text: string) {
  const dir = dirname(file);
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}`);
  let mode: number | undefined;
  try {
    mode = statSync(file).mode & 0o777;
  } catch {
    // a new file: the process's default mode
  }
  const fd = openSync(temp, 'wx', mode ?? 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    unlinkSync(temp);
    throw e;
  }
  closeSync(fd);
  renameSync(temp, file);
  // the rename itself is durable once the folder's entry is on disk
  try {
    const dirFd = openSync(dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // a platform that cannot fsync a folder: the rename is still atomic
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A few milliseconds' mutex around compare-and-rename (`<file>.write-lock`, created with
 * O_EXCL), so two writers through this class cannot both pass the version check. One left by a
 * crashed writer is taken after `staleMs`.
 */
async function withWriteMutex<T>(file: string, use: () => T, staleMs = 10_000): Promise<T> {
  const mutex = `${file}.write-lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(mutex, 'wx'));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      try {
        if (Date.now() - statSync(mutex).mtimeMs > staleMs) unlinkSync(mutex);
      } catch {
        // gone meanwhile: try again
      }
      if (attempt > 500) throw new Error(`${mutex} has been held for more than 10 s`);
      await sleep(20);
    }
  }
  try {
    return use();
  } finally {
    unlinkSync(mutex);
  }
}

/** A config in a file on this machine (what scripts/dev/start.sh serves and the e2e run uses). */
export class FileConfigWriter implements ConfigWriter {
  constructor(readonly where: string) {}

  async read() {
    const bytes = readFileSync(this.where);
    return { config: JSON.parse(bytes.toString('utf8')) as unknown, version: versionOf(bytes) };
  }

  writeIfUnchanged(config: unknown, version: string): Promise<string | null> {
    return withWriteMutex(this.where, () => {
      if (versionOf(readFileSync(this.where)) !== version) return null;
      const text = configText(config);
      atomicWrite(this.where, text);
      return versionOf(text);
    });
  }
}

/**
 * Reads, edits and writes back until no one else wrote in between. `edit` returns the new
 * config, or null for "nothing to do" (then nothing is written). Returns the config before and
 * after the write, or null when `edit` declined.
 */
export async function updateConfig<C>(
  writer: ConfigWriter,
  edit: (config: C) => C | null,
  attempts = 10,
): Promise<{ before: C; after: C } | null> {
  for (let i = 0; i < attempts; i++) {
    const { config, version } = await writer.read();
    const before = config as C;
    const after = edit(structuredClone(before));
    if (after === null) return null;
    if ((await writer.writeIfUnchanged(after, version)) !== null) return { before, after };
  }
  throw new Error(`${writer.where} kept changing under ${attempts} attempts to write it`);
}
