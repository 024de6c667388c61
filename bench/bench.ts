/**
 * `pnpm bench`: the federated build against an SPA variant of the same code, every figure
 * side by side with the ratio. A benchmark, not a test (it takes many minutes; not part of
 * scripts/test.sh). What it does, in order:
 *
 * 1. Builds all five apps (skip with --no-build) and the SPA variant of the host: the same
 *    host with federation off, its bootstrap imported directly and each remote's `routes`
 *    module a lazy chunk of the same build (bench/spa/rsbuild.config.ts), into
 *    host/dist-spa.
 * 2. Serves them as `scripts/serving/serve.ts` does (precompressed, the production headers, HTTP/1.1)
 *    with the sandbox API: the federated host on PORT_BASE (default 3900), the SPA on
 *    PORT_BASE + 12 (SIDE_RUN_OFFSETS.benchSpa of shared/workspace/apps.ts, above the apps'
 *    offsets); with --nginx also behind the tested nginx configuration over HTTP/2 with TLS,
 *    the apps at their offsets from PORT_BASE + 46 and the SPA at + 58 (bench/bench-nginx.ts).
 * 3. Measures, interleaving the two variants run by run, medians (the sections of --only;
 *    bench/bench-run.ts):
 *    - js: JS of a cold `/#/login`: gzip -9 of every script, and as sent (the encoded bodies);
 *    - start: requests and request levels before the login is usable (bench/bench-start.ts),
 *      LCP and the time the login is usable (hydrated), under DevTools' "Slow 4G" and a 4x
 *      slower CPU (CDP Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate;
 *      service workers throttled too, bench/bench-workers.ts);
 *    - lighthouse: Lighthouse 12.8 (Lighthouse 13 needs Node 22; this runs on Node 20),
 *      mobile, simulated throttling: score, FCP, LCP, TBT;
 *    - visits: a remote route (`/#/wallet`, until its balance shows) visited from
 *      `/#/ad-center`: the first visit (after the idle preload had its chance) and the second,
 *      same throttling; and the first with Save-Data (no preload), federated only;
 *    - second: the second visit in a new tab of the same browser context (caches and service
 *      workers kept), throttled: the login for a visitor, the ad centre for a merchant; the
 *      code requests that reached the network and the time to usable (bench/bench-visits.ts);
 *      then the app opened with no network: the browser's error page, or the frame and the
 *      last figures;
 *    - taps: the latency (as INP counts it) of the main taps at 4x CPU (bench/bench-taps.ts).
 *    Behind nginx: start, lighthouse, visits and second (what the server changes).
 * 4. Prints the machine, the method and the tables (Markdown, for docs/performance.md;
 *    bench/bench-print.ts).
 *
 * Usage: pnpm bench [--no-build] [--runs=5] [--skip-lighthouse] [--only=start,second,…] [--nginx]
 *        [--cpu-profile]
 * (read in bench/bench-options.ts; the builds, servers and browser: bench/bench-servers.ts)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appOrigin } from '../shared/workspace/ports';
import {
  BASE,
  FEDERATED_URL,
  NGINX_PORT,
  NGINX_SECTIONS,
  noBuild,
  root,
  SPA_DIST,
  SPA_URL,
  sections,
  withNginx,
} from './bench-options';
import { printReport } from './bench-print';
import type { VariantResults } from './bench-report';
import { measure, type Target, type Variant } from './bench-run';
import { APP_DIRS, build, launch, startTopology } from './bench-servers';
import type { AppTarget } from './bench-visits';
import { throttleServiceWorkers } from './bench-workers';

// bench-nginx loads serve.ts, which reads PORT_BASE: import it after bench-options has set it.
const { startNginxTls } = await import('./bench-nginx');

const buildSeconds = noBuild ? null : build();
const spaDist = join(root, 'host', SPA_DIST);
if (!existsSync(spaDist)) {
  throw new Error(`host/${SPA_DIST} is missing: run pnpm bench without --no-build once`);
}
const local: AppTarget[] = [
  {
    url: FEDERATED_URL,
    codeOrigins: (Object.keys(APP_DIRS) as (keyof typeof APP_DIRS)[]).map((name) =>
      appOrigin(name, 'localhost', BASE),
    ),
  },
  { url: SPA_URL, codeOrigins: [SPA_URL] },
];
const topo = await startTopology();
const nginx = withNginx ? await startNginxTls(NGINX_PORT, spaDist) : undefined;
const browser = await launch(nginx ? [nginx.chromiumFlag] : []);
await throttleServiceWorkers(browser);
const targets: Target[] = [
  {
    label: 'serve.ts',
    apps: { federated: local[0] as AppTarget, SPA: local[1] as AppTarget },
    sections,
    lighthouseFlags: [],
  },
];
if (nginx) {
  targets.push({
    label: 'nginx',
    apps: {
      federated: { url: nginx.federatedUrl, codeOrigins: nginx.codeOrigins },
      SPA: { url: nginx.spaUrl, codeOrigins: [nginx.spaUrl] },
    },
    sections: new Set(NGINX_SECTIONS.filter((s) => sections.has(s))),
    lighthouseFlags: [nginx.chromiumFlag],
  });
}
const measured: Record<Variant, VariantResults>[] = [];
try {
  for (const target of targets) measured.push(await measure(browser, target));
} finally {
  await browser.close().catch(() => {});
  await nginx?.close();
  await topo.close();
}

printReport(targets, measured, buildSeconds, Boolean(nginx));
