/**
 * What an idle sandbox writes: `pnpm --filter @adnet/sandbox-api measure:idle [--merchants 2000]
 * [--seconds 60]`.
 *
 * Starts the sandbox in this process on a fresh data file with the usual 5 s tick, adds merchants
 * (each with its own seeded history, as a registration gives it) until there are `--merchants`,
 * waits until everything is written, then lets the tick run for `--seconds` with no request and
 * prints what the process wrote meanwhile (`/proc/self/io`: `write_bytes`, what reached the disk,
 * and `wchar`, every byte handed to `write()`), and how much the data files grew.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createUser } from '../seed';
import { createSandbox } from '../server';

const { values: args } = parseArgs({
  options: {
    merchants: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
    'tick-ms': { type: 'string', default: '5000' },
  },
});
const MERCHANTS = Number(args.merchants);
const SECONDS = Number(args.seconds);

function io(): { write_bytes: number; wchar: number } {
  const text = readFileSync('/proc/self/io', 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}: (\\d+)`).exec(text)?.[1] ?? 0);
  return { write_bytes: field('write_bytes'), wchar: field('wchar') };
}

function dirBytes(dir: string): number {
  return readdirSync(dir).reduce((n, f) => {
    const s = statSync(join(dir, f));
    return s.isFile() ? n + s.size : n;
  }, 0);
}

const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;

const dir = mkdtempSync(join(tmpdir(), 'sandbox-idle-'));
const sandbox = await createSandbox({
  port: 0,
  dataFile: join(dir, 'state.db'),
  tickMs: Number(args['tick-ms']),
  hashCost: 1024,
});
try {
  const store = sandbox.app.store;
  const seedStarted = Date.now();
  for (let i = store.state.users.length; i < MERCHANTS; i++) {
    const username = `idle${i}`;
    await createUser(
      store,
      {
        username,
        password: 'secret123',
        nickname: 'Idle',
        email: `${username}@example.com`,
        phone: '+8613800138000',
        entry: 'register',
        lang: 'en',
        operatorId: 'OP10086',
        creditScore: 100,
        shopLevel: 1,
        deposit: '0.00',
      },
      Date.now(),
    );
    if (i % 100 === 0) store.changed();
  }
  store.changed();
  await store.flush();
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const plans = store.state.users.reduce((n, u) => n + u.plans.length, 0);
  const ledger = store.state.users.reduce((n, u) => n + u.ledger.length, 0);
  console.log(
    `${store.state.users.length} merchants (${plans} plans, ${ledger} ledger entries) in ${seedSeconds.toFixed(0)} s; data ${mb(dirBytes(dir))}`,
  );

  const tickBefore = store.state.tick;
  const ioBefore = io();
  const filesBefore = dirBytes(dir);
  const cpuBefore = process.cpuUsage();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const ioAfter = io();
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `idle ${SECONDS} s, ${store.state.tick - tickBefore} ticks: write_bytes ${mb(ioAfter.write_bytes - ioBefore.write_bytes)}, ` +
      `wchar ${mb(ioAfter.wchar - ioBefore.wchar)}, data files ${mb(filesBefore)} -> ${mb(dirBytes(dir))}, ` +
      `CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`,
  );
} finally {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
}
