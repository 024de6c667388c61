/**
 * The table `pnpm bench` (bench/bench.ts) prints, federated against SPA: the results of each
 * variant, the taps measured, and the rows of the table for the sections run. The figures and
 * their formats are in bench-figures.ts, who answered a request in bench-requests.ts. No
 * browser here, so bench/bench-report.test.ts covers all of it.
 */

import {
  count,
  kib,
  majority,
  median,
  millis,
  pick,
  ratio,
  secs,
  tapLatency,
  yesNo,
} from './bench-figures';
import type { HotFunction } from './bench-profile';
import type { SecondVisitRun } from './bench-requests';
import type { TraceSummary } from './bench-trace-summary';

/** A traced load's summary; with --cpu-profile, also the functions its time went to. */
export type TracedSummary = TraceSummary & { hot?: HotFunction[] };

export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export interface StartRun {
  requests: number;
  levels: number;
  ready: number;
  lcp: number;
  /** Level → the paths sent at that level. */
  chain?: string[][];
  /** The document's protocol as negotiated. */
  protocol?: string;
}
export interface JsSizes {
  gzip: number;
  sent: number;
  files: number;
}
export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}
export interface VisitRun {
  first: number;
  second: number;
}
export interface OfflineRun {
  /** The navigation ended on the browser's error page. */
  errorPage: boolean;
  /** The app's frame (its header bar) was on the screen. */
  frame: boolean;
  /** The last figures (the ad centre's metrics, with digits) were on the screen. */
  figures: boolean;
}

/** The taps whose latency the bench measures, in the order it prints them. */
export const TAPS = {
  put: 'put (plan detail, "Put now")',
  withdraw: 'withdraw confirm (password keypad)',
  language: 'language confirm (header sheet)',
  periodTab: 'tab switch (ad centre period)',
  planTab: 'tab switch (plan status)',
} as const;
export type Tap = keyof typeof TAPS;

export interface VariantResults {
  js?: JsSizes;
  start: StartRun[];
  lighthouse: LighthouseRun[];
  visits: VisitRun[];
  visitsNoPreload: VisitRun[];
  secondLogin: SecondVisitRun[];
  secondCenter: SecondVisitRun[];
  offline: OfflineRun[];
  taps: Partial<Record<Tap, number[]>>;
  /** Traced loads (the `trace` section): the login's cold start, the ad centre's second visit. */
  trace: { login: TracedSummary[]; second: TracedSummary[] };
}

export const emptyResults = (): VariantResults => ({
  start: [],
  lighthouse: [],
  visits: [],
  visitsNoPreload: [],
  secondLogin: [],
  secondCenter: [],
  offline: [],
  taps: {},
  trace: { login: [], second: [] },
});

/** A row: what, federated, SPA, ratio federated/SPA, goal. */
export type Row = [string, string, string, string, string];

const pair = (a: string, b: string) => `${a} / ${b}`;
const codeNetwork = (runs: SecondVisitRun[]) => median(runs.map((r) => r.code.network)).toString();

/**
 * The rows of the table, federated against SPA, for the measurements present in `fed` and
 * `spa` (a section not run has no row). `remoteEntries` are the remotes' entries, gzip -9 bytes.
 */
