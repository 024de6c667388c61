/**
 * A second real build of the wallet for the deploy specs, made from this checkout into its own
 * dist folder (remote-wallet/<dist>) when missing or older than the live build, labelled as a
 * preview (`ADNET_BUILD_LABEL=canary`). Returns the folder.
 *
 * The build runs beside the worker, not in it: a synchronous build held the worker's event loop
 * for 20 s, the sandbox closed the idle keep-alive connection meanwhile, and the test's next
 * call to it failed ("fetch failed") on that closed socket.
 */
import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export async function buildWalletCopy(dist: string): Promise<string> {
  const folder = join(root, 'remote-wallet', dist);
  const live = join(root, 'remote-wallet/dist/mf-manifest.json');
  const liveTime = existsSync(live) ? statSync(live).mtimeMs : 0;
  const manifest = join(folder, 'mf-manifest.json');
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= liveTime) return folder;
  try {
    await promisify(execFile)('pnpm', ['--filter', '@adnet/remote-wallet', 'build'], {
      cwd: root,
      env: { ...process.env, ADNET_BUILD_LABEL: 'canary', ADNET_DIST_DIR: dist },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`the wallet's ${dist} build failed:\n${stderr ?? error}`);
  }
  return folder;
}
