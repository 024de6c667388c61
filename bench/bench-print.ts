/**
 * What `pnpm bench` (bench/bench.ts) prints once it has measured: the machine, the method,
 * and per target (serve.ts, nginx) the table federated against SPA (bench/bench-report.ts), who
 * answered the second visits' requests and the federated start level by level. Markdown, for
 * docs/performance.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus, release, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../scripts/serving/browser';
import { BASE, FEW_RUNS, RUNS } from './bench-options';
import { hotLines } from './bench-profile';
import { markdownTable, reportRows, type VariantResults } from './bench-report';
import { secondVisitDetail } from './bench-requests';
import type { Target, Variant } from './bench-run';
import { remoteEntrySizes, servedCode } from './bench-servers';
import { requestLines, traceRows } from './bench-trace-summary';

export function printReport(
  targets: readonly Target[],
  measured: readonly Record<Variant, VariantResults>[],
  buildSeconds: { federated: number; spa: number } | null,
  withNginx: boolean,
): void {
  const chromiumPath = chromiumExecutable() ?? chromium.executablePath();
  const chromiumVersion = execFileSync(chromiumPath, ['--version']).toString().trim();
  // nginx -v writes to stderr
  const nginxVersion = withNginx
    ? spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim()
    : '';
  const cpu = cpus();
  console.log(`
Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}; Node ${process.version}; ${chromiumVersion}; Lighthouse 12.8.2 (Lighthouse 13 needs Node 22).
Command: pnpm bench ${process.argv.slice(2).join(' ')} (PORT_BASE=${BASE}), ${new Date().toISOString()}.
Method: medians of ${RUNS} cold runs (a fresh browser context each) for the start and Lighthouse,
${FEW_RUNS} for the remote route, the second visit and the taps; federated and SPA interleaved.
"Throttled": DevTools' Slow 4G (562.5 ms RTT, 1.44 Mbit/s down) and a 4x slower CPU through CDP,
service workers' own fetches throttled alike. Levels: rounds of requests in a row before the
login is usable (bench/bench-start.ts). Remote route: logged in, /#/ad-center, 15 s idle, then
/#/wallet until its total assets show (first visit), back until the ad centre's fresh figures
are in, and again (second). Second visit: a
first visit unthrottled (the login 5 s, the ad centre 15 s after it is usable, a service worker
active if one registered), then a new tab of the same context, throttled; "code requests to the
network": requests to the host's and remotes' origins sent before the page was usable and
answered neither by a service worker nor by the HTTP cache (a 304 counts). Offline start: a third
tab with the context offline. Taps: INP's measure of one interaction (Event Timing), touch, 4x
CPU, no network throttling.${buildSeconds ? `\nBuild: all five apps ${buildSeconds.federated.toFixed(1)} s, the SPA variant ${buildSeconds.spa.toFixed(1)} s.` : ''}
`);

  const HEADER = ['figure', 'federated', 'SPA', 'ratio', 'goal'];
  for (const [i, target] of targets.entries()) {
    const r = measured[i] as Record<Variant, VariantResults>;
    const protocol = r.federated.start[0]?.protocol;
    const negotiated = protocol ? `; protocol negotiated: ${protocol}` : '';
    console.log(
      target.label === 'nginx'
        ? `\n### Behind nginx (deploy/nginx/), HTTP/2 with TLS, ${nginxVersion}${negotiated}\n`
        : `\n### Served by scripts/serving/serve.ts (HTTP/1.1, localhost)${negotiated}\n`,
    );
    const entries = target.sections.has('js') ? remoteEntrySizes() : [];
    console.log(markdownTable(HEADER, reportRows(r.federated, r.SPA, entries)));
    const details = [
      secondVisitDetail('Second visit of the ad centre, federated', r.federated.secondCenter),
      secondVisitDetail('Second visit of the ad centre, SPA', r.SPA.secondCenter),
      secondVisitDetail('Second visit of the login, federated', r.federated.secondLogin),
      secondVisitDetail('Second visit of the login, SPA', r.SPA.secondLogin),
    ].filter(Boolean);
    if (details.length) console.log(`\n${details.map((d) => `- ${d}`).join('\n')}`);
    for (const [load, what] of [
      ['login', 'a cold /#/login start'],
      ['second', "a merchant's second visit of /#/ad-center, to its kept figures"],
    ] as const) {
      const [f, s] = [r.federated.trace[load], r.SPA.trace[load]];
      if (!f.length && !s.length) continue;
      console.log(
        `\nWhere the time of ${what} goes, throttled, from its trace (medians; bench/traces/):\n`,
      );
      console.log(markdownTable(['traced load', 'federated', 'SPA'], traceRows(f, s)));
      for (const [variant, runs] of [
        ['federated', f],
        ['SPA', s],
      ] as const) {
        const requests = runs[0]?.requests ?? [];
        if (requests.length)
          console.log(
            `\nIts requests, ${variant} (first run):\n${requestLines(requests).join('\n')}`,
          );
        const hot = runs[0]?.hot ?? [];
        if (hot.length)
          console.log(
            `\nIts hottest functions, ${variant} (first run; main-thread self time, --cpu-profile):\n${hotLines(hot, servedCode).join('\n')}`,
          );
      }
    }
    const chain = r.federated.start[0]?.chain ?? [];
    if (chain.length) console.log('\nThe federated start, level by level (first run):');
    for (const [l, paths] of chain.entries()) {
      const shown = paths.slice(0, 5).join(' ');
      console.log(`  ${l + 1}: ${paths.length} × ${shown}${paths.length > 5 ? ' …' : ''}`);
    }
  }
}
