// Deploy in place without breaking open tabs: Rsbuild empties dist/ on every build, which
// would take the hashed chunks of the previous build away from a tab that still runs it (its
// remote entry asks for chunks it has not loaded yet). scripts/deploy/build-all.mjs therefore moves
// dist/static/ aside before an app's build and puts back, after it, every file the new build
// did not write again that is younger than KEEP_ASSETS_DAYS (default 7) days — with its own
// mtime, so a file's age counts from the last build that produced it. Only static/ is kept:
// its names carry content hashes, so an old file never shadows a new one. index.html,
// mf-manifest.json and the rest are the new build's alone.
//
// A real deployment does the same by uploading without deleting (docs/deploy.md).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

export const KEEP_DAYS = Number(process.env.KEEP_ASSETS_DAYS ?? 7);

function* walk(dir, rel = '') {
  for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const path = join(rel, entry.name);
    if (entry.isDirectory()) yield* walk(dir, path);
    else if (entry.isFile()) yield path;
  }
}

/** Moves `dist/static` aside (beside dist/, same file system); returns where, or undefined. */
export function setAside(dist) {
  const from = join(dist, 'static');
  if (!existsSync(from)) return undefined;
  const aside = join(dirname(dist), `.kept-${Date.now().toString(36)}`);
  renameSync(from, aside);
  return aside;
}

/**
 * Puts back into `dist/static` the files of `aside` that the new build did not write and
 * that are younger than `days`; removes `aside`. Returns how many were kept and dropped.
 */
export function restore(dist, aside, days = KEEP_DAYS, now = Date.now()) {
  const result = { kept: 0, dropped: 0 };
  if (!aside || !existsSync(aside)) return result;
  const target = join(dist, 'static');
  const maxAge = days * 24 * 3600 * 1000;
  const move = (rel, mtime) => {
    const to = join(target, rel);
    if (existsSync(to) || !existsSync(join(aside, rel))) return;
    mkdirSync(dirname(to), { recursive: true });
    renameSync(join(aside, rel), to);
    if (mtime) utimesSync(to, mtime, mtime);
  };
  // Decided per file; its compressed copies (.br, .gz) follow it.
  for (const rel of walk(aside)) {
    if (/\.(?:br|gz)$/.test(rel)) continue;
    const copies = [`${rel}.br`, `${rel}.gz`];
    if (existsSync(join(target, rel))) {
      // The new build wrote it again: same name, same content, so its compressed copies
      // are still right; dated now so scripts/deploy/compress.mjs does not redo them.
      for (const copy of copies) move(copy, new Date(now));
      continue;
    }
    if (now - statSync(join(aside, rel)).mtimeMs > maxAge) {
      result.dropped += 1;
      continue;
    }
    move(rel);
    for (const copy of copies) move(copy);
    result.kept += 1;
  }
  rmSync(aside, { recursive: true, force: true });
  return result;
}

/** Left-overs of a build that died between setAside and restore: put back, then removed. */
export function recover(dist) {
  const appDir = dirname(dist);
  if (!existsSync(appDir)) return;
  for (const name of readdirSync(appDir)) {
    if (name.startsWith('.kept-')) {
      if (existsSync(dist)) restore(dist, join(appDir, name));
      else rmSync(join(appDir, name), { recursive: true, force: true });
    }
  }
}
