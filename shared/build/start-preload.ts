/**
 * Preload hints for the files every start of the host needs
 * (docs/decisions/0007-short-start-chain.md).
 *
 * The host's entry is small; what makes the app is behind the federation's async boundary
 * (`import('./bootstrap')`): the bootstrap's own chunks and, for every shared module they use,
 * the chunks of the copy the host provides (react, react-dom, the router, i18next, the kernel,
 * the Arco components of the login...). The runtime asks for those only once the entry has
 * run; the browser could have had them on their way with the entry. This plugin walks the
 * chunk graph from the bootstrap (a consumed shared module → the chunk group that provides
 * it → the shared modules that group consumes, and so on) and puts one
 * `<link rel="preload">` per file (JS `as="script"`, CSS `as="style"`) in index.html, so they
 * are requested at the level of the entry. Lazy pages, other languages' strings and shared
 * modules only remotes use are not on that path, so they are not preloaded.
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

/** The files (relative to the output root) every start loads, in the order found. */
export function startFiles(compilation: CompilationLike, request = './bootstrap'): string[] {
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
  const seen = new Set<ChunkLike>();
  const files: string[] = [];
  const todo: ChunkLike[] = chunkGroups
    .filter((g) => g.origins.some((o) => o.request === request))
    .flatMap((g) => g.chunks);
  while (todo.length) {
    const chunk = todo.shift() as ChunkLike;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const f of chunk.files) if (/\.(js|css)$/.test(f) && !files.includes(f)) files.push(f);
    for (const mod of chunkGraph.getChunkModules(chunk)) {
      const m = CONSUME.exec(mod.identifier());
      if (!m) continue;
      for (const group of providers.get(`${m[1]}|${m[2]}|${m[3]}`) ?? [])
        todo.push(...group.chunks);
    }
  }
  return files;
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
