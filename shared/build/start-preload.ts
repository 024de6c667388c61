/**
 * The start of the host: what every start loads, as few files as possible, requested with the
 * entry.
 *
 * The host's entry is small; what makes the app is behind an async boundary
 * (`import('./bootstrap')`): the bootstrap's own chunks and, for every shared module they use,
 * the chunks of the copy the host provides (react, react-dom, the router, i18next, the kernel,
 * the Arco components of the login...). Two plugins:
 *
 * - {@link pluginStartChunk} puts those modules in one chunk, `start` (its JS and its CSS);
 * - {@link pluginStartPreload} names that chunk's files in index.html, one
 *   `<link rel="preload">` each (JS `as="script"`, CSS `as="style"`), so the browser requests
 *   them at the level of the entry instead of once the entry has run.
 *
 * Both walk the chunk graph from the bootstrap: a consumed shared module → the chunk group that
 * provides it → the shared modules that group consumes, and so on (the host consumes nothing
 * today, shared/build/federation.ts `provideOnly`, but the walk does not rely on it). Lazy
 * pages, other languages' strings and shared modules only remotes use are not on that path.
 *
 * The links point at the host's own origin, which the page's CSP allows (script-src and
 * style-src 'self': scripts/serve-headers.ts).
 */
import type { RsbuildPlugin } from '@rsbuild/core';

const CONSUME =
  /^consume shared module \(([^)]+)\) (.+?)@[^@\s]+ (?:\(strict\) |\(singleton\) )*\(fallback: (.+)\)$/;
const PROVIDE = /^provide shared module \(([^)]+)\) (.+?)@[^@\s]+ = (.+)$/;

interface ModuleLike {
  identifier(): string;
}
interface ChunkLike {
  files: Iterable<string>;
}
interface ChunkGroupLike {
  chunks: ChunkLike[];
  origins: { module?: ModuleLike | null; request?: string }[];
}
export interface CompilationLike {
  chunkGroups: ChunkGroupLike[];
  chunkGraph: { getChunkModules(chunk: ChunkLike): ModuleLike[] };
}

/** The chunks every start loads, in the order found. */
function startChunks(compilation: CompilationLike, request: string): ChunkLike[] {
  const { chunkGroups, chunkGraph } = compilation;
  const providers = new Map<string, ChunkGroupLike[]>();
  for (const group of chunkGroups) {
    for (const origin of group.origins) {
      const m = origin.module ? PROVIDE.exec(origin.module.identifier()) : null;
      if (!m) continue;
      const key = `${m[1]}|${m[2]}|${m[3]}`;
      providers.set(key, [...(providers.get(key) ?? []), group]);
    }
  }
  const seen: ChunkLike[] = [];
  const todo: ChunkLike[] = chunkGroups
    .filter((g) => g.origins.some((o) => o.request === request))
    .flatMap((g) => g.chunks);
  while (todo.length) {
    const chunk = todo.shift() as ChunkLike;
    if (seen.includes(chunk)) continue;
    seen.push(chunk);
    for (const mod of chunkGraph.getChunkModules(chunk)) {
      const m = CONSUME.exec(mod.identifier());
      if (!m) continue;
      for (const group of providers.get(`${m[1]}|${m[2]}|${m[3]}`) ?? [])
        todo.push(...group.chunks);
    }
  }
  return seen;
}

/** The files (relative to the output root) every start loads, in the order found. */
export function startFiles(compilation: CompilationLike, request = './bootstrap'): string[] {
  const files: string[] = [];
  for (const chunk of startChunks(compilation, request)) {
    for (const f of chunk.files) if (/\.(js|css)$/.test(f) && !files.includes(f)) files.push(f);
  }
  return files;
}

/** The modules every start runs (by identifier): those of the chunks {@link startFiles} names. */
export function startModules(compilation: CompilationLike, request = './bootstrap'): Set<string> {
  const out = new Set<string>();
  for (const chunk of startChunks(compilation, request)) {
    for (const mod of compilation.chunkGraph.getChunkModules(chunk)) out.add(mod.identifier());
  }
  return out;
}

export function pluginStartPreload(): RsbuildPlugin {
  return {
    name: 'adnet:start-preload',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        const links = startFiles(compilation as unknown as CompilationLike).map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${prefix}${file}`,
          },
        }));
        return { ...tags, headTags: [...tags.headTags, ...links] };
      });
    },
  };
}

interface CompilerLike {
  options: { optimization?: { splitChunks?: unknown } };
  hooks: { thisCompilation: { tap(name: string, fn: (c: CompilationLike) => void): void } };
}

/**
 * The start in one chunk: every module on the start path (the bootstrap's chunks and the
 * host's copies of the shared modules they use, transitively: {@link startModules}) goes into
 * the async chunk `start` (its JS and its CSS), instead of one chunk per shared module. Over
 * HTTP/1.1 each request of a start waits for one of six connections per origin; the login
 * made 40 requests before it was usable, a dozen now (docs/performance.md, "The start path").
 * A remote that asks the host for one of these modules gets this chunk, which the page has
 * already loaded. What is not on the path (lazy pages, other languages' strings, what only
 * remotes ask for) keeps its own chunks.
 *
 * The path is read from the chunk graph as it stands when chunks are split, so it follows the
 * code: no list of packages to keep up to date.
 */
export function pluginStartChunk(): RsbuildPlugin {
  return {
    name: 'adnet:start-chunk',
    setup(api) {
      api.modifyRspackConfig((config) => {
        const splitChunks = config.optimization?.splitChunks;
        if (!splitChunks) return;
        let compilation: CompilationLike | undefined;
        let modules: Set<string> | undefined;
        config.plugins ??= [];
        config.plugins.push({
          name: 'AdnetStartChunkPlugin',
          apply(compiler: CompilerLike) {
            // The federation's tree-shaking compilers copy the plugins, but split no chunks:
            // only the build that splits chunks is followed.
            if (!compiler.options.optimization?.splitChunks) return;
            compiler.hooks.thisCompilation.tap('AdnetStartChunkPlugin', (c) => {
              compilation = c;
              modules = undefined;
            });
          },
        });
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          start: {
            name: 'start',
            chunks: 'async',
            enforce: true,
            priority: 100,
            test: (module: ModuleLike) => {
              if (!compilation) return false;
              modules ??= startModules(compilation);
              return modules.has(module.identifier());
            },
          },
        };
      });
    },
  };
}
