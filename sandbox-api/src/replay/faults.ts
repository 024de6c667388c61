/**
 * The network between the app's API client and the sandbox, with faults, for the replay test:
 * the client's `fetch` goes through `faultyFetch`, which sends the request on with Node's own
 * fetch and applies the fault set for the next call of a path.
 *
 * - `drop-before`: the connection fails before the request leaves (the server sees nothing);
 * - `drop-after`: the server takes the request and answers, the answer is lost;
 * - `timeout`: the server takes it, the answer comes after the client's timeout;
 * - `hold`: the server takes it, the answer is held until `release()` (a reload or a logout
 *   happens meanwhile).
 */

export type Fault = 'none' | 'drop-before' | 'drop-after' | 'timeout' | 'hold';

/** A seeded PRNG (mulberry32): the same seed, the same runs. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const realFetch = globalThis.fetch.bind(globalThis);
const planned = new Map<string, Fault[]>();
const held: (() => void)[] = [];
/** Requests the server received, by path (whatever became of their answers). */
const reached = new Map<string, number>();

/** How many requests of `path` the server has received so far. */
export function reachedCount(path: string) {
  return reached.get(path) ?? 0;
}

/** The next calls of `path` meet these faults, in order. */
export function plan(path: string, ...faults: Fault[]) {
  planned.set(path, [...(planned.get(path) ?? []), ...faults]);
}

export function clearFaults() {
  planned.clear();
}

/** Lets every held answer go (to a page that no longer waits for it). */
export function release() {
  for (const go of held.splice(0)) go();
}

function abortError(signal: AbortSignal | null | undefined) {
  return signal?.reason ?? new DOMException('aborted', 'AbortError');
}

export async function faultyFetch(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const fault = planned.get(url.pathname)?.shift() ?? 'none';
  if (fault === 'drop-before') throw new TypeError('fetch failed (dropped before sending)');
  const signal = init?.signal;
  // the server takes it whatever the client does next (a request on the wire is not recalled)
  const answer = await realFetch(input, { ...init, signal: undefined });
  const body = await answer.text();
  // counted once its answer is in hand, so a held one is held before anyone sees it counted
  reached.set(url.pathname, (reached.get(url.pathname) ?? 0) + 1);
  const response = () => new Response(body, { status: answer.status, headers: answer.headers });
  if (fault === 'none') return response();
  if (fault === 'drop-after') throw new TypeError('fetch failed (answer lost)');
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) reject(abortError(signal));
    signal?.addEventListener('abort', () => reject(abortError(signal)), { once: true });
    // `timeout`: never answered before the client gives up; `hold`: until released
    if (fault === 'hold') held.push(() => resolve(response()));
  });
}
