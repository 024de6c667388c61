import { describe, expect, it } from 'vitest';
import {
  emptyResults,
  markdownTable,
  type OfflineRun,
  reportRows,
  type VariantResults,
} from './bench-report';
import { type SecondVisitRun, secondVisitDetail } from './bench-requests';

describe('the table', () => {
  const visit = (network: number, usable: number, controlled = false): SecondVisitRun => ({
    usable,
    controlled,
    code: {
      total: 40,
      network,
      revalidated: 3,
      serviceWorker: 0,
      httpCache: 40 - network,
      failed: 0,
    },
    other: { total: 4, network: 4, revalidated: 0, serviceWorker: 0, httpCache: 0, failed: 0 },
    codeFromNetwork: ['/ 304', '/app-config.json 200'],
  });
  const offline = (frame: boolean, figures: boolean): OfflineRun => ({
    errorPage: !frame,
    frame,
    figures,
  });
  const fed: VariantResults = {
    ...emptyResults(),
    js: { gzip: 219.5 * 1024, sent: 190 * 1024, files: 38 },
    start: [
      { requests: 40, levels: 3, ready: 5340, lcp: 700 },
      { requests: 41, levels: 3, ready: 5500, lcp: 720 },
      { requests: 39, levels: 3, ready: 5000, lcp: 680 },
    ],
    lighthouse: [{ score: 93, fcp: 1400, lcp: 2550, tbt: 111 }],
    visits: [{ first: 2590, second: 620 }],
    secondCenter: [visit(7, 1900), visit(5, 2100), visit(6, 2000)],
    offline: [offline(true, true), offline(true, false), offline(true, true)],
    taps: { put: [120, 96, 104], withdraw: [0, 0, 24] },
  };
  const spa: VariantResults = {
    ...emptyResults(),
    js: { gzip: 170.1 * 1024, sent: 150 * 1024, files: 10 },
    start: [{ requests: 10, levels: 3, ready: 2930, lcp: 1420 }],
    lighthouse: [{ score: 100, fcp: 800, lcp: 1860, tbt: 0 }],
    visits: [{ first: 1390, second: 610 }],
    secondCenter: [visit(3, 1000)],
    offline: [offline(false, false)],
    taps: { put: [80], withdraw: [40] },
  };

  it('has a row per measured figure, federated against SPA, with the ratio and the goal', () => {
    const rows = reportRows(fed, spa, [['wallet', 19.8 * 1024]]);
    const byName = Object.fromEntries(rows.map((r) => [r[0], r.slice(1)]));
    expect(byName['`/#/login` LCP, throttled']).toEqual([
      '0.70 s',
      '1.42 s',
      '0.49',
      'keep ≤ 0.8 s',
    ]);
    expect(byName['login usable (hydrated), throttled']).toEqual([
      '5.34 s',
      '2.93 s',
      '1.82',
      "≤ the SPA's, and ≤ 2.5 s",
    ]);
    expect(byName['start requests / JS gzip -9']?.slice(0, 3)).toEqual([
      '40 / 219.5 KiB',
      '10 / 170.1 KiB',
      '4.00 / 1.29',
    ]);
    expect(byName['Lighthouse mobile score / LCP / TBT on `/#/login`']?.slice(0, 2)).toEqual([
      '93 / 2.55 s / 111 ms (FCP 1.40 s)',
      '100 / 1.86 s / 0 ms (FCP 0.80 s)',
    ]);
    expect(byName['Lighthouse mobile score / LCP / TBT on `/#/login`']?.[2]).toBe(
      'LCP 1.37, TBT –',
    );
    expect(
      byName['`/#/wallet` first visit after the idle preload / second, throttled']?.slice(0, 3),
    ).toEqual(['2.59 s / 0.62 s', '1.39 s / 0.61 s', '1.86 / 1.02']);
    expect(byName['remote entry, gzip -9']?.[0]).toBe('wallet 19.8 KiB');
    const second = rows.find((r) => r[0].startsWith('second visit `/#/ad-center`'));
    expect(second?.slice(1, 4)).toEqual(['6 / 2.00 s', '3 / 1.00 s', '2.00 / 2.00']);
    expect(
      byName[
        'offline start (`/#/ad-center` reloaded with no network, in the tab of the visit)'
      ]?.slice(0, 2),
    ).toEqual(['frame shown yes, last figures shown yes', 'frame shown no, last figures shown no']);
    expect(byName['INP, put (plan detail, "Put now"), 4x CPU']?.slice(0, 3)).toEqual([
      '104 ms',
      '80 ms',
      '1.30',
    ]);
    expect(byName['INP, withdraw confirm (password keypad), 4x CPU']?.slice(0, 2)).toEqual([
      '< 16 ms',
      '40 ms',
    ]);
  });

  it('leaves out what was not measured (no Lighthouse, no second visit, no taps)', () => {
    const rows = reportRows(
      { ...fed, lighthouse: [], secondCenter: [], offline: [], taps: {} },
      { ...spa, lighthouse: [], secondCenter: [], offline: [], taps: {} },
    );
    const names = rows.map((r) => r[0]);
    expect(names.some((n) => n.startsWith('Lighthouse'))).toBe(false);
    expect(names.some((n) => n.startsWith('second visit'))).toBe(false);
    expect(names.some((n) => n.startsWith('INP'))).toBe(false);
    expect(names.some((n) => n.startsWith('remote entry'))).toBe(false);
    expect(names).toContain('`/#/login` LCP, throttled');
  });

  it('without the JS sizes, counts the start requests with their levels', () => {
    const rows = reportRows({ ...fed, js: undefined }, { ...spa, js: undefined });
    expect(rows.find((r) => r[0] === 'start requests / request levels')?.slice(1, 4)).toEqual([
      '40 / 3',
      '10 / 3',
      '4.00 / 1.00',
    ]);
  });

  it('with the JS sizes but no start measured, the counts read as a dash', () => {
    const rows = reportRows({ ...fed, start: [] }, { ...spa, start: [] });
    expect(rows.find((r) => r[0] === 'start requests / JS gzip -9')?.slice(1, 4)).toEqual([
      '– / 219.5 KiB',
      '– / 170.1 KiB',
      '– / 1.29',
    ]);
    expect(rows.some((r) => r[0].includes('LCP, throttled'))).toBe(false);
  });

  it('prints Markdown, and the second visit in detail', () => {
    expect(markdownTable(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
    expect(secondVisitDetail('federated', [visit(6, 2000, true)])).toBe(
      'federated: code requests 40 — network 6 (304: 3), service worker 0, HTTP cache 34, failed 0; other requests (API) 4 — network 4, service worker 0; controlled by a service worker: yes; from the network (first run): / 304, /app-config.json 200',
    );
    expect(secondVisitDetail('SPA', [])).toBe('');
  });
});
