/**
 * Which functions a traced load's main-thread time went to: V8's sampler, recorded into the
 * trace by `pnpm bench --only=trace --cpu-profile` (bench/bench-trace.ts), read as self time per
 * function, and printed with the served code at each place (a minified name says little alone).
 * No browser here: bench/bench-profile.test.ts feeds it events.
 */
import { type ProfileNode, pathOf, type TraceEvent } from './bench-trace-summary';

/** A function of a page's script and the main-thread time spent in it (not in its callees). */
export interface HotFunction {
  name: string;
  /** the script's path, `(native)` for a built-in (appendChild, a regular expression…) */
  path: string;
  /** 0-based, as V8 counts: where the function starts in the (minified) file */
  line: number;
  column: number;
  ms: number;
}

/** Frames that are not a function of the page: the sampler's own, idle, GC and unresolved time. */
const NOT_A_FUNCTION = new Set(['(idle)', '(program)', '(root)', '(garbage collector)']);

/**
 * The main thread's self time per function over [navigationStart, navigationStart + usableMs],
 * from the samples V8 wrote into the trace (the `--cpu-profile` option of the trace section),
 * largest first: which function a long task is spent in. A sample counts the time until the
 * next one. At a 4x slower CPU the times are wall time, as the trace's tasks are.
 */
export function hotFunctions(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number; navigationStart: number },
  usableMs: number,
): HotFunction[] {
  const from = thread.navigationStart;
  const to = from + usableMs * 1000;
  const profiles = new Map<
    string,
    { start: number; nodes: Map<number, ProfileNode>; samples: number[]; deltas: number[] }
  >();
  for (const e of events) {
    if (e.name !== 'Profile' || e.pid !== thread.pid || e.tid !== thread.tid || !e.id) continue;
    profiles.set(e.id, {
      start: e.args?.data?.startTime ?? e.ts,
      nodes: new Map(),
      samples: [],
      deltas: [],
    });
  }
  // chunks may come from another thread id than the profile's start: matched by the profile id
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== thread.pid || !e.id) continue;
    const p = profiles.get(e.id);
    const data = e.args?.data;
    if (!p || !data) continue;
    for (const n of data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(data.cpuProfile?.samples ?? []));
    p.deltas.push(...(data.timeDeltas ?? []));
  }
  const self = new Map<string, HotFunction>();
  for (const p of profiles.values()) {
    let at = p.start;
    const times = p.deltas.map((d) => (at += d));
    for (let i = 0; i + 1 < p.samples.length && i + 1 < times.length; i++) {
      const t = times[i] as number;
      const next = times[i + 1] as number;
      const node = p.nodes.get(p.samples[i] as number);
      if (!node || t < from || t >= to) continue;
      const { functionName, url, lineNumber = -1, columnNumber = -1 } = node.callFrame;
      if (NOT_A_FUNCTION.has(functionName)) continue;
      const path = url ? pathOf(url) : '(native)';
      const name = functionName || '(anonymous)';
      const key = `${name} ${path}:${lineNumber}:${columnNumber}`;
      const hot = self.get(key) ?? { name, path, line: lineNumber, column: columnNumber, ms: 0 };
      hot.ms += (Math.min(next, to) - t) / 1000;
      self.set(key, hot);
    }
  }
  return [...self.values()].sort((a, b) => b.ms - a.ms);
}

/**
 * The hottest functions as lines: `  ms  name  path:line:column  code`, where `code` is what the
 * served file has at that place (`codeAt`, undefined where no file is served, as for a
 * built-in; a minified name says little alone).
 */
export function hotLines(
  hot: readonly HotFunction[],
  codeAt: (path: string, line: number, column: number) => string | undefined,
  count = 12,
): string[] {
  return hot.slice(0, count).map((h) => {
    const code = codeAt(h.path, h.line, h.column);
    const where = h.line >= 0 ? `${h.path}:${h.line}:${h.column}` : h.path;
    return `  ${h.ms.toFixed(0).padStart(5)} ms  ${h.name}  ${where}${code ? `  ${code}` : ''}`;
  });
}
