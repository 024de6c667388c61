/**
 * The engines run: the main flows (flows/) in the mobile profile on WebKit and Firefox,
 * with the system's browsers (drivers.ts), against the production builds and the sandbox API
 * on PORT_BASE (servers.ts). Build first (`node scripts/deploy/build-all.mjs`).
 *
 *   pnpm --filter @adnet/e2e engines                   both engines, every flow
 *   PORT_BASE=4500 pnpm --filter @adnet/e2e engines webkit
 *   pnpm --filter @adnet/e2e engines firefox withdrawal   flows whose name has "withdrawal"
 *
 * Ends with one line, `engines: N passed, N failed`, and a non-zero exit on any failure. A
 * failed flow leaves a screenshot in e2e/test-results/engines/ and the next flow gets a new
 * browser; in CI (or with ENGINES_ATTEMPTS=2) a failed flow is tried once more and, if it then
 * passes, is reported as flaky.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIDE_RUN_OFFSETS } from '../../shared/workspace/apps';
import { PORT_BASE } from '../support/env';
import {
  ENGINES,
  type EngineName,
  openFirefox,
  openWebKit,
  type Session,
  startWebKitDriver,
  stopGroup,
} from './drivers';
import { FLOWS } from './flows';
import { startServers } from './servers';

const FLOW_TIMEOUT_MS = 90_000;
/** Tries per flow: in CI a failed flow gets one more, on a new browser, and counts as flaky. */
const ATTEMPTS = Number(process.env.ENGINES_ATTEMPTS) || (process.env.CI ? 2 : 1);
const outDir = join(dirname(fileURLToPath(import.meta.url)), '../test-results/engines');

const args = process.argv.slice(2);
const engines = ENGINES.filter(
  (e) => !args.some((a) => ENGINES.includes(a as EngineName)) || args.includes(e),
);
const words = args.filter((a) => !ENGINES.includes(a as EngineName));
const flows = FLOWS.filter((f) =>
  words.every((w) => f.name.toLowerCase().includes(w.toLowerCase())),
);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no end after ${seconds(ms)}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function main() {
  if (!flows.length) throw new Error(`no flow matches ${words.join(' ')}`);
  mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  const served = await startServers();
  const driverPort = PORT_BASE + SIDE_RUN_OFFSETS.webkitDriver;
  let driver: Awaited<ReturnType<typeof startWebKitDriver>> | undefined;
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  const cleanup = () => {
    stopGroup(driver);
    void served.stop();
  };
  process.once('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  process.once('SIGTERM', () => {
    cleanup();
    process.exit(143);
  });
  try {
    console.log(`servers up in ${seconds(Date.now() - started)} (PORT_BASE ${PORT_BASE})`);
    for (const engine of engines) {
      const engineStart = Date.now();
      const open = async (): Promise<Session> => {
        if (engine === 'webkit') {
          driver ??= await startWebKitDriver(driverPort);
          return openWebKit(driverPort);
        }
        return openFirefox();
      };
      let session: Session | undefined;
      for (const flow of flows) {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          const t0 = Date.now();
          const last = attempt === ATTEMPTS;
          try {
            if (!session) {
              session = await withTimeout(open(), 60_000, `${engine}: starting the browser`);
              console.log(`${engine}: ${session.version}, started in ${seconds(Date.now() - t0)}`);
            }
            const s = session;
            await s.takeErrors();
            await withTimeout(flow.run({ s, gates: served.gates }), FLOW_TIMEOUT_MS, flow.name);
            passed += 1;
            if (attempt > 1) flaky += 1;
            const note = attempt > 1 ? `, passed on attempt ${attempt}: flaky` : '';
            console.log(`  ok    ${engine}  ${flow.name}  (${seconds(Date.now() - t0)}${note})`);
            for (const e of await s.takeErrors()) console.log(`        page: ${e.slice(0, 300)}`);
            break;
          } catch (e) {
            if (last) failed += 1;
            const verdict = last ? 'FAIL ' : 'retry';
            console.log(`  ${verdict} ${engine}  ${flow.name}  (${seconds(Date.now() - t0)})`);
            const message = String((e as Error)?.message ?? e);
            console.log(`        ${message.split('\n').join('\n        ')}`);
            for (const gate of Object.values(served.gates)) gate.open();
            if (session) {
              const file = join(outDir, `${engine}-${FLOWS.indexOf(flow) + 1}-${attempt}.png`);
              await withTimeout(session.screenshot(file), 10_000, 'screenshot')
                .then(() => console.log(`        screenshot: ${file}`))
                .catch(() => undefined);
              // the next attempt or flow gets a new browser
              await withTimeout(session.close(), 15_000, 'closing the browser').catch(
                () => undefined,
              );
              session = undefined;
            }
          }
        }
      }
      await session?.close();
      console.log(`${engine}: ${seconds(Date.now() - engineStart)}`);
    }
  } finally {
    stopGroup(driver);
    await served.stop();
  }
  console.log(`engines run: ${seconds(Date.now() - started)}, ${flaky} flaky`);
  console.log(`engines: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  console.log('engines: 0 passed, 1 failed');
  process.exitCode = 1;
});
