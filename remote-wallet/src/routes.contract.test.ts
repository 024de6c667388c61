// The `./routes` contract, checked before deployment (docs/remote-contract.md), and the wallet's
// rows of the product's route table (docs/product/routes.md#routes.table).
import { readFileSync } from 'node:fs';
import type { RouteHandle } from '@adnet/shared';
import { checkRemoteContract } from '@adnet/shared/testing';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { paths } from './paths';
import * as exposed from './routes';

checkRemoteContract('wallet', exposed, new URL('../rsbuild.config.ts', import.meta.url), paths);

/** The route table's rows: path (without its query) → the row's text. */
function routeTable(): Map<string, string> {
  const page = readFileSync(new URL('../../docs/product/routes.md', import.meta.url), 'utf8');
  const rows = new Map<string, string>();
  for (const m of page.matchAll(/^\| <a id="routes\.table\.[\w-]+"><\/a>`([^`?]+)[^\n]*$/gm)) {
    rows.set(m[1]!, m[0]);
  }
  return rows;
}

const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe('wallet routes in the route table', () => {
  const rows = routeTable();
  for (const route of exposed.routes) {
    it(`${route.path} has its row, with its title and back settings`, () => {
      const row = rows.get(route.path!);
      expect(row, `no row for ${route.path} in docs/product/routes.md`).toBeDefined();
      const handle = route.handle as RouteHandle;
      const title = lookup(handle.title!);
      expect(typeof title).toBe('string');
      expect(row).toContain(`"${title}"`);
      // a fixed back target is written in the row; history back (the default) is not
      if (typeof handle.back === 'string') expect(row).toContain(`back to \`${handle.back}\``);
      if (handle.transparent) expect(row).toContain('transparent');
    });
  }
  it('the entry page is history back: fund details are found where they were left', () => {
    const transaction = exposed.routes.find((r) => r.path === paths.transaction);
    expect(transaction).toBeDefined();
    expect((transaction!.handle as RouteHandle).back).toBeUndefined();
  });
});
