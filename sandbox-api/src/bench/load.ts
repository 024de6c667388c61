/**
 * The sandbox's load test: `pnpm --filter @adnet/sandbox-api load [--clients 50] [--seconds 60]`.
 *
 * Starts the sandbox in test mode on a fresh data file (its automatic tick on, so plans move
 * while the clients work), registers one merchant per client, funds it and gives it a card and a
 * transaction password, then lets every client call the API in a loop for the run's length: the
 * wallet, the plan list, the ledger, the user, the unread count, reading notifications, puts and
 * withdrawals. It prints answers per second, the latency percentiles and the errors (an HTTP
 * status other than 200 or an envelope code other than 200, a refused put of a plan that is no
 * longer waiting aside), then checks that money is conserved: every wallet's available balance
 * equals the sum of its ledger, and its total the sum of its parts, before and after a restart of
 * the sandbox on the same data. The exit code is 1 when a check fails or a call errs.
 *
 * `--sandbox <dir>` runs another checkout's `sandbox-api` (to compare with an older store);
 * `--data <file>` keeps the data file there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  call,
  checkWallets,
  type Merchant,
  PAY_PASSWORD_MD5,
  properties,
  resent,
  setBase,
  setUp,
} from './load-api';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    sandbox: { type: 'string' },
    data: { type: 'string' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const SANDBOX_DIR = resolve(args.sandbox ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
const tempDir = args.data ? null : mkdtempSync(join(tmpdir(), 'sandbox-load-'));
const DATA = resolve(args.data ?? join(tempDir!, 'state.db'));

interface Server {
  url: string;
  child: ChildProcess;
}

/** Starts `node --import tsx src/main.ts` (one process, so /proc/<pid>/io is the server's). */
function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SANDBOX_DIR,
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_DATA: DATA,
      SANDBOX_TEST_MODE: '1',
      SANDBOX_TICK_MS: '5000',
      SANDBOX_LOG: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /\[sandbox-api\] (http:\/\/\S+)/.exec(out);
      if (m) resolveStart({ url: m[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)));
  });
}

function stopServer(s: Server): Promise<void> {
  return new Promise((r) => {
    s.child.removeAllListeners('exit');
    s.child.once('exit', () => r());
    s.child.kill('SIGTERM');
  });
}

function writeBytes(pid: number): number | null {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    return Number(/write_bytes: (\d+)/.exec(io)?.[1]);
  } catch {
    return null;
  }
}

interface Tally {
  answers: number;
  errors: number;
  latencies: number[];
  byPath: Map<string, number>;
  firstErrors: string[];
}

/** The plan refusals a put may meet when another call or the tick got there first. */
const EXPECTED_PUT_REFUSALS = new Set(['plan_not_puttable', 'duplicate_request']);

