import { describe, expect, it } from 'vitest';
import { hotFunctions, hotLines } from './bench-profile';
import type { TraceEvent } from './bench-trace-summary';

const at = (ms: number) => ms * 1000;
const base = { pid: 7, tid: 1 };

describe('hotFunctions: self time per function from the sampler in the trace', () => {
  const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
    functionName,
    url,
    lineNumber,
    columnNumber,
  });
  const profile: TraceEvent[] = [
    { ...base, name: 'navigationStart', ph: 'R', ts: at(1000) },
    {
      ...base,
      name: 'Profile',
      ph: 'P',
      id: '0x1',
      ts: at(990),
      args: { data: { startTime: at(990) } },
    },
    // another renderer's profile, never read
    {
      pid: 9,
      tid: 1,
      name: 'Profile',
      ph: 'P',
      id: '0x1',
      ts: at(990),
      args: { data: { startTime: at(990) } },
    },
    {
      ...base,
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      ts: at(1000),
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, parent: 1, callFrame: frame('(idle)') },
              {
                id: 3,
                parent: 1,
                callFrame: frame('h', 'http://app:1/static/js/index.js', 4, 19585),
              },
              {
                id: 4,
                parent: 3,
                callFrame: frame('r', 'http://app:1/static/js/start.js', 1, 294082),
              },
              { id: 5, parent: 4, callFrame: frame('appendChild') },
            ],
            samples: [3, 3, 4, 2, 5],
          },
          // µs from the sample before; the first from the profile's startTime
          timeDeltas: [at(5), at(10), at(5), at(20), at(30)],
        },
      },
    },
    {
      ...base,
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      ts: at(1100),
      args: {
        data: {
          cpuProfile: {
            nodes: [{ id: 6, parent: 3, callFrame: frame('', 'http://app:1/', 9, 10) }],
            samples: [6, 4, 3],
          },
          timeDeltas: [at(2), at(4), at(500)],
        },
      },
    },
  ];
  // samples at 995 h (before the navigation), 1005 h, 1010 r, 1030 idle, 1060 appendChild,
  // 1062 the page's inline script, 1066 r (to 1566, cut at the window's end, 1200), 1566 h (last)
  const thread = { pid: 7, tid: 1, navigationStart: at(1000) };

  it('sums the time to the next sample per function, within the window, idle and root left out', () => {
    const hot = hotFunctions(profile, thread, 200);
    const byName = Object.fromEntries(hot.map((h) => [`${h.name} ${h.path}`, h.ms]));
    expect(byName).toEqual({
      'r :1/static/js/start.js': 20 + 134,
      'h :1/static/js/index.js': 5,
      'appendChild (native)': 2,
      '(anonymous) :1/': 4,
    });
    expect(hot[0]).toMatchObject({ name: 'r', line: 1, column: 294082 });
  });

  it('reads nothing of another thread, and nothing without a profile', () => {
    expect(hotFunctions(profile, { ...thread, pid: 8 }, 200)).toEqual([]);
    expect(hotFunctions(profile.slice(0, 1), thread, 200)).toEqual([]);
  });
});

describe('hotLines: the hottest functions with the code at their place', () => {
  it('one line each, largest first as given, with the served code where there is a file', () => {
    const lines = hotLines(
      [
        { name: 'r', path: ':1/start.js', line: 1, column: 20, ms: 154.4 },
        { name: 'appendChild', path: '(native)', line: -1, column: -1, ms: 2 },
        { name: 'h', path: ':1/index.js', line: 4, column: 9, ms: 1 },
      ],
      (path, line, column) =>
        path === ':1/start.js' ? `${line}/${column}: function r(){` : undefined,
      2,
    );
    expect(lines).toEqual([
      '    154 ms  r  :1/start.js:1:20  1/20: function r(){',
      '      2 ms  appendChild  (native)',
    ]);
  });
});
