/**
 * Where a start's time goes, read from a Chromium performance trace (bench/bench-trace.ts
 * records it): the renderer's main thread from navigation start to the moment the page was
 * usable, each top-level task split by what ran in it — script (compile, evaluate, call, the
 * microtasks), parse (HTML, style sheets), style and layout, paint, garbage collection — and the
 * rest of the time idle, which on a throttled start is the wait for the network. Long tasks
 * (over 50 ms) and their blocking time (the part over 50 ms, what TBT adds up) are counted, and
 * the script time is given per script URL. No browser here: bench/bench-trace-summary.test.ts
 * feeds it events.
 */

/** One trace event as Chromium writes it (the fields read here). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: { url?: string; frame?: string } & Partial<ProfileData>;
    beginData?: { url?: string };
  };
}

/** What V8's sampler writes into a trace (`disabled-by-default-v8.cpu_profiler`). */
export interface ProfileData {
  /** µs on the trace's clock, in the `Profile` event. */
  startTime: number;
  /** In each `ProfileChunk`: the call tree's new nodes and the samples taken since the last. */
  cpuProfile: { nodes?: ProfileNode[]; samples?: number[] };
  /** µs from the sample before (the first: from startTime). */
  timeDeltas: number[];
}

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

export const KINDS = ['script', 'parse', 'styleLayout', 'paint', 'gc', 'other'] as const;
export type Kind = (typeof KINDS)[number];

const KIND_OF: Record<string, Kind> = {
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.produceCache': 'script',
  'V8.CompileCode': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  UpdateLayoutTree: 'styleLayout',
  RecalculateStyles: 'styleLayout',
  Layout: 'styleLayout',
  UpdateLayerTree: 'styleLayout',
  PrePaint: 'styleLayout',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  BlinkGC: 'gc',
};

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface TraceSummary {
  /** ms from navigation start to usable (the window read). */
  window: number;
  /** ms the main thread was in a task. */
  busy: number;
  /** busy time by what ran, ms (the part of a task no known event covers is "other"). */
  byKind: Record<Kind, number>;
  /** ms the main thread was not in a task: the wait for the network, mostly. */
  idle: number;
  /** tasks over 50 ms, and the sum of their parts over 50 ms. */
  longTasks: number;
  blocking: number;
  /** script ms by URL (path only), largest first. */
  scripts: [string, number][];
  /** The load's requests sent before usable, when the recorder read them. */
  requests?: TracedRequest[];
}

/**
 * A request of a traced load: path, sent and answered (ms from navigation start). Resource
 * Timing cannot tell who answered (a page a service worker controls has a workerStart for every
 * request, answered by the worker or not): the `second` section's detail says that.
 */
export interface TracedRequest {
  path: string;
  start: number;
  end: number;
}

/** The requests of a load as lines, in the order sent: `  start–end ms path`. */
export function requestLines(requests: readonly TracedRequest[]): string[] {
  return [...requests]
    .sort((a, b) => a.start - b.start)
    .map((r) => `  ${r.start}–${r.end} ms ${r.path}`);
}

/** The renderer main thread that parsed `pageUrl`'s HTML, and its navigation start (µs). */
export function mainThreadOf(
  events: readonly TraceEvent[],
  pageUrl: string,
): { pid: number; tid: number; navigationStart: number } | undefined {
  const origin = new URL(pageUrl).origin;
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(origin),
  );
  if (!parse) return undefined;
  const navs = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === parse.pid &&
      e.tid === parse.tid &&
      e.ts <= parse.ts,
  );
  const nav = navs.at(-1);
  return nav ? { pid: parse.pid, tid: parse.tid, navigationStart: nav.ts } : undefined;
}

export const pathOf = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return url || '(inline)';
  }
};

/**
 * Sums the main thread of `thread` over [navigationStart, navigationStart + usableMs]. A task is
 * counted from where it starts in the window to where it ends or the window does.
 */
