// Production builds of the host and the four remotes, one after the other (2 cores: in
// parallel they only fight over the CPU), with the time each took.
import { spawnSync } from 'node:child_process';

const apps = [
  '@adnet/host',
  '@adnet/remote-adcenter',
  '@adnet/remote-plan',
  '@adnet/remote-wallet',
  '@adnet/remote-messaging',
];
const total = Date.now();
for (const app of apps) {
  const start = Date.now();
  const r = spawnSync('pnpm', ['--filter', app, 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    console.error(`build failed: ${app}`);
    process.exit(r.status ?? 1);
  }
  console.log(`built ${app.padEnd(26)} ${((Date.now() - start) / 1000).toFixed(1)} s`);
}
console.log(`all five apps built in ${((Date.now() - total) / 1000).toFixed(1)} s`);
