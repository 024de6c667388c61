/** Starts the sandbox API: `pnpm --filter @adnet/sandbox-api start` (settings: README.md). */
import { optionsFromEnv } from './config';
import { createSandbox } from './server';

const options = optionsFromEnv();
const sandbox = await createSandbox(options);
console.log(
  `[sandbox-api] ${sandbox.url} (data ${options.dataFile}${options.testMode ? ', test mode' : ''}, tick ${options.tickMs} ms, origins ${options.origins?.join(' ')})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
