// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Property } from '@adnet/shared/wire';
import { describe, expect, it, vi } from 'vitest';
import { startTestSandbox } from './test-helpers';

// a put that fails after it has changed the plan, the coupon and the ledger: the last step of
// the route, remembering its request id, throws for the id 'fail-late'
vi.mock('./domain', async (importOriginal) => {
  const domain = await importOriginal<typeof import('./domain')>();
  return {
    ...domain,
    rememberRequest: (...args: Parameters<typeof domain.rememberRequest>) => {
      if (args[2] === 'fail-late') throw new Error('failed after the changes');
      return domain.rememberRequest(...args);
    },
  };
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The database file and its log: size and last change of each. */
function files(dataFile: string) {
  return [dataFile, `${dataFile}-wal`].map((f) =>
    existsSync(f) ? { size: statSync(f).size, mtime: statSync(f).mtimeMs } : null,
  );
}

interface UserState {
  property: Property;
  ledger_count: number;
  plans: { id: number; status: string }[];
  tick: number;
}

describe('the store', () => {
  it('writes nothing for a tick that moves nothing, and what moved for one that does', async () => {
    const t = await startTestSandbox();
    try {
      const { token, username } = await t.fresh('idle');
      await t.sandbox.app.store.flush();
      const before = files(t.dataFile);
      // the seeded plans that are matching, putting or awaiting settlement are pinned
      await t.ok('POST', '/__test/tick', { times: 5 });
      await sleep(400); // longer than any delayed write could wait
      expect(files(t.dataFile)).toEqual(before);

      const plan = (
        await t.ok<{ list: { id: number; lowest_amount: string }[] }>(
          'GET',
          '/plan/order/list',
          { status: 'wait_put' },
          token,
        )
      ).list[0]!;
      await t.ok(
        'POST',
        '/plan/order/put',
        { id: plan.id, amount: plan.lowest_amount, request_id: 'moves-1' },
        token,
      );
      await t.sandbox.app.store.flush();
      const put = files(t.dataFile);
      await t.ok('POST', '/__test/tick', { times: 3 });
      await sleep(400);
      expect(files(t.dataFile)).not.toEqual(put);
      const state = await t.ok<UserState>('GET', '/__test/state', { username });
      expect(state.plans.find((p) => p.id === plan.id)?.status).toBe('putting');
    } finally {
      await t.close();
    }
  });

  it("keeps a request's changes together: a request that fails leaves none", async () => {
    const t = await startTestSandbox();
    const { token, username } = await t.fresh('atomic');
    const plan = (
      await t.ok<{ list: { id: number; lowest_amount: string }[] }>(
        'GET',
        '/plan/order/list',
        { status: 'wait_put' },
        token,
      )
    ).list[0]!;
    const before = await t.ok<UserState>('GET', '/__test/state', { username });

    const failed = await t.call(
      'POST',
      '/plan/order/put',
      { id: plan.id, amount: plan.lowest_amount, request_id: 'fail-late' },
      token,
    );
    expect(failed.code).toBe(500);
    const after = await t.ok<UserState>('GET', '/__test/state', { username });
    expect(after.property).toEqual(before.property);
    expect(after.ledger_count).toBe(before.ledger_count);
    expect(after.plans.find((p) => p.id === plan.id)?.status).toBe('wait_put');

    // nor in the database: a restart reads the same
    await t.close(false);
    const again = await startTestSandbox({}, t.dir);
    try {
      const read = await again.ok<UserState>('GET', '/__test/state', { username });
      expect(read.property).toEqual(before.property);
      expect(read.ledger_count).toBe(before.ledger_count);
      expect(read.plans.find((p) => p.id === plan.id)?.status).toBe('wait_put');
      // and the same put, retried, goes through whole
      await again.ok(
        'POST',
        '/plan/order/put',
        { id: plan.id, amount: plan.lowest_amount, request_id: 'retry-1' },
        token,
      );
      const put = await again.ok<UserState>('GET', '/__test/state', { username });
      expect(put.ledger_count).toBe(before.ledger_count + 1);
    } finally {
      await again.close();
    }
  });

  it('imports a JSON state file named like the database once', async () => {
    const t = await startTestSandbox();
    const { token, username } = await t.fresh('json');
    const property = await t.ok<Property>('GET', '/user/property', undefined, token);
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-api-json-'));
    // the JSON store wrote the state object as it is in memory
    writeFileSync(join(dir, 'state.json'), JSON.stringify(t.sandbox.app.store.state));
    await t.close();
    const imported = await startTestSandbox({}, dir);
    let changed: Property;
    try {
      expect(imported.dataFile).toBe(join(dir, 'state.db'));
      expect(await imported.ok('GET', '/user/property', undefined, token)).toEqual(property);
      expect(await imported.login(username, 'secret123')).toBeTruthy();
      expect(await imported.login('demo')).toBeTruthy();
      await imported.ok('POST', '/__test/set', { username, balance: '1.00' });
      changed = await imported.ok<Property>('GET', '/user/property', undefined, token);
      expect(changed.available_balance).toBe('1.00');
    } finally {
      await imported.close(false);
    }
    // once: the database is read from now on, the JSON file beside it left alone
    const again = await startTestSandbox({}, dir);
    try {
      expect(await again.ok('GET', '/user/property', undefined, token)).toEqual(changed);
    } finally {
      await again.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
