/**
 * The host's start (shared/build/start-preload.ts): the preload hints of index.html (the files
 * of the bootstrap and of the host-provided copies of the shared modules it uses, transitively;
 * nothing lazy), the modules of the one start chunk, and how what remotes ask for beyond it
 * divides into the `for-remotes` and `kit` chunks.
 */
import { describe, expect, it } from 'vitest';
import { type CompilationLike, lazySplit, startFiles, startModules } from './start-preload';

const mod = (id: string) => ({ identifier: () => id });
const chunk = (files: string[], modules: string[]) => ({ files, modules: modules.map(mod) });
type FakeChunk = ReturnType<typeof chunk>;

function compilation(groups: { chunks: FakeChunk[]; origin: string; request?: string }[]) {
  return {
    chunkGroups: groups.map((g) => ({
      chunks: g.chunks,
      origins: [{ module: mod(g.origin), request: g.request ?? '' }],
    })),
    chunkGraph: { getChunkModules: (c: FakeChunk) => c.modules },
  } as unknown as CompilationLike;
}

const consume = (key: string, path: string) =>
  `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: ${path})`;
const provide = (key: string, path: string) =>
  `provide shared module (default) ${key}@1.0.0 = ${path}`;

describe('startFiles', () => {
  it('follows the bootstrap to the providers of what it consumes, transitively, once each', () => {
    const boot = chunk(
      ['static/js/async/boot.js', 'static/css/async/boot.css', 'static/js/async/boot.js.map'],
      ['./src/bootstrap.tsx', consume('react', '/r.js'), consume('ui', '/ui.js')],
    );
    const react = chunk(['static/js/async/react.js'], ['/r.js']);
    const ui = chunk(['static/js/async/ui.js'], ['/ui.js', consume('react', '/r.js')]);
    const lazyPage = chunk(['static/js/async/page.js'], ['./src/page.tsx']);
    const remoteOnly = chunk(['static/js/async/dialog.js'], ['/dialog.js']);
    const c = compilation([
      { chunks: [boot], origin: './src/index.ts', request: './bootstrap' },
      { chunks: [react], origin: provide('react', '/r.js') },
      { chunks: [ui], origin: provide('ui', '/ui.js') },
      { chunks: [lazyPage], origin: './src/router.tsx', request: './page' },
      { chunks: [remoteOnly], origin: provide('dialog', '/dialog.js') },
    ]);
    expect(startFiles(c)).toEqual([
      'static/js/async/boot.js',
      'static/css/async/boot.css',
      'static/js/async/react.js',
      'static/js/async/ui.js',
    ]);
  });

  it('is empty when there is no bootstrap', () => {
    expect(startFiles(compilation([]))).toEqual([]);
  });
});

describe('startModules', () => {
  it('is every module of the start path, and none of what is lazy or only for remotes', () => {
    const boot = chunk(['boot.js'], ['./src/bootstrap.tsx', consume('react', '/r.js')]);
    const react = chunk(['react.js'], ['/r.js', '/scheduler.js']);
    const lazyPage = chunk(['page.js'], ['./src/page.tsx']);
    const remoteOnly = chunk(['tabs.js'], ['/tabs.js']);
    const c = compilation([
      { chunks: [boot], origin: './src/index.ts', request: './bootstrap' },
      { chunks: [react], origin: provide('react', '/r.js') },
      { chunks: [lazyPage], origin: './src/router.tsx', request: './page' },
      { chunks: [remoteOnly], origin: provide('tabs', '/tabs.js') },
    ]);
    expect([...startModules(c)]).toEqual([
      './src/bootstrap.tsx',
      consume('react', '/r.js'),
      '/r.js',
      '/scheduler.js',
    ]);
  });

  it('is the bootstrap alone when the host consumes nothing', () => {
    const boot = chunk(['boot.js'], ['./src/bootstrap.tsx', '/r.js']);
    const c = compilation([
      { chunks: [boot], origin: './src/index.ts', request: './bootstrap' },
      { chunks: [chunk(['r.js'], ['/r.js'])], origin: provide('react', '/r.js') },
    ]);
    expect([...startModules(c)]).toEqual(['./src/bootstrap.tsx', '/r.js']);
  });
});

describe('lazySplit', () => {
  it("divides what remotes can ask for beyond the start by whether the host's lazy code uses it", () => {
    const boot = chunk(['boot.js'], ['./src/bootstrap.tsx', '/ui.js', '/button.js']);
    const entry = chunk(['index.js'], ['./src/index.ts']);
    const dialogs = chunk(['dialogs.js'], ['./src/dialogs.tsx', '/dialog.js']);
    const ui = chunk(['ui.js'], ['/ui.js']);
    const arco = chunk(['arco.js'], ['/arco.js', '/tabs.js', '/dialog.js', '/button.js']);
    const groups = {
      entry: {
        chunks: [entry],
        origins: [],
        isInitial: () => true,
        childrenIterable: [] as unknown[],
      },
      boot: {
        chunks: [boot],
        origins: [{ module: mod('./src/index.ts'), request: './bootstrap' }],
        childrenIterable: [] as unknown[],
      },
      dialogs: {
        chunks: [dialogs],
        origins: [{ module: mod('/ui.js'), request: './dialogs' }],
        childrenIterable: [],
      },
      ui: {
        chunks: [ui],
        origins: [{ module: mod(provide('ui', '/ui.js')) }],
        childrenIterable: [],
      },
      arco: {
        chunks: [arco],
        origins: [{ module: mod(provide('arco', '/arco.js')) }],
        childrenIterable: [],
      },
    };
    groups.entry.childrenIterable = [groups.boot, groups.ui, groups.arco];
    groups.boot.childrenIterable = [groups.dialogs];
    const c = {
      chunkGroups: Object.values(groups),
      chunkGraph: { getChunkModules: (ch: FakeChunk) => ch.modules },
    } as unknown as CompilationLike;
    const split = lazySplit(c);
    expect([...split.forRemotes].sort()).toEqual(['/arco.js', '/tabs.js']);
    expect([...split.kit]).toEqual(['/dialog.js']);
  });
});
