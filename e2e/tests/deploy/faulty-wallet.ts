/**
 * A canary of the wallet for the release specs: a copy of a built wallet (by default the live
 * build, remote-wallet/dist; any folder `buildWalletCopy` made) with the fault a bad deploy
 * has, made in the copy, so no product code carries a switch for it. The manifest's public
 * path is `auto`: served on another port, the copy loads its files from there.
 *
 * - `'render'`: every page of the wallet throws while rendering. Its entry, `./routes` and
 *   page chunks load; each route's `Component` in the built `./routes` chunk is replaced by
 *   one that throws (its page module is still imported, so the code path is the real one).
 * - `'chunks'`: the pages' chunks are gone, as from a CDN that lost them; the entry and
 *   `./routes` still load.
 * - `null`: a healthy copy.
 */
import { cpSync, existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './wallet-build';

export type WalletFault = 'render' | 'chunks';

/** What the patched routes' pages throw. */
export const RENDER_FAULT_MESSAGE = 'wallet canary: render fault';

interface Manifest {
  shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function removeWithCopies(folder: string, file: string) {
  for (const variant of ['', '.gz', '.br']) {
    if (existsSync(join(folder, file + variant))) unlinkSync(join(folder, file + variant));
  }
}

/** The precompressed copies of `file` would serve the unpatched text: they go. */
function dropCompressedCopies(folder: string, file: string) {
  for (const variant of ['.gz', '.br']) {
    if (existsSync(join(folder, file + variant))) unlinkSync(join(folder, file + variant));
  }
}

function breakRendering(into: string, m: Manifest) {
  const routes = m.exposes.find((e) => e.name === 'routes')?.assets.js.sync ?? [];
  let patched = 0;
  for (const file of routes) {
    const path = join(into, file);
    const text = readFileSync(path, 'utf8');
    const count = text.split('Component:').length - 1;
    if (!count) continue;
    const thrower = `Component:()=>{throw Error(${JSON.stringify(RENDER_FAULT_MESSAGE)})},_page:`;
    writeFileSync(path, text.replaceAll('Component:', thrower));
    dropCompressedCopies(into, file);
    patched += count;
  }
  if (!patched) throw new Error(`no route Component found to patch in ${routes.join(', ')}`);
}

function dropPageChunks(into: string, m: Manifest) {
  const keep = new Set([
    ...m.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
    ...m.exposes.flatMap((e) => e.assets.js.sync),
  ]);
  const pages = m.exposes.flatMap((e) => e.assets.js.async).filter((f) => !keep.has(f));
  if (!pages.length) throw new Error('no page chunk found to remove');
  for (const f of pages) removeWithCopies(into, f);
}

/** Copies the wallet build at `from` into `into` with `fault` made in it; returns `into`. */
export function buildFaultyWallet(
  into: string,
  fault: WalletFault | null,
  from = join(root, 'remote-wallet/dist'),
): string {
  if (!existsSync(join(from, 'mf-manifest.json'))) {
    throw new Error(`${from} has no wallet build: run node scripts/deploy/build-all.mjs wallet`);
  }
  cpSync(from, into, { recursive: true });
  const m = JSON.parse(readFileSync(join(into, 'mf-manifest.json'), 'utf8')) as Manifest;
  if (fault === 'render') breakRendering(into, m);
  if (fault === 'chunks') dropPageChunks(into, m);
  return into;
}
