/**
 * What the docs say must stay true, where a machine can tell:
 * - a link to a heading (`page.md#heading`, `#heading`), or a citation of one from code
 *   (`docs/deploy.md#build`), names a heading that exists (GitHub's slug of it) or an `<a id>`
 *   of that page (docs/product's anchors: self-contained.test.ts);
 * - a command a doc names (`pnpm <script>`, `bash <file>`, `node <file>`, `tsx <file>`) is a
 *   script of a package.json or a file of the repository;
 * - the front door stays short (README.md at most 150 lines) and docs/README.md indexes every
 *   page of docs/;
 * - there is one day-one path: README.md and docs/README.md list the same documents in the same
 *   order under "Day one", at most five, each a real file, about a thousand lines with the
 *   front door.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** GitHub's anchor of a heading: lower case, punctuation out, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown page defines: its headings' slugs (numbered when repeated) and `<a id>`s. */
export function anchorsOfPage(markdown: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) {
      const slug = slugOf(m[1] ?? '');
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      out.add(n ? `${slug}-${n}` : slug);
    }
  }
  for (const m of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(m[1] ?? '');
  return out;
}

/** Commands named in a Markdown text's code (spans and blocks). */
export function commandsOf(markdown: string): { kind: 'pnpm' | 'file'; name: string }[] {
  const code = [
    ...[...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1] ?? ''),
    ...[...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? ''),
  ].join('\n');
  const out: { kind: 'pnpm' | 'file'; name: string }[] = [];
  for (const m of code.matchAll(
    /(?:^|[\s;&|(])pnpm\s+(?!--|exec\b|install\b|add\b|run\b|dlx\b|why\b|list\b|ls\b|i\b|up\b|store\b|approve-builds\b|config\b)([a-z][\w:-]*)/gm,
  )) {
    out.push({ kind: 'pnpm', name: m[1] ?? '' });
  }
  for (const m of code.matchAll(
    /(?:^|[\s;&|(])(?:bash|node|tsx|pnpm exec tsx)\s+((?:[\w.-]+\/)+[\w.-]+\.(?:sh|mjs|js|ts))/gm,
  )) {
    out.push({ kind: 'file', name: m[1] ?? '' });
  }
  return out;
}

/** Scripts a doc shows as what `pnpm new:remote reports` writes (docs/remote.md's example). */
const SCAFFOLDED = new Set(['dev:reports', 'test:reports']);

const tracked = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.includes('node_modules/') && existsSync(join(root, f)))
  // the remote template's README: its links resolve where new:remote copies it
  .filter((f) => !f.startsWith('templates/'));

const pageAnchors = new Map<string, Set<string>>();
function anchorsAt(path: string): Set<string> {
  let a = pageAnchors.get(path);
  if (!a) {
    a = anchorsOfPage(readFileSync(join(root, path), 'utf8'));
    pageAnchors.set(path, a);
  }
  return a;
}

