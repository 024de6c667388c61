/**
 * docs/release.md's "Try it locally" section, read as data: its command blocks and its expected
 * output, so the tests that hold that section (try-it.test.ts, and the end-to-end
 * e2e/tests/deploy/release-controller.spec.ts) run what the page says, as it says it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RELEASE_DOC = join(import.meta.dirname, '../../docs/release.md');

export interface TryIt {
  /** every command of the section's `sh` blocks, in order, continuation lines joined */
  commands: string[];
  /** the lines of the section's expected-output block (`… ` prefixes stripped) */
  expected: string[];
}

/** `a b \\\n  c   # note` → `a b c`. */
const joined = (block: string) =>
  block
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);

export function readTryIt(text = readFileSync(RELEASE_DOC, 'utf8')): TryIt {
  const start = text.search(/^## (?:\d+\. )?Try it locally/m);
  if (start < 0) throw new Error('docs/release.md has no "Try it locally" section');
  const rest = text.slice(start);
  const end = rest.slice(3).search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end + 3);
  const commands: string[] = [];
  const expected: string[] = [];
  for (const m of section.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) {
    if (m[1] === 'sh') commands.push(...joined(m[2] ?? ''));
    else if (m[1] === '') expected.push(...joined(m[2] ?? '').map((l) => l.replace(/^… /, '')));
  }
  return { commands, expected };
}

/** The words of a command after `pnpm release ` (quotes are not used in the section). */
export const argsOf = (command: string, prefix: string) =>
  command.startsWith(prefix) ? command.slice(prefix.length).trim().split(/\s+/) : null;
