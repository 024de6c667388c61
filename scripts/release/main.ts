/**
 * `pnpm release`: ships a canary and sees it through, rolls one back, or shows where every
 * remote's release stands (usage: options.ts; what it does: controller.ts, operator.ts;
 * docs/release.md).
 */
import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { type AuditLine, appendAudit, auditFileOf, readAudit } from '@adnet/collector/audit';
import { canarySessionsSince, releaseVerdict } from '@adnet/collector/release';
import { openStore } from '@adnet/collector/stores';
import type { ReleaseConfig } from './config-edit';
import { type ConfigWriter, FileConfigWriter } from './config-writer';
import { objectWriter } from './config-writer-target';
import { freshSnapshot, runRelease } from './controller';
import { gate } from './gates';
import { acquireLease, LeaseHeldError, leasePathOf, watchOf } from './lease';
import { NO_NOTIFIER, type Notifier, webhookNotifier } from './notify';
import { formatStatus, rollback, statusRows } from './operator';
import { type Command, parseCommand, USAGE, UsageError } from './options';
import { preflight } from './preflight';
import { formatTimeline, releaseLines } from './timeline';
import { sentence } from './words';

const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const log = (line: string) => console.log(`${stamp()}  ${line}`);
const who = () => `${userInfo().username} on ${hostname()}`;

/** A decision: its audit line, its sentence in the log, its notice to the webhook. */
const recorder = (auditFile: string, notifier: Notifier) => (line: AuditLine) => {
  appendAudit(auditFile, line);
  log(sentence(line));
  notifier.send(line);
};

/** The longest the deliveries still under way may hold up the exit, once the release is over. */
const DRAIN_MS = 10_000;

async function run(command: Exclude<Command, { kind: 'help' }>): Promise<number> {
  if (!command.object && !existsSync(command.config)) {
    console.error(`no config at ${command.config} (--config, or APP_CONFIG)`);
    return 2;
  }
  const writer: ConfigWriter = command.object
    ? objectWriter(command.object, command.config, log)
    : new FileConfigWriter(command.config);
  if (command.kind === 'timeline') {
    const audit = readAudit(auditFileOf(command.config));
    const lines = releaseLines(audit, command.remote, command.version);
    if (command.json) console.log(JSON.stringify({ timeline: lines }, null, 2));
    else process.stdout.write(formatTimeline(lines, command.remote));
    return 0;
  }
  if (command.kind === 'status') {
    const audit = readAudit(auditFileOf(command.config));
    const rows = statusRows((await writer.read()).config as ReleaseConfig, audit, (remote) =>
      watchOf(leasePathOf(command.config, remote), Date.now()),
    );
    if (command.json) console.log(JSON.stringify({ releases: rows }, null, 2));
    else process.stdout.write(formatStatus(rows, Date.now()));
    return 0;
  }
  // the verdict's telemetry: the collector's database, or ClickHouse with --store clickhouse
  // (then the client is loaded; a rollback or a gate reads no verdict and never loads it); the
  // audit and the lease stay beside the config either way
  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    store = await openStore(command.kind === 'run' ? command.store : 'sqlite', {
      db: command.db,
      auditFile: auditFileOf(command.config),
    });
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const notifier = command.webhook ? webhookNotifier(command.webhook, { log }) : NO_NOTIFIER;
  const record = recorder(auditFileOf(command.config), notifier);
  try {
    if (command.kind === 'gate') {
      return await gate(
        command.remote,
        command.gate,
        {
          writer,
          record,
          actor: `${who()} via pnpm release ${command.remote} ${command.gate}`,
          now: Date.now,
          log,
          snapshot: freshSnapshot,
        },
        command.reason,
      );
    }
    if (command.kind === 'rollback') {
      return await rollback(command.remote, {
        writer,
        record,
        actor: `${who()} via pnpm release --rollback`,
        now: Date.now,
        log,
        snapshot: freshSnapshot,
      });
    }
    const lease = acquireLease(leasePathOf(command.config, command.remote), {
      command: `pnpm release ${command.remote} --version ${command.version}`,
      staleAfterMs: Math.max(60_000, 4 * command.intervalMs),
    });
    const stop = (signal: string) => {
      lease.release();
      log(`stopped by ${signal}; the canary stays as it is: run the same command to resume`);
      process.exit(130);
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
    try {
      const code = await runRelease(command, {
        writer,
        record,
        actor: `release controller (pid ${process.pid}, ${who()})`,
        now: Date.now,
        sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
        log,
        preflight: (manifest) => preflight(manifest, command.host),
        judge: (q) => releaseVerdict(store, q, { promoteSessions: command.promoteSessions }),
        sessions: (q) => canarySessionsSince(store, q),
        snapshot: freshSnapshot,
        heartbeat: () => lease.heartbeat(),
      });
      lease.end();
      return code;
    } catch (e) {
      lease.release(); // a crash: the release stays live and is unwatched from now
      throw e;
    }
  } finally {
    await store.close();
    await notifier.drain(DRAIN_MS);
  }
}

async function main(): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${e.message}\n${USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  try {
    return await run(command);
  } catch (e) {
    if (e instanceof LeaseHeldError) {
      console.error(`refused: another controller runs this release: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
