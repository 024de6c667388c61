/**
 * The config asked for with the page (docs/offline.md, "The config with the page"). Every start
 * of the app reads `app-config.json` from the network first (decision 0033), but the page can
 * only ask for it once it has arrived: one more round trip on a phone's network before any
 * remote can load. The worker sees the navigation a round trip earlier, so it sends the
 * config's read then, beside the page's, and answers the page's own read with it. The config is
 * still the network's, read for this very load; only its request leaves sooner.
 *
 * The read is kept for the page that navigation makes (its client id) and is answered once; a
 * read nobody took within `EARLY_READ_MAX_AGE_MS` is dropped.
 */

/** A read the page has not taken by then is not used (the page asks the network itself). */
export const EARLY_READ_MAX_AGE_MS = 10_000;

interface Pending {
  response: Promise<Response>;
  at: number;
}

export class EarlyReads {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Sends `read` for the page that will be `clientId` (a navigation's resulting client). */
  start(clientId: string | undefined, read: () => Promise<Response>): void {
    this.prune();
    if (!clientId) return;
    const response = read();
    // a read the page never takes must not surface as an unhandled rejection
    response.catch(() => undefined);
    this.pending.set(clientId, { response, at: this.now() });
  }

  /** The read sent for this page, once; undefined when none is pending or it is too old. */
  take(clientId: string | undefined): Promise<Response> | undefined {
    this.prune();
    if (!clientId) return undefined;
    const found = this.pending.get(clientId);
    this.pending.delete(clientId);
    return found?.response;
  }

  /** How many reads wait for their page (for tests). */
  get size(): number {
    return this.pending.size;
  }

  private prune() {
    const now = this.now();
    for (const [id, p] of this.pending) {
      if (now - p.at > EARLY_READ_MAX_AGE_MS) this.pending.delete(id);
    }
  }
}

export interface EarlyAnswerDeps {
  /** the kept copy, if any */
  kept: () => Promise<Response | undefined>;
  /** keeps a good answer for the offline start */
  keep: (response: Response) => Promise<void>;
  /** how long the network may take before the kept copy answers */
  timeoutMs: number;
  /** extends the fetch event's life for the keeping */
  waitUntil: (p: Promise<unknown>) => void;
}

const TIMED_OUT = Symbol('timed out');

/**
 * The page's read of the config answered from the read sent with its navigation, as the
 * worker's network-first rule answers any other: the network's answer when it comes within
 * `timeoutMs` (a 200 is kept for the offline start), else the kept copy; with no kept copy,
 * whatever the network answers in the end.
 */
export async function answerEarly(
  early: Promise<Response>,
  deps: EarlyAnswerDeps,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), deps.timeoutMs);
  });
  let first: Response | typeof TIMED_OUT | undefined;
  try {
    first = await Promise.race([early, timeout]);
  } catch {
    first = undefined;
  } finally {
    clearTimeout(timer);
  }
  if (first instanceof Response) {
    if (first.status === 200) deps.waitUntil(deps.keep(first.clone()).catch(() => undefined));
    return first;
  }
  const kept = await deps.kept();
  if (kept) return kept;
  if (first === TIMED_OUT) return early.catch(() => Response.error());
  return Response.error();
}
