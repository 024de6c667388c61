/**
 * The start of the host: what every start loads, as few files as possible, requested with the
 * entry (docs/decisions/0007-short-start-chain.md).
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
 * style-src 'self': scripts/serving/security-headers.ts).
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
  /** The groups it loads on demand (absent in tests that do not need them). */
  childrenIterable?: Iterable<ChunkGroupLike>;
  isInitial?(): boolean;
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

const isProvide = (group: ChunkGroupLike) =>
  group.origins.some((o) => o.module && PROVIDE.test(o.module.identifier()));

/** Every module of `roots` and of the groups they load on demand, not entering `skip`. */
function reach(
  compilation: CompilationLike,
  roots: ChunkGroupLike[],
  skip: (group: ChunkGroupLike) => boolean = () => false,
): Set<string> {
  const seen = new Set<ChunkGroupLike>();
  const out = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const group = todo.shift() as ChunkGroupLike;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const mod of compilation.chunkGraph.getChunkModules(chunk)) out.add(mod.identifier());
    }
    for (const child of group.childrenIterable ?? []) if (!skip(child)) todo.push(child);
  }
  return out;
}

/** How the modules off the start path divide, by who can ask for them. */
export interface LazySplit {
  /** Only remotes: the Arco components of `@adnet/shared/arco`, the kit's lists and keypad. */
  forRemotes: Set<string>;
  /** Remotes and the host's own lazy parts alike: its dialogs and sheets draw with them too. */
  kit: Set<string>;
}

/**
 * What the host's provided shared modules reach beyond the start (by identifier), split by
 * whether the host's own code (its entry, its bootstrap, their lazy pages, sheets and dialogs)
 * reaches it too.
 */
export function lazySplit(compilation: CompilationLike): LazySplit {
  const groups = compilation.chunkGroups;
  const own = reach(
    compilation,
    groups.filter((g) => g.isInitial?.()),
    isProvide,
  );
  const start = startModules(compilation);
  const out: LazySplit = { forRemotes: new Set(), kit: new Set() };
  for (const id of reach(compilation, groups.filter(isProvide))) {
    if (start.has(id)) continue;
    (own.has(id) ? out.kit : out.forRemotes).add(id);
  }
  return out;
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
 * made 40 requests before it was usable, 9 now (docs/performance.md, "The start path"). A
 * remote that asks the host for one of these modules gets this chunk, which the page has
 * already loaded.
 *
 * What remotes ask for beyond the start goes into two chunks ({@link lazySplit}): `for-remotes`
 * (only remotes use it) and `kit` (the host's own lazy sheets and dialogs use it too), so a
 * remote's first visit fetches two files of the host, not one per component, and the host's
 * language sheet does not fetch what only remotes draw. The rest (the host's lazy pages, each
 * language's strings) keeps its own chunks.
 *
 * The sets are read from the chunk graph as it stands when chunks are split, so they follow
 * the code: no list of packages to keep up to date.
 */
export function pluginStartChunk(): RsbuildPlugin {
  return {
    name: 'adnet:start-chunk',
    setup(api) {
      api.modifyRspackConfig((config) => {
        const splitChunks = config.optimization?.splitChunks;
        if (!splitChunks) return;
        let compilation: CompilationLike | undefined;
        let start: Set<string> | undefined;
        let lazy: LazySplit | undefined;
        config.plugins ??= [];
        config.plugins.push({
          name: 'AdnetStartChunkPlugin',
          apply(compiler: CompilerLike) {
            // The federation's tree-shaking compilers copy the plugins, but split no chunks:
            // only the build that splits chunks is followed.
            if (!compiler.options.optimization?.splitChunks) return;
            compiler.hooks.thisCompilation.tap('AdnetStartChunkPlugin', (c) => {
              compilation = c;
              start = undefined;
              lazy = undefined;
            });
          },
        });
        const group = (name: string, priority: number, has: (id: string) => boolean) => ({
          name,
          chunks: 'async' as const,
          enforce: true,
          priority,
          test: (module: ModuleLike) => Boolean(compilation) && has(module.identifier()),
        });
        const lazyOf = () => {
          lazy ??= lazySplit(compilation as CompilationLike);
          return lazy;
        };
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          start: group('start', 100, (id) => {
            start ??= startModules(compilation as CompilationLike);
            return start.has(id);
          }),
          forRemotes: group('for-remotes', 90, (id) => lazyOf().forRemotes.has(id)),
          kit: group('kit', 80, (id) => lazyOf().kit.has(id)),
        };
      });
    },
  };
}
