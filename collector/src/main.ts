/** Starts the telemetry collector: `pnpm --filter @adnet/collector start` (README.md). */
import { settingsFromEnv } from './ingest/config';
import { startCollector } from './ingest/server';
import { openDb } from './ingest/store';

const settings = settingsFromEnv();
const db = openDb(settings.dbFile);
const collector = await startCollector({ db, ...settings });
console.log(
  `[collector] ${collector.url} (OTLP/HTTP JSON at ${collector.url}/v1/logs and /v1/metrics, health page ${collector.url}/, db ${settings.dbFile}, origins ${settings.origins.join(' ')})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    collector.close().then(
      () => {
        db.close();
        process.exit(0);
      },
      () => process.exit(1),
    );
  });
}
