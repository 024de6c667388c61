/**
 * One controller per remote and config: a lock file beside the config
 * (`app-config.json.<remote>.release-lock`), created with O_EXCL, holding who holds it (pid,
 * host, user, command, since when) and a heartbeat the holder renews at every poll.
 *
 * A second controller finds it, says who holds it and stops. A lock is stale — and taken over —
 * when its heartbeat is older than the `staleAfterMs` it states (four poll intervals, at least a
 * minute), or when its holder ran on this machine and that process is gone. Taking over renames
 * the stale file aside first and checks it was the one judged stale, so two controllers taking
 * over at once cannot both win.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { atomicWrite } from './config-writer';

export interface LockHolder {
  pid: number;
  host: string;
  user: string;
  command: string;
  /** ISO times */
  since: string;
  heartbeat: string;
  staleAfterMs: number;
  /** tells this holder's file from one written after it by another */
  token: string;
}

export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      holder
        ? `${holder.command} holds ${path}: pid ${holder.pid} on ${holder.host} (${holder.user}), since ${holder.since}, last heard from ${holder.heartbeat}`
        : `${path} is held (unreadable holder)`,
    );
    this.name = 'LockHeldError';
  }
}

export const lockPathOf = (configFile: string, remote: string) =>
  `${configFile}.${remote}.release-lock`;

/** True while a process of this machine with that pid exists. */
function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stale-lock rule (see the file's comment). */
export function isStale(
  holder: LockHolder | null,
  nowMs: number,
  here = hostname(),
  alive: (pid: number) => boolean = pidAlive,
): boolean {
  if (!holder) return true;
  if (holder.host === here && !alive(holder.pid)) return true;
  const last = Date.parse(holder.heartbeat);
  return !Number.isFinite(last) || nowMs - last > holder.staleAfterMs;
}

/** The lock's text and holder; empty text when there is no lock file. */
function readHolder(path: string): { text: string; holder: LockHolder | null } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { text: '', holder: null };
  }
  try {
    return { text, holder: JSON.parse(text) as LockHolder };
  } catch {
    return { text, holder: null };
  }
}

export interface Lock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Renews the heartbeat; throws when another controller took the lock over meanwhile. */
  heartbeat(nowMs?: number): void;
  /** Removes the lock file if it is still this holder's. */
  release(): void;
}

function create(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

export function acquireLock(
  path: string,
  {
    command,
    staleAfterMs,
    nowMs = Date.now(),
  }: { command: string; staleAfterMs: number; nowMs?: number },
): Lock {
  const now = new Date(nowMs).toISOString();
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    user: userInfo().username,
    command,
    since: now,
    heartbeat: now,
    staleAfterMs,
    token: randomBytes(8).toString('hex'),
  };
  if (!create(path, holder)) {
    const found = readHolder(path);
    if (found.text && !isStale(found.holder, nowMs)) throw new LockHeldError(path, found.holder);
    if (found.text) {
      const aside = `${path}.stale-${holder.token}`;
      try {
        renameSync(path, aside);
      } catch {
        // gone meanwhile: the create below decides
      }
      const moved = readHolder(aside);
      if (moved.text && moved.text !== found.text) {
        // another controller took it over between our read and our rename: give it back
        // (link fails if a third one has created the path since, which then holds it)
        try {
          linkSync(aside, path);
        } catch {
          // the path is someone's lock already
        }
        unlinkSync(aside);
        throw new LockHeldError(path, readHolder(path).holder);
      }
      if (moved.text) unlinkSync(aside);
    }
    if (!create(path, holder)) throw new LockHeldError(path, readHolder(path).holder);
  }
  const mine = () => readHolder(path).holder?.token === holder.token;
  return {
    path,
    holder,
    heartbeat(at = Date.now()) {
      if (!mine()) throw new LockHeldError(path, readHolder(path).holder);
      holder.heartbeat = new Date(at).toISOString();
      atomicWrite(path, `${JSON.stringify(holder, null, 2)}\n`);
    },
    release() {
      if (mine()) unlinkSync(path);
    },
  };
}