async function client(m: Merchant, until: number, tally: Tally, seq: { n: number }) {
  while (Date.now() < until) {
    const roll = Math.random();
    let method: 'GET' | 'POST' = 'GET';
    let path: string;
    let body: Record<string, unknown> | undefined;
    if (roll < 0.3) path = '/user/property';
    else if (roll < 0.45) {
      path = '/plan/order/list';
      body = { page: 1, size: 10 };
    } else if (roll < 0.6) {
      path = '/transaction_flow/list';
      body = { page: 1, size: 10 };
    } else if (roll < 0.7) path = '/user/info';
    else if (roll < 0.78) {
      method = 'POST';
      path = '/user/notifications/unread_count';
    } else if (roll < 0.83) {
      method = 'POST';
      path = '/user/notifications/read';
      body = { all: true };
    } else if (roll < 0.93) {
      // a put of a waiting plan, when there is one (the look-up is not counted)
      const list = await call<{ list: { id: number; lowest_amount: string }[] }>(
        'GET',
        '/plan/order/list',
        { status: 'wait_put', page: 1, size: 1 },
        m.token,
      ).catch(() => null);
      const plan = list?.env?.data?.list?.[0];
      if (!plan) continue;
      method = 'POST';
      path = '/plan/order/put';
      body = {
        id: plan.id,
        amount: plan.lowest_amount,
        request_id: `put-${m.username}-${seq.n++}`,
      };
    } else {
      method = 'POST';
      path = '/user/withdraw';
      body = {
        amount: '1.00',
        method: 'bank_card',
        password: PAY_PASSWORD_MD5,
        request_id: `wd-${m.username}-${seq.n++}`,
      };
    }
    const started = performance.now();
    let failed: string | null = null;
    try {
      const { status, env } = await call(method, path, body, m.token);
      const refusal = (env?.data as { error?: string } | null)?.error;
      if (!env) failed = `HTTP ${status}`;
      else if (
        env.code !== 200 &&
        !(path === '/plan/order/put' && refusal && EXPECTED_PUT_REFUSALS.has(refusal))
      )
        failed = `${env.code} ${env.msg}`;
    } catch (err) {
      failed = String(err);
    }
    tally.latencies.push(performance.now() - started);
    tally.answers += 1;
    tally.byPath.set(path, (tally.byPath.get(path) ?? 0) + 1);
    if (failed) {
      tally.errors += 1;
      if (tally.firstErrors.length < 5) tally.firstErrors.push(`${path}: ${failed}`);
    }
  }
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

let server = await startServer();
setBase(server.url);
let failedChecks = 0;
try {
  console.log(
    `sandbox ${server.url} (${SANDBOX_DIR}, data ${DATA}); ${CLIENTS} clients, ${SECONDS} s`,
  );
  const merchants: Merchant[] = [];
  for (let i = 0; i < CLIENTS; i += 5) {
    const batch = Array.from({ length: Math.min(5, CLIENTS - i) }, (_, k) => setUp(i + k));
    merchants.push(...(await Promise.all(batch)));
  }
  const tally: Tally = { answers: 0, errors: 0, latencies: [], byPath: new Map(), firstErrors: [] };
  const writtenBefore = writeBytes(server.child.pid!);
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const seq = { n: 0 };
  await Promise.all(merchants.map((m) => client(m, until, tally, seq)));
  const elapsed = (Date.now() - started) / 1000;
  const writtenAfter = writeBytes(server.child.pid!);
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  console.log(
    `answers ${tally.answers} in ${elapsed.toFixed(1)} s: ${(tally.answers / elapsed).toFixed(0)}/s; ` +
      `latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; errors ${tally.errors}`,
  );
  if (writtenBefore !== null && writtenAfter !== null)
    console.log(
      `server wrote ${((writtenAfter - writtenBefore) / 1e6).toFixed(1)} MB to disk during the run`,
    );
  console.log(`calls: ${[...tally.byPath.entries()].map(([p, n]) => `${p} ${n}`).join(', ')}`);
  console.log(`calls sent again on a new connection: ${resent.count}`);
  for (const e of tally.firstErrors) console.log(`  error: ${e}`);
  if (tally.errors > 0) failedChecks += 1;

  // let the tick's writes of the last moment land, then check and restart
  const bad = await checkWallets(merchants);
  console.log(
    `money: ${merchants.length - bad.length}/${merchants.length} wallets equal to their ledger`,
  );
  for (const b of bad.slice(0, 5)) console.log(`  ${JSON.stringify(b)}`);
  if (bad.length) failedChecks += 1;

  // stop the tick from moving between the two readings: read, restart, read again at once
  const before = await properties(merchants);
  await stopServer(server);
  server = await startServer();
  setBase(server.url);
  const after = await properties(merchants);
  const changed = before.filter((p, i) => p !== after[i]).length;
  const badAfter = await checkWallets(merchants);
  console.log(
    `after a restart: ${merchants.length - changed}/${merchants.length} wallets as before ` +
      `(a tick in between may move a plan), ${merchants.length - badAfter.length} equal to their ledger`,
  );
  if (badAfter.length) failedChecks += 1;
} finally {
  await stopServer(server);
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
process.exit(failedChecks ? 1 : 0);
