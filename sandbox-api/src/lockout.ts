/**
 * Guessing protection, as the production backend must have it (README "Lockout"):
 * 5 wrong transaction passwords in a row lock that merchant's transaction-password checks for
 * 15 minutes; 10 wrong logins in a row for one user name lock logins of that name for 15
 * minutes. While locked, every attempt is refused, the right secret too. A success resets the
 * count; other merchants and names are unaffected.
 *
 * An attempt is counted before its (asynchronous) hash is checked, so a burst of parallel
 * guesses cannot run past the limit: once the count of attempts in flight and failed reaches
 * the limit, further attempts lock at once.
 */
import type { LockoutErrorData } from '@adnet/shared/wire';
import { ApiError, CODE } from './errors';
import { iso } from './time';

export type LockKind = 'pay_password' | 'login';

export interface LockRule {
  /** wrong attempts in a row that lock */
  max: number;
  /** how long a lock lasts */
  ms: number;
}

export const LOCK_RULES: Record<LockKind, LockRule> = {
  pay_password: { max: 5, ms: 15 * 60_000 },
  login: { max: 10, ms: 15 * 60_000 },
};

const LOCK_MSG: Record<LockKind, string> = {
  pay_password: 'too many wrong transaction passwords, try again after',
  login: 'too many wrong passwords for this user name, try again after',
};

interface Counter {
  /** failed attempts plus attempts whose check is still running */
  attempts: number;
  locked_until: number;
}

/** Counters by kind and key (merchant id for the transaction password, lower-cased name for login). */
export class Lockouts {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number) {}

  private key(kind: LockKind, key: string | number): string {
    return `${kind}:${String(key).toLowerCase()}`;
  }

  private locked(kind: LockKind, c: Counter): ApiError {
    const until = c.locked_until;
    const data: LockoutErrorData = {
      error: kind === 'login' ? 'login_locked' : 'pay_password_locked',
      locked_until: iso(until),
      retry_after_seconds: Math.max(1, Math.ceil((until - this.now()) / 1000)),
    };
    return new ApiError(CODE.data, `${LOCK_MSG[kind]} ${data.locked_until}`, data);
  }

  private lock(kind: LockKind, c: Counter): ApiError {
    c.locked_until = this.now() + LOCK_RULES[kind].ms;
    c.attempts = 0;
    return this.locked(kind, c);
  }

  /**
   * Starts an attempt: throws the lockout when the key is locked (or this attempt would go past
   * the limit), otherwise counts it and returns the functions that settle it.
   */
  begin(
    kind: LockKind,
    key: string | number,
  ): { success(): void; failure(): ApiError | null; triesLeft(): number } {
    const k = this.key(kind, key);
    const now = this.now();
    let c = this.counters.get(k);
    if (c && c.locked_until > now) throw this.locked(kind, c);
    if (c && c.locked_until !== 0) {
      // the lock has run out: start over
      c.locked_until = 0;
      c.attempts = 0;
    }
    if (!c) {
      c = { attempts: 0, locked_until: 0 };
      this.counters.set(k, c);
    }
    const counter = c;
    if (counter.attempts >= LOCK_RULES[kind].max) throw this.lock(kind, counter);
    counter.attempts += 1;
    let settled = false;
    return {
      success: () => {
        if (settled) return;
        settled = true;
        if (counter.locked_until <= this.now()) this.counters.delete(k);
      },
      /** the lockout error when this failure reached the limit, else null (a plain wrong answer) */
      failure: () => {
        if (settled) return null;
        settled = true;
        if (counter.locked_until > this.now()) return this.locked(kind, counter);
        return counter.attempts >= LOCK_RULES[kind].max ? this.lock(kind, counter) : null;
      },
      /** wrong attempts still allowed before the lock, counting this one as made */
      triesLeft: () => Math.max(0, LOCK_RULES[kind].max - counter.attempts),
    };
  }

  /** Forgets the counters of a user name's logins and/or a merchant's transaction password. */
  clear(opts: { username?: string; userId?: number } = {}): number {
    if (opts.username === undefined && opts.userId === undefined) {
      const n = this.counters.size;
      this.counters.clear();
      return n;
    }
    let n = 0;
    if (opts.username !== undefined && this.counters.delete(this.key('login', opts.username))) n++;
    if (opts.userId !== undefined && this.counters.delete(this.key('pay_password', opts.userId)))
      n++;
    return n;
  }

  /** The state of one key, for /__test/state. */
  peek(kind: LockKind, key: string | number): { attempts: number; locked_until: string | null } {
    const c = this.counters.get(this.key(kind, key));
    const locked = c && c.locked_until > this.now();
    return { attempts: c?.attempts ?? 0, locked_until: locked ? iso(c.locked_until) : null };
  }
}
