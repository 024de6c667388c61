/**
 * Nothing in the repository points outside it, and every product rule it cites exists.
 *
 * Every tracked text file (`git ls-files`, less the lockfile) is read, and the test fails on:
 * - a citation of a document that is not in the repository: the first brief's sections
 *   ("SPEC" with a section sign, or its file), its design, style and toolchain notes;
 * - history that belongs to `git log`: an issue or item number of a tracker that is not here;
 * - a path outside the checkout: an absolute path of the machine it was written on, or a
 *   relative path (`../…`) that climbs above the repository's root;
 * - a link to a file of the repository that does not exist (a relative Markdown link, or a
 *   `docs/….md` path named in code);
 * - a cited rule (`docs/product/<page>.md#<id>`, or a link into docs/product with an anchor)
 *   whose anchor that page does not define.
 * The product pages themselves are checked too: their anchors follow the scheme of
 * docs/product/README.md (`<page>.<topic>.<rule>`) and none is defined twice.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PRODUCT = 'docs/product';

/** Built from pieces, so that this file does not match what it looks for. */
const word = (...parts: string[]) => parts.join('');

/** What may not be cited, each with the reason given when it is. */
const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  {
    pattern: new RegExp(`\\b${word('SP', 'EC')}(?:\\.md)?\\s*(?:\u00a7|section)`, 'i'),
    why: 'cites a section of a spec outside the repository: cite a docs/product anchor',
  },
  {
    pattern: new RegExp(
      `\\b(?:${word('SP', 'EC')}|${word('DES', 'IGN')}|${word('TOOL', 'CHAIN')}|${word('ST', 'YLE')})\\.md\\b`,
    ),
    why: 'names a document outside the repository',
  },
  {
    pattern: new RegExp(`\\b${word('iss', 'ues?')}\\s+#?\\d+`, 'i'),
    why: 'history of a tracker that is not here: say the rule, and leave the history to git log',
  },
  {
    pattern: new RegExp(`/${word('wo', 'rk')}/`),
    why: 'an absolute path of the machine it was written on',
  },
];

/**
 * Files whose relative paths are not taken from their own folder, with the reason: they are
 * read from wherever the path is used.
 */
const NOT_FILE_RELATIVE: Record<string, string> = {
  'biome.json': 'import restrictions: globs of import specifiers, relative to the importing file',
  'scripts/checks/import-rules.test.ts': 'import specifiers of example files elsewhere in the tree',
};

/** Files read as text; binary ones (images, video, fonts) are skipped by a NUL byte. */
function trackedTextFiles(): { path: string; text: string }[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return (
    out
      .split('\0')
      .filter((f) => f && f !== 'pnpm-lock.yaml' && !f.includes('node_modules/'))
      // the remote template: its links and imports resolve where new:remote copies it
      .filter((f) => !f.startsWith('templates/'))
      .filter((f) => existsSync(join(root, f)))
      .map((f) => ({ path: f, buffer: readFileSync(join(root, f)) }))
      .filter(({ buffer }) => !buffer.subarray(0, 8000).includes(0))
      .map(({ path, buffer }) => ({ path, text: buffer.toString('utf8') }))
  );
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The anchors a product page defines: `<a id="…">`. */
export function anchorsOf(markdown: string): string[] {
  return [...markdown.matchAll(/<a\s+id="([^"]+)"\s*>/g)].map((m) => m[1] ?? '');
}

/** The prefix every anchor of a page starts with: the page's name, `product` for the index. */
export function pagePrefix(page: string): string {
  const name = basename(page, '.md');
  return name === 'README' ? 'product' : name;
}

/** `docs/product/<page>.md#<id>` citations in any text (code comments, docs). */
export function productCitations(text: string): { page: string; id: string; index: number }[] {
  return [...text.matchAll(/docs\/product\/([\w-]+\.md)#([\w-]+(?:\.[\w-]+)*)/g)].map((m) => ({
    page: m[1] ?? '',
    id: m[2] ?? '',
    index: m.index ?? 0,
  }));
}

/** Relative Markdown link targets, `[…](target)`, without web, mail or in-page links. */
export function markdownLinks(text: string): { target: string; index: number }[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => ({ target: m[1] ?? '', index: m.index ?? 0 }))
    .filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

/** Relative paths (`../x`) written in a file, taken from the file's own folder. */
export function climbingPaths(text: string): { path: string; index: number }[] {
  return [...text.matchAll(/(?<![\w./-])((?:\.\.\/)+)[\w@][\w./@-]*/g)].map((m) => ({
    path: m[0],
    index: m.index ?? 0,
  }));
}

