import { describe, expect, it } from 'vitest';
import { mainThreadOf, summarize, type TraceEvent } from './bench-trace-summary';

const at = (ms: number) => ms * 1000;
const base = { pid: 7, tid: 1 };
const task = (startMs: number, durMs: number): TraceEvent => ({
  ...base,
  name: 'RunTask',
  ph: 'X',
  ts: at(startMs),
  dur: at(durMs),
});
const ev = (name: string, startMs: number, durMs: number, url?: string): TraceEvent => ({
  ...base,
  name,
  ph: 'X',
  ts: at(startMs),
  dur: at(durMs),
  ...(url ? { args: { data: { url } } } : {}),
});

const events: TraceEvent[] = [
  { ...base, name: 'navigationStart', ph: 'R', ts: at(1000) },
  // another renderer's page, never read
  {
    pid: 9,
    tid: 1,
    name: 'ParseHTML',
    ph: 'X',
    ts: at(900),
    dur: 1000,
    args: { beginData: { url: 'http://other/' } },
  },
  {
    ...base,
    name: 'ParseHTML',
    ph: 'X',
    ts: at(1010),
    dur: at(5),
    args: { beginData: { url: 'http://app:1/' } },
  },
  task(1005, 20),
  ev('ParseHTML', 1010, 5),
  // a long task: 80 ms of script in two files, with a nested call counted once, and a task
  // event inside it (as Chromium nests RunTask in ThreadControllerImpl::RunTask) not counted again
  task(1100, 100),
  task(1101, 98),
  ev('EvaluateScript', 1100, 60, 'http://app:1/static/js/index.js'),
  ev('FunctionCall', 1110, 30, 'http://app:1/static/js/index.js'),
  ev('v8.compile', 1160, 20, 'http://app:1/static/js/lib.js'),
  ev('Layout', 1185, 10),
  // a task straddling the end of the window (usable at 400 ms → 1400)
  task(1390, 40),
  ev('Paint', 1390, 40),
];

describe('where the start went, from its trace', () => {
  it('finds the main thread of the page and its navigation start', () => {
    expect(mainThreadOf(events, 'http://app:1/#/login')).toEqual({
      pid: 7,
      tid: 1,
      navigationStart: at(1000),
    });
    expect(mainThreadOf(events, 'http://nowhere:2/')).toBeUndefined();
  });

  it('splits busy time by kind, the rest idle, long tasks and their blocking time', () => {
    const thread = mainThreadOf(events, 'http://app:1/') ?? { pid: 0, tid: 0, navigationStart: 0 };
    const s = summarize(events, thread, 400);
    expect(s.busy).toBe(20 + 100 + 10);
    expect(s.byKind).toEqual({
      script: 80,
      parse: 5,
      styleLayout: 10,
      paint: 10,
      gc: 0,
      other: 25,
    });
    expect(s.idle).toBe(400 - 130);
    expect(s.longTasks).toBe(1);
    expect(s.blocking).toBe(50);
    expect(s.scripts).toEqual([
      [':1/static/js/index.js', 60],
      [':1/static/js/lib.js', 20],
    ]);
  });
});
