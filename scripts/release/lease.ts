/**
 * One controller per release, wherever it runs: a lease kept beside the config it writes
 * (`<config's real path>.<remote>.release-lease`), created with O_EXCL, holding its holder
 * (pid, host, user, command, since when) and a heartbeat the holder renews at every reading.
 *
 * - **Named by the config, not by the path typed**: the lease's name comes from the config's
 *   real path (symlinks resolved, `realpath`), and it lies in the config's own folder; every path,
 *   link or mount that reaches that config reaches the same lease, and a controller on another
 *   machine that writes the same config (a shared folder) finds it there too.
 * - A second controller finds it, says who holds it and stops. A lease is stale — and taken
 *   over — when its heartbeat is older than the `staleAfterMs` it states (four poll intervals,
 *   at least a minute), when its holder ran on this machine and that process is gone, or when
 *   its holder let it go (stopped by Ctrl+C). Taking over renames the stale file aside first and
 *   checks it was the one judged stale, so two controllers taking over at once cannot both win.
 * - **Liveness**: a live release whose lease is stale, let go or missing is unwatched: a canary
 *   out and no controller. `watchOf` says so, and since when (`pnpm release status`).
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { atomicWrite } from './config-writer';

export interface LeaseHolder {
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
  /** when the holder let it go with its release still live (stopped by a signal, a crash) */
  released?: string;
}

export class LeaseHeldError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LeaseHolder | null,
  ) {
    super(
      holder
        ? `${holder.command} holds ${path}: pid ${holder.pid} on ${holder.host} (${holder.user}), since ${holder.since}, last heard from ${holder.heartbeat}`
        : `${path} is held (unreadable holder)`,
    );
    this.name = 'LeaseHeldError';
  }
}

/** The lease of `remote`'s release of this config, however the config's path is spelled. */
export const leasePathOf = (configFile: string, remote: string) =>
  `${realpathSync(configFile)}.${remote}.release-lease`;

/** True while a process of this machine with that pid exists. */
function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stale rule (see the file's comment). */
export function isStale(
  holder: LeaseHolder | null,
  nowMs: number,
  here = hostname(),
  alive: (pid: number) => boolean = pidAlive,
): boolean {
  if (!holder || holder.released) return true;
  if (holder.host === here && !alive(holder.pid)) return true;
  const last = Date.parse(holder.heartbeat);
  return !Number.isFinite(last) || nowMs - last > holder.staleAfterMs;
}

/** The lease's text and holder; empty text when there is no lease file. */
function readHolder(path: string): { text: string; holder: LeaseHolder | null } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { text: '', holder: null };
  }
  try {
    return { text, holder: JSON.parse(text) as LeaseHolder };
  } catch {
    return { text, holder: null };
  }
}

export interface Lease {
  readonly path: string;
  readonly holder: LeaseHolder;
  /** Renews the heartbeat; throws when another controller took the lease over meanwhile. */
  heartbeat(nowMs?: number): void;
  /** Lets the lease go with the release still live: it stays, marked released, for `watchOf`. */
  release(nowMs?: number): void;
  /** Removes the lease when the release is over (promoted, rolled back, refused). */
  end(): void;
}

function create(path: string, holder: LeaseHolder): boolean {
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

export function acquireLease(
  path: string,
  {
    command,
    staleAfterMs,
    nowMs = Date.now(),
  }: { command: string; staleAfterMs: number; nowMs?: number },
): Lease {
  const now = new Date(nowMs).toISOString();
  const holder: LeaseHolder = {
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
    if (found.text && !isStale(found.holder, nowMs)) throw new LeaseHeldError(path, found.holder);
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
          // the path is someone's lease already
        }
        unlinkSync(aside);
        throw new LeaseHeldError(path, readHolder(path).holder);
      }
      if (moved.text) unlinkSync(aside);
    }
    if (!create(path, holder)) throw new LeaseHeldError(path, readHolder(path).holder);
  }
  const mine = () => readHolder(path).holder?.token === holder.token;
  return {
    path,
    holder,
    heartbeat(at = Date.now()) {
      if (!mine()) throw new LeaseHeldError(path, readHolder(path).holder);
      holder.heartbeat = new Date(at).toISOString();
      atomicWrite(path, `${JSON.stringify(holder, null, 2)}\n`);
    },
    release(at = Date.now()) {
      if (!mine()) return;
      holder.released = new Date(at).toISOString();
      atomicWrite(path, `${JSON.stringify(holder, null, 2)}\n`);
    },
    end() {
      if (mine()) unlinkSync(path);
    },
  };
}

/** Whether a live release has a controller: its holder, or since when it has had none. */
export type Watch =
  | { watched: true; holder: LeaseHolder }
  | { watched: false; holder: LeaseHolder | null; since: string | null };

export function watchOf(
  path: string,
  nowMs: number,
  here = hostname(),
  alive: (pid: number) => boolean = pidAlive,
): Watch {
  const { holder } = readHolder(path);
  if (holder && !isStale(holder, nowMs, here, alive)) return { watched: true, holder };
  return { watched: false, holder, since: holder ? (holder.released ?? holder.heartbeat) : null };
}