describe('the helpers', () => {
  it('find citations, links and climbing paths', () => {
    expect(productCitations('// docs/product/wallet.md#wallet.withdraw.amount-range.')).toEqual([
      { page: 'wallet.md', id: 'wallet.withdraw.amount-range', index: 3 },
    ]);
    expect(markdownLinks('[a](../x.md#y) [b](https://e.x) [c](#z) [d](mailto:a@b)')).toEqual([
      { target: '../x.md#y', index: 2 },
    ]);
    const up = word('..', '/');
    expect(
      climbingPaths(`import x from '${up}${up}shared/a'; a/${up}b`).map((p) => p.path),
    ).toEqual([`${up}${up}shared/a`]);
    expect(anchorsOf('<a id="a.b"></a> x <a id="c.d"></a>')).toEqual(['a.b', 'c.d']);
    expect(pagePrefix('docs/product/README.md')).toBe('product');
  });

  it('refuse the forms of a citation outside the repository', () => {
    const cites = (text: string) => FORBIDDEN.some(({ pattern }) => pattern.test(text));
    const section = String.fromCharCode(0xa7);
    expect(cites(`see ${word('SP', 'EC')} ${section}5`)).toBe(true);
    expect(cites(`${word('SP', 'EC')}.md ${section}7`)).toBe(true);
    expect(cites(`${word('TOOL', 'CHAIN')}.md`)).toBe(true);
    expect(cites(`(${word('iss', 'ue')} 13 item 2)`)).toBe(true);
    expect(cites(`${word('Iss', 'ues')} 12 and 13`)).toBe(true);
    expect(cites(`/${word('wo', 'rk')}/shared`)).toBe(true);
    expect(cites('the spec says six digits; a known issue of Arco')).toBe(false);
  });
});

describe('nothing points outside the repository', () => {
  const files = trackedTextFiles();
  const pages = new Map<string, string[]>();
  for (const { path, text } of files) {
    if (path.startsWith(`${PRODUCT}/`) && path.endsWith('.md')) {
      pages.set(basename(path), anchorsOf(text));
    }
  }

  it('reads the repository', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(pages.get('README.md')?.length).toBeGreaterThan(0);
  });

  it('cites no document, tracker or machine outside it', () => {
    const found: string[] = [];
    for (const { path, text } of files) {
      for (const { pattern, why } of FORBIDDEN) {
        const global = new RegExp(pattern.source, `${pattern.flags}g`);
        for (const m of text.matchAll(global)) {
          found.push(`${path}:${lineOf(text, m.index ?? 0)}: "${m[0]}" ${why}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('climbs no relative path above its root', () => {
    const found: string[] = [];
    for (const { path, text } of files) {
      if (NOT_FILE_RELATIVE[path]) continue;
      for (const p of climbingPaths(text)) {
        const target = resolve(root, dirname(path), p.path);
        if (relative(root, target).startsWith('..')) {
          found.push(`${path}:${lineOf(text, p.index)}: ${p.path} leaves the repository`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('links only to files that exist', () => {
    const found: string[] = [];
    for (const { path, text } of files) {
      if (path.endsWith('.md')) {
        for (const link of markdownLinks(text)) {
          const file = decodeURIComponent(link.target.split('#')[0] ?? '');
          if (file && !existsSync(resolve(root, dirname(path), file))) {
            found.push(`${path}:${lineOf(text, link.index)}: ${link.target} does not exist`);
          }
        }
      }
      for (const m of text.matchAll(/(?<![\w./-])docs\/[\w./-]+\.md\b/g)) {
        if (!existsSync(join(root, m[0]))) {
          found.push(`${path}:${lineOf(text, m.index ?? 0)}: ${m[0]} does not exist`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('cites only rules that exist', () => {
    const found: string[] = [];
    const check = (path: string, text: string, index: number, page: string, id: string) => {
      const anchors = pages.get(page);
      if (!anchors) found.push(`${path}:${lineOf(text, index)}: no page ${PRODUCT}/${page}`);
      else if (!anchors.includes(id)) {
        found.push(`${path}:${lineOf(text, index)}: ${PRODUCT}/${page} has no anchor ${id}`);
      }
    };
    for (const { path, text } of files) {
      for (const c of productCitations(text)) check(path, text, c.index, c.page, c.id);
      if (!path.endsWith('.md')) continue;
      // Markdown links into docs/product with an anchor, and in-page anchors of the pages
      for (const link of markdownLinks(text)) {
        const [file = '', id] = link.target.split('#');
        const target = relative(root, resolve(root, dirname(path), file));
        if (id && dirname(target) === PRODUCT) check(path, text, link.index, basename(target), id);
      }
      if (path.startsWith(`${PRODUCT}/`)) {
        for (const m of text.matchAll(/\]\(#([\w-]+(?:\.[\w-]+)*)\)/g)) {
          check(path, text, m.index ?? 0, basename(path), m[1] ?? '');
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('names every rule by the scheme of docs/product/README.md, once', () => {
    const found: string[] = [];
    for (const [page, anchors] of pages) {
      const prefix = pagePrefix(page);
      const seen = new Set<string>();
      for (const id of anchors) {
        if (!/^[a-z0-9-]+(\.[a-z0-9_-]+)+$/.test(id) || !id.startsWith(`${prefix}.`)) {
          found.push(`${page}: ${id} is not ${prefix}.<topic>[.<rule>]`);
        }
        if (seen.has(id)) found.push(`${page}: ${id} is defined twice`);
        seen.add(id);
      }
    }
    expect(found).toEqual([]);
  });
});
