/**
 * Design-token guard (docs/design-tokens.md): colours live only in
 * shared/src/ui/tokens.css. A hex colour literal in any other stylesheet, or in TS/TSX source
 * of an app (where it would be styling), fails here with its file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_NAMES, APPS as TOPOLOGY } from '../../workspace/apps';

const ROOT = join(import.meta.dirname, '../../..');
const APPS = ['shared', ...APP_NAMES.map((name) => TOPOLOGY[name].dir)];
const TOKENS = 'shared/src/ui/tokens.css';
const HEX = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b/g;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Hex colours of a source text, with line numbers; CSS and JS comments and ids like `#root` excepted. */
export function hexColours(text: string, css: boolean): { line: number; hex: string }[] {
  const found: { line: number; hex: string }[] = [];
  // block comments out, their line breaks kept so line numbers stay true
  const lines = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).split('\n');
  lines.forEach((raw, i) => {
    // a selector such as `#root {` is not a colour; a colour sits after a colon, a comma,
    // a bracket, a quote or a space inside a value
    const line = css ? raw.replace(/\/\*.*?\*\//g, '') : raw.replace(/\/\/.*$/, '');
    for (const m of line.matchAll(HEX)) {
      const before = line.slice(0, m.index).trimEnd();
      if (
        css &&
        (before === '' || /[{}]$/.test(before) || (/[>+~,]$/.test(before) && !line.includes(':')))
      )
        continue;
      if (!css && !/['"`=(:,\s]$/.test(line.slice(0, m.index))) continue;
      found.push({ line: i + 1, hex: m[0] });
    }
  });
  return found;
}

/** A corner value of the family: a radius token, 0, 50 % (a circle) or inherit, one per corner. */
const RADIUS_PART = /^(var\(--adn-radius-(sm|md|lg|pill)\)|0|50%|inherit)$/;

/** Corner declarations of a stylesheet whose value is not of the radius family, with lines. */
export function radiusOffenders(text: string): { line: number; value: string }[] {
  const found: { line: number; value: string }[] = [];
  const lines = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).split('\n');
  lines.forEach((raw, i) => {
    for (const m of raw.matchAll(/(?:^|[\s;{])border(?:-[a-z]+)*-radius\s*:\s*([^;}]+)/g)) {
      const value = (m[1] as string).replace(/!important/, '').trim();
      if (!value.split(/\s+/).every((part) => RADIUS_PART.test(part)))
        found.push({ line: i + 1, value });
    }
  });
  return found;
}

/** `borderRadius` in a TS/TSX style object: corners belong in a stylesheet, through the tokens. */
function inlineRadii(text: string): { line: number; value: string }[] {
  const found: { line: number; value: string }[] = [];
  text.split('\n').forEach((line, i) => {
    const m = /borderRadius\s*:\s*([^,}]+)/.exec(line);
    if (m && !/var\(--adn-radius-/.test(m[1] as string))
      found.push({ line: i + 1, value: (m[1] as string).trim() });
  });
  return found;
}

describe('design tokens', () => {
  it('finds a hex colour in CSS and TSX, not an id selector', () => {
    expect(hexColours('a { color: #86909c; }', true)).toEqual([{ line: 1, hex: '#86909c' }]);
    expect(hexColours('#root {\n  min-height: 100vh;\n}', true)).toEqual([]);
    expect(hexColours('/* was #86909c */', true)).toEqual([]);
    expect(hexColours('/* grey\n #86909c */\na { color: #fff; }', true)).toEqual([
      { line: 3, hex: '#fff' },
    ]);
    expect(hexColours("const c = { color: '#165dff' };", false)).toEqual([
      { line: 1, hex: '#165dff' },
    ]);
    expect(hexColours('<circle fill="#fff" />', false)).toEqual([{ line: 1, hex: '#fff' }]);
    expect(hexColours("navigate('/a#b')", false)).toEqual([]);
  });

  it('no hex colour outside shared/src/ui/tokens.css', () => {
    const offenders: string[] = [];
    for (const app of APPS) {
      for (const file of files(join(ROOT, app, 'src'))) {
        const rel = relative(ROOT, file);
        if (rel === TOKENS) continue;
        const text = readFileSync(file, 'utf8');
        for (const { line, hex } of hexColours(text, file.endsWith('.css')))
          offenders.push(`${rel}:${line} ${hex}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the tokens file defines the colours every stylesheet reads', () => {
    const tokens = readFileSync(join(ROOT, TOKENS), 'utf8');
    const defined = new Set([...tokens.matchAll(/(--adn-[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
    const missing = new Set<string>();
    for (const app of APPS) {
      for (const file of files(join(ROOT, app, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/var\((--adn-[a-z0-9-]+)\)/g)) {
          // set at run time by the host's viewport.ts and the header
          if (
            !defined.has(m[1] as string) &&
            !/column-width|header-(left|right)/.test(m[1] as string)
          )
            missing.add(`${relative(ROOT, file)} ${m[1]}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('finds a corner that is not of the radius family', () => {
    expect(radiusOffenders('a {\n  border-radius: 10px;\n}')).toEqual([{ line: 2, value: '10px' }]);
    expect(radiusOffenders('a { border-top-left-radius: 0.16rem; }')).toEqual([
      { line: 1, value: '0.16rem' },
    ]);
    expect(
      radiusOffenders(
        'a { border-radius: var(--adn-radius-lg) var(--adn-radius-lg) 0 0; }\nb { border-radius: 50%; }',
      ),
    ).toEqual([]);
    expect(radiusOffenders('/* border-radius: 2px */')).toEqual([]);
  });

  it('every corner is of the radius family (tokens, 0, or 50 % for a circle)', () => {
    const offenders: string[] = [];
    for (const app of APPS) {
      for (const file of files(join(ROOT, app, 'src'))) {
        const rel = relative(ROOT, file);
        if (rel === TOKENS) continue;
        const text = readFileSync(file, 'utf8');
        const found = file.endsWith('.css') ? radiusOffenders(text) : inlineRadii(text);
        for (const { line, value } of found) offenders.push(`${rel}:${line} ${value}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the radius family is four steps: sm, md, lg and pill', () => {
    const tokens = readFileSync(join(ROOT, TOKENS), 'utf8');
    const radii = [...tokens.matchAll(/(--adn-radius-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map(
      (m) => `${m[1]}: ${m[2]}`,
    );
    expect(radii).toEqual([
      '--adn-radius-sm: 4px',
      '--adn-radius-md: 8px',
      '--adn-radius-lg: 12px',
      '--adn-radius-pill: 999px',
    ]);
  });

  it('text is sized by the type scale (rem, as Arco), never in px', () => {
    const offenders: string[] = [];
    for (const app of APPS) {
      for (const file of files(join(ROOT, app, 'src'))) {
        if (!file.endsWith('.css')) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/^\s*(font-size|line-height)\s*:\s*[\d.]+px/.test(line))
              offenders.push(`${relative(ROOT, file)}:${i + 1} ${line.trim()}`);
          });
      }
    }
    expect(offenders).toEqual([]);
  });
});
