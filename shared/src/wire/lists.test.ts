// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { LEDGER_TYPES, type LedgerType, PLAN_STATUSES, type PlanStatus } from './lists';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The first column of the table under an anchor of a product page, as written. */
function tableColumn(page: string, anchor: string): string[] {
  const text = readFileSync(join(root, 'docs/product', page), 'utf8');
  const after = text.slice(text.indexOf(`<a id="${anchor}"></a>`));
  const rows = after.split('\n').filter((line) => /^\s*\| `/.test(line));
  const first = after.search(/^\s*\| `/m);
  const table = after.slice(first).split(/\n\s*\n/)[0] ?? '';
  return rows
    .filter((line) => table.includes(line))
    .map((line) => line.match(/`([a-z_]+)`/)?.[1] ?? '');
}

describe('the wire contract lists', () => {
  it('each type is its list: every value listed once, nothing else', () => {
    expectTypeOf<PlanStatus>().toEqualTypeOf<(typeof PLAN_STATUSES)[number]>();
    expectTypeOf<LedgerType>().toEqualTypeOf<(typeof LEDGER_TYPES)[number]>();
    expect(new Set(PLAN_STATUSES).size).toBe(PLAN_STATUSES.length);
    expect(new Set(LEDGER_TYPES).size).toBe(LEDGER_TYPES.length);
  });

  it('plan statuses are the product table, in its order', () => {
    expect(tableColumn('plans.md', 'plans.statuses')).toEqual([...PLAN_STATUSES]);
  });

  it('ledger types are the product table, in its order', () => {
    expect(tableColumn('wallet.md', 'wallet.ledger.types')).toEqual([...LEDGER_TYPES]);
  });
});
