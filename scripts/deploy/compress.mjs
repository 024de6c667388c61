#!/usr/bin/env node
// Writes brotli (.br) and gzip (.gz) copies of an app's text assets beside them, for servers
// that send a precompressed copy per Accept-Encoding (scripts/serving/serve.ts through sirv, nginx
// `gzip_static` and `brotli_static`, a CDN or bucket with Content-Encoding metadata).
//
//   node scripts/deploy/compress.mjs remote-wallet/dist [host/dist …]
//
// Text assets: .js .mjs .css .html .json .svg (no source maps, no app-config.json, which is
// deployment data and not in dist). A copy is kept only when smaller than the file; a copy
// already newer than its file is not redone (kept chunks of earlier builds, see
// scripts/deploy/keep-assets.mjs). scripts/deploy/build-all.mjs runs this after each app's build.
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg)$/i;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const encoders = {
  br: (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzipSync(data, { level: 9 }),
};

/** Compresses the text assets of `dist`; returns counts and byte totals. */
export function compressDist(dist) {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: build it first`);
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of walk(dist)) {
    if (!COMPRESSIBLE.test(file) || relative(dist, file) === 'app-config.json') continue;
    const stats = statSync(file);
    let data;
    totals.files += 1;
    totals.raw += stats.size;
    for (const [ext, encode] of Object.entries(encoders)) {
      const out = `${file}.${ext}`;
      if (existsSync(out) && statSync(out).mtimeMs >= stats.mtimeMs) {
        totals[ext] += statSync(out).size;
        continue;
      }
      data ??= readFileSync(file);
      const encoded = encode(data);
      if (encoded.length < data.length) {
        writeFileSync(out, encoded);
        totals[ext] += encoded.length;
      } else {
        if (existsSync(out)) unlinkSync(out);
        totals[ext] += data.length;
      }
    }
  }
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    console.error('usage: node scripts/deploy/compress.mjs <dist folder> [more dist folders]');
    process.exit(2);
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  for (const dir of dirs) {
    const t = compressDist(dir);
    console.log(
      `compressed ${dir}: ${t.files} files, ${kb(t.raw)} → br ${kb(t.br)}, gz ${kb(t.gz)}`,
    );
  }
}
