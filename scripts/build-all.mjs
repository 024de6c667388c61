// Production builds of the host and the four remotes, one after the other (2 cores: in
// parallel they only fight over the CPU), with the time each took. With MF_DTS=1 the remotes
// also publish their federated types (dist/@mf-types.zip), and this checks they did.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const apps = [
  ['@adnet/host', 'host'],
  ['@adnet/remote-adcenter', 'remote-adcenter'],
  ['@adnet/remote-plan', 'remote-plan'],
  ['@adnet/remote-wallet', 'remote-wallet'],
  ['@adnet/remote-messaging', 'remote-messaging'],
];
const withTypes = process.env.MF_DTS === '1';
const total = Date.now();
for (const [app, dir] of apps) {
  const start = Date.now();
  const r = spawnSync('pnpm', ['--filter', app, 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    console.error(`build failed: ${app}`);
    process.exit(r.status ?? 1);
  }
  if (withTypes && dir !== 'host' && !existsSync(`${dir}/dist/@mf-types.zip`)) {
    console.error(`${app}: no federated types in dist/@mf-types.zip`);
    process.exit(1);
  }
  console.log(`built ${app.padEnd(26)} ${((Date.now() - start) / 1000).toFixed(1)} s`);
}
console.log(
  `all five apps built in ${((Date.now() - total) / 1000).toFixed(1)} s${withTypes ? ' (with federated types)' : ''}`,
);