/** Every `scripts` name of every package.json of the workspace. */
function scriptNames(): Set<string> {
  const files = execFileSync('git', ['ls-files', '*package.json'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('templates/'));
  const out = new Set<string>();
  for (const f of files) {
    const pkg = JSON.parse(readFileSync(join(root, f), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    for (const name of Object.keys(pkg.scripts ?? {})) out.add(name);
  }
  return out;
}

describe('the helpers', () => {
  it('slug headings as GitHub does', () => {
    expect(slugOf('Measuring: `pnpm bench`')).toBe('measuring-pnpm-bench');
    expect(slugOf('2. What a remote may import: the shared contract, versioned')).toBe(
      '2-what-a-remote-may-import-the-shared-contract-versioned',
    );
    expect([...anchorsOfPage('# A\n## B b\n```\n# not\n```\n## B b\n<a id="x.y"></a>')]).toEqual([
      'a',
      'b-b',
      'b-b-1',
      'x.y',
    ]);
  });

  it('find the commands a doc names', () => {
    expect(
      commandsOf(
        'Run `pnpm health --json`, `pnpm exec tsx scripts/x.ts` and\n```sh\nbash scripts/a.sh\npnpm --filter @adnet/e2e test\n```',
      ),
    ).toEqual([
      { kind: 'pnpm', name: 'health' },
      { kind: 'file', name: 'scripts/a.sh' },
      { kind: 'file', name: 'scripts/x.ts' },
    ]);
  });
});

describe('the docs say what is true', () => {
  it('link only to headings that exist', () => {
    const broken: string[] = [];
    for (const file of tracked) {
      const text = readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of text.matchAll(/\]\(([^)\s]*#[^)\s]+)\)/g)) {
        const target = m[1] ?? '';
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [path = '', hash = ''] = target.split('#');
        const page = path ? normalize(join(dirname(file), path)) : file;
        if (!page.endsWith('.md') || !existsSync(join(root, page))) continue; // a missing file: self-contained.test.ts
        if (!anchorsAt(page).has(decodeURIComponent(hash))) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cite from code only headings that exist', () => {
    const code = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.sh'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      // the remote template's citations are checked in the remote new:remote copies it to
      .filter((f) => f && existsSync(join(root, f)) && !f.startsWith('templates/'));
    const broken: string[] = [];
    for (const file of code) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/\b(docs\/(?!product\/)[\w/-]+\.md)#([\w.-]+)/g)) {
        const [, page = '', hash = ''] = m;
        if (existsSync(join(root, page)) && !anchorsAt(page).has(hash)) {
          broken.push(`${file}: ${page}#${hash}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only commands that a package.json or a file provides', () => {
    const scripts = scriptNames();
    const missing: string[] = [];
    for (const file of tracked) {
      for (const c of commandsOf(readFileSync(join(root, file), 'utf8'))) {
        const ok =
          c.kind === 'file'
            ? existsSync(join(root, c.name))
            : scripts.has(c.name) ||
              SCAFFOLDED.has(c.name) ||
              (c.name.endsWith(':') && [...scripts].some((s) => s.startsWith(c.name)));
        if (!ok) missing.push(`${file}: ${c.kind === 'pnpm' ? `pnpm ${c.name}` : c.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the front door short and every docs page in the index', () => {
    expect(
      readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length,
    ).toBeLessThanOrEqual(150);
    const index = readFileSync(join(root, 'docs/README.md'), 'utf8');
    const pages = readdirSync(join(root, 'docs')).filter(
      (f) => f.endsWith('.md') && f !== 'README.md',
    );
    const folders = readdirSync(join(root, 'docs'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, 'docs', d.name, 'README.md')))
      .map((d) => `${d.name}/README.md`);
    const unlisted = [...pages, ...folders].filter((p) => !index.includes(`](${p})`));
    expect(unlisted).toEqual([]);
  });

  it('give one day-one path, the same from the front door and from the docs index', () => {
    const dayOne = (file: string) => {
      const text = readFileSync(join(root, file), 'utf8');
      const section = text.split(/^#{2,3} Day one$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
      return [...section.matchAll(/^\d+\. \[[^\]]*\]\(([^)#]+)\)/gm)].map((m) =>
        normalize(join(dirname(file), m[1] ?? '')),
      );
    };
    const front = dayOne('README.md');
    expect(front.length).toBeGreaterThan(0);
    expect(front.length).toBeLessThanOrEqual(5);
    expect(dayOne('docs/README.md')).toEqual(front);
    expect(front.filter((f) => !existsSync(join(root, f)))).toEqual([]);
    const lines = ['README.md', ...front]
      .map((f) => readFileSync(join(root, f), 'utf8').split('\n').length)
      .reduce((a, b) => a + b, 0);
    expect(lines).toBeLessThanOrEqual(1100);
  });

  it('cite a section by a link to its heading, never by a bare number', () => {
    const plain: string[] = [];
    for (const file of tracked) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const bare = line.replace(/\[[^\]]*\]\([^)]*\)/g, '');
          if (/\b[Ss]ections? \d|§\s?\d/.test(bare)) plain.push(`${file}:${i + 1}`);
        });
    }
    expect(plain).toEqual([]);
  });
});