export function reportRows(
  fed: VariantResults,
  spa: VariantResults,
  remoteEntries: [string, number][] = [],
): Row[] {
  const rows: Row[] = [];
  if (fed.start.length && spa.start.length) {
    const [fl, sl] = [pick(fed.start, 'lcp'), pick(spa.start, 'lcp')];
    const [fr, sr] = [pick(fed.start, 'ready'), pick(spa.start, 'ready')];
    rows.push(['`/#/login` LCP, throttled', secs(fl), secs(sl), ratio(fl, sl), 'keep ≤ 0.8 s']);
    rows.push([
      'login usable (hydrated), throttled',
      secs(fr),
      secs(sr),
      ratio(fr, sr),
      "≤ the SPA's, and ≤ 2.5 s",
    ]);
  }
  const [fq, sq] = [pick(fed.start, 'requests'), pick(spa.start, 'requests')];
  if (fed.js && spa.js) {
    rows.push([
      'start requests / JS gzip -9',
      pair(count(fq), kib(fed.js.gzip)),
      pair(count(sq), kib(spa.js.gzip)),
      pair(ratio(fq, sq), ratio(fed.js.gzip, spa.js.gzip)),
      '≤ 12 requests; JS ratio ≤ 1.1',
    ]);
    rows.push([
      'start request levels / JS as sent (brotli)',
      pair(count(pick(fed.start, 'levels')), kib(fed.js.sent)),
      pair(count(pick(spa.start, 'levels')), kib(spa.js.sent)),
      pair(
        ratio(pick(fed.start, 'levels'), pick(spa.start, 'levels')),
        ratio(fed.js.sent, spa.js.sent),
      ),
      '–',
    ]);
  } else if (fed.start.length && spa.start.length) {
    rows.push([
      'start requests / request levels',
      pair(count(fq), count(pick(fed.start, 'levels'))),
      pair(count(sq), count(pick(spa.start, 'levels'))),
      pair(ratio(fq, sq), ratio(pick(fed.start, 'levels'), pick(spa.start, 'levels'))),
      '≤ 12 requests',
    ]);
  }
  if (fed.lighthouse.length && spa.lighthouse.length) {
    const lh = (x: LighthouseRun[]) =>
      `${pick(x, 'score')} / ${secs(pick(x, 'lcp'))} / ${millis(pick(x, 'tbt'))} (FCP ${secs(pick(x, 'fcp'))})`;
    rows.push([
      'Lighthouse mobile score / LCP / TBT on `/#/login`',
      lh(fed.lighthouse),
      lh(spa.lighthouse),
      `LCP ${ratio(pick(fed.lighthouse, 'lcp'), pick(spa.lighthouse, 'lcp'))}, TBT ${ratio(pick(fed.lighthouse, 'tbt'), pick(spa.lighthouse, 'tbt'))}`,
      '≥ 97 / ≤ 1.2 s / ≤ 100 ms',
    ]);
  }
  if (fed.visits.length && spa.visits.length) {
    const v = (x: VisitRun[]) => pair(secs(pick(x, 'first')), secs(pick(x, 'second')));
    rows.push([
      '`/#/wallet` first visit after the idle preload / second, throttled',
      v(fed.visits),
      v(spa.visits),
      pair(
        ratio(pick(fed.visits, 'first'), pick(spa.visits, 'first')),
        ratio(pick(fed.visits, 'second'), pick(spa.visits, 'second')),
      ),
      "first ≤ the SPA's",
    ]);
  }
  if (fed.visitsNoPreload.length) {
    rows.push([
      '`/#/wallet` first visit, Save-Data on (no preload), throttled',
      secs(pick(fed.visitsNoPreload, 'first')),
      '–',
      '–',
      '–',
    ]);
  }
  if (remoteEntries.length) {
    rows.push([
      'remote entry, gzip -9',
      remoteEntries.map(([name, size]) => `${name} ${kib(size)}`).join(', '),
      '–',
      '–',
      '≤ 10 KiB',
    ]);
  }
  const second = (label: string, f: SecondVisitRun[], s: SecondVisitRun[], goal: string) => {
    if (!f.length || !s.length) return;
    const [fu, su] = [pick(f, 'usable'), pick(s, 'usable')];
    rows.push([
      label,
      pair(codeNetwork(f), secs(fu)),
      pair(codeNetwork(s), secs(su)),
      pair(
        ratio(median(f.map((r) => r.code.network)), median(s.map((r) => r.code.network))),
        ratio(fu, su),
      ),
      goal,
    ]);
  };
  second(
    'second visit `/#/ad-center` (new tab, same context, logged in): code requests to the network / usable (the kept figures, dated), throttled',
    fed.secondCenter,
    spa.secondCenter,
    '≤ 2 / ≤ 1.0 s',
  );
  const confirmedOf = (runs: SecondVisitRun[]) => median(runs.map((r) => r.confirmed ?? r.usable));
  if (fed.secondCenter.length && spa.secondCenter.length) {
    const [fc, sc] = [confirmedOf(fed.secondCenter), confirmedOf(spa.secondCenter)];
    rows.push([
      'second visit `/#/ad-center`: figures confirmed (the fresh answers in place of the kept ones), throttled',
      secs(fc),
      secs(sc),
      ratio(fc, sc),
      '–',
    ]);
  }
  second(
    'second visit `/#/login` (new tab, same context): code requests to the network / usable, throttled',
    fed.secondLogin,
    spa.secondLogin,
    '≤ 2 / ≤ 1.0 s',
  );
  if (fed.offline.length && spa.offline.length) {
    const o = (x: OfflineRun[]) =>
      `frame shown ${yesNo(majority(x.map((r) => r.frame)))}, last figures shown ${yesNo(majority(x.map((r) => r.figures)))}`;
    rows.push([
      'offline start (`/#/ad-center` reloaded with no network, in the tab of the visit)',
      o(fed.offline),
      o(spa.offline),
      '–',
      'the frame and the last figures, dated',
    ]);
  }
  for (const tap of Object.keys(TAPS) as Tap[]) {
    const f = fed.taps[tap];
    const s = spa.taps[tap];
    if (!f?.length || !s?.length) continue;
    const [fm, sm] = [median(f), median(s)];
    rows.push([
      `INP, ${TAPS[tap]}, 4x CPU`,
      tapLatency(fm),
      tapLatency(sm),
      ratio(fm, sm),
      '≤ 200 ms',
    ]);
  }
  return rows;
}