export function summarize(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number; navigationStart: number },
  usableMs: number,
): TraceSummary {
  const from = thread.navigationStart;
  const to = from + usableMs * 1000;
  const own = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.dur !== undefined &&
        e.ts < to &&
        e.ts + (e.dur ?? 0) > from,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const scripts = new Map<string, number>();
  let busy = 0;
  let longTasks = 0;
  let blocking = 0;
  const clip = (start: number, end: number) =>
    Math.max(0, Math.min(end, to) - Math.max(start, from));
  // a task inside another (RunTask within ThreadControllerImpl::RunTask) is counted once
  let taskReach = Number.NEGATIVE_INFINITY;
  for (const task of own) {
    if (!TOP_LEVEL.has(task.name) || task.ts < taskReach) continue;
    const end = task.ts + (task.dur ?? 0);
    taskReach = end;
    const taskTime = clip(task.ts, end);
    busy += taskTime;
    if ((task.dur ?? 0) > 50_000) {
      longTasks += 1;
      blocking += (task.dur ?? 0) - 50_000;
    }
    // The outermost known event at each instant of the task says what ran then.
    let covered = 0;
    let reach = task.ts;
    for (const e of own) {
      if (e === task || e.ts < task.ts || e.ts >= end) continue;
      const kind = KIND_OF[e.name];
      if (!kind || e.ts < reach) continue;
      const eEnd = Math.min(e.ts + (e.dur ?? 0), end);
      const t = clip(e.ts, eEnd);
      byKind[kind] += t;
      covered += t;
      reach = eEnd;
      if (kind === 'script') {
        const url = e.args?.data?.url ?? '';
        const key = pathOf(url);
        scripts.set(key, (scripts.get(key) ?? 0) + t);
      }
    }
    byKind.other += Math.max(0, taskTime - covered);
  }
  const ms = (us: number) => us / 1000;
  return {
    window: usableMs,
    busy: ms(busy),
    byKind: Object.fromEntries(KINDS.map((k) => [k, ms(byKind[k])])) as Record<Kind, number>,
    idle: Math.max(0, usableMs - ms(busy)),
    longTasks,
    blocking: ms(blocking),
    scripts: [...scripts]
      .map(([u, t]) => [u, ms(t)] as [string, number])
      .sort((a, b) => b[1] - a[1]),
  };
}

const KIND_LABEL: Record<Kind, string> = {
  script: 'script (compile, evaluate, calls)',
  parse: 'parse (HTML, style sheets)',
  styleLayout: 'style and layout',
  paint: 'paint and commit',
  gc: 'garbage collection',
  other: 'other work in tasks',
};

const med = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0
    ? Number.NaN
    : s.length % 2
      ? (s[m] as number)
      : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const msCell = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '–');

/** Rows [what, federated, SPA] of the traced starts, medians of each figure. */
export function traceRows(
  federated: readonly TraceSummary[],
  spa: readonly TraceSummary[],
): [string, string, string][] {
  const row = (what: string, f: (s: TraceSummary) => number): [string, string, string] => [
    what,
    msCell(med(federated.map(f))),
    msCell(med(spa.map(f))),
  ];
  const top = (runs: readonly TraceSummary[]) =>
    (runs[0]?.scripts ?? [])
      .slice(0, 3)
      .map(([u, t]) => `${u} ${t.toFixed(0)} ms`)
      .join(', ') || '–';
  return [
    row('navigation start → usable', (s) => s.window),
    row('main thread idle (waiting for the network)', (s) => s.idle),
    row('main thread busy', (s) => s.busy),
    ...KINDS.map((k) => row(`  ${KIND_LABEL[k]}`, (s) => s.byKind[k])),
    [
      'long tasks (> 50 ms) / their blocking time',
      `${med(federated.map((s) => s.longTasks))} / ${msCell(med(federated.map((s) => s.blocking)))}`,
      `${med(spa.map((s) => s.longTasks))} / ${msCell(med(spa.map((s) => s.blocking)))}`,
    ],
    ['most script time (first run)', top(federated), top(spa)],
  ];
}
