/**
 * A second real build of the wallet for the deploy specs, made from this checkout into its own
 * dist folder (remote-wallet/<dist>) when missing or older than the live build, labelled as a
 * preview (`ADNET_BUILD_LABEL=canary`). Returns the folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export function buildWalletCopy(dist: string): string {
  const folder = join(root, 'remote-wallet', dist);
  const live = join(root, 'remote-wallet/dist/mf-manifest.json');
  const liveTime = existsSync(live) ? statSync(live).mtimeMs : 0;
  const manifest = join(folder, 'mf-manifest.json');
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= liveTime) return folder;
  execFileSync('pnpm', ['--filter', '@adnet/remote-wallet', 'build'], {
    cwd: root,
    env: { ...process.env, ADNET_BUILD_LABEL: 'canary', ADNET_DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return folder;
}
