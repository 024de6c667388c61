/**
 * The host's service worker, built after the host (docs/offline.md): a second, small Rsbuild
 * build compiles `worker/sw.ts` (Serwist and the rules of src/offline/sw-rules.ts) for a
 * worker, with the start set of this very build written in as its precache list, into
 * `dist/sw.js` — never hashed (the browser looks for it at the same URL on every load; the
 * servers send it `no-cache`: scripts/serving/serve-headers.ts, deploy/nginx/).
 *
 * The start set is what the built index.html names: its scripts, its preloads (the files every
 * start needs: shared/build/start-preload.ts) and its stylesheets. Their names carry their
 * content hash, so a new build is a new list, a new sw.js, and the browser installs the new
 * worker on the next load, which drops the files the list no longer names. index.html itself
 * is not precached: the worker asks the network for it first on every load.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { SW_PATH } from '../src/offline/sw-rules';

/** The same-origin files under /static/ that index.html loads or preloads, in order. */
export function startSet(html: string): string[] {
  const urls: string[] = [];
  const tags = html.matchAll(/<(?:script|link)\b[^>]*>/gi);
  for (const [tag] of tags) {
    const isScript = /^<script/i.test(tag);
    const rel = /\brel="([^"]+)"/i.exec(tag)?.[1] ?? '';
    if (!isScript && !/\b(?:preload|stylesheet|modulepreload)\b/i.test(rel)) continue;
    const url = /\b(?:src|href)="([^"]+)"/i.exec(tag)?.[1];
    if (url?.startsWith('/static/') && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** Compiles the worker with `precache` written in; returns its source. */
export async function buildWorker(hostDir: string, precache: string[]): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'adnet-sw-'));
  try {
    const rsbuild = await createRsbuild({
      cwd: hostDir,
      loadEnv: false,
      config: {
        source: {
          entry: { sw: './worker/sw.ts' },
          define: {
            // hashed names are their own revision
            __ADNET_PRECACHE__: JSON.stringify(precache.map((url) => ({ url, revision: null }))),
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
        },
        output: {
          target: 'web-worker',
          distPath: { root: out, js: '' },
          filename: { js: '[name].js' },
          filenameHash: false,
          cleanDistPath: true,
          sourceMap: false,
        },
        // one file: the worker is sw.js alone
        splitChunks: false,
        tools: { htmlPlugin: false },
        logLevel: 'warn',
      },
    });
    await rsbuild.build();
    return readFileSync(join(out, 'sw.js'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Runs after the other plugins' onAfterBuild (the prerender), on the final index.html. */
export function pluginServiceWorker(): RsbuildPlugin {
  return {
    name: 'adnet:service-worker',
    setup(api) {
      api.onAfterBuild({
        order: 'post',
        handler: async ({ stats }) => {
          if (stats?.hasErrors()) return;
          const dist = api.context.distPath;
          const precache = startSet(readFileSync(join(dist, 'index.html'), 'utf8'));
          if (precache.length === 0) throw new Error('service worker: index.html names no file');
          const source = await buildWorker(api.context.rootPath, precache);
          writeFileSync(join(dist, SW_PATH.slice(1)), source);
        },
      });
    },
  };
}
