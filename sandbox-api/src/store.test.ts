// @vitest-environment node
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import type { Property } from '@adnet/shared/wire';
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from './test-helpers';

describe('persistence', () => {
  it('keeps state across a restart, written atomically', async () => {
    const first = await startTestSandbox();
    const { token, username } = await first.fresh('keep');
    const plan = (
      await first.ok<{ list: { id: number; lowest_amount: string }[] }>(
        'GET',
        '/plan/order/list',
        { status: 'wait_put' },
        token,
      )
    ).list[0]!;
    await first.ok(
      'POST',
      '/plan/order/put',
      { id: plan.id, amount: plan.lowest_amount, request_id: 'keep-1' },
      token,
    );
    await first.ok('POST', '/user/notifications/read', { all: true }, token);
    const property = await first.ok<Property>('GET', '/user/property', undefined, token);
    await first.close(false);
    expect(existsSync(first.dataFile)).toBe(true);
    expect(readdirSync(first.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const second = await startTestSandbox({}, first.dir);
    try {
      expect(await second.ok('GET', '/user/property', undefined, token)).toEqual(property);
      expect(await second.ok('POST', '/user/notifications/unread_count', {}, token)).toEqual({
        unread_total: 0,
      });
      expect(await second.login(username, 'secret123')).toBeTruthy();
      // the put is remembered: its request id still answers the first result
      const again = await second.ok<{ id: number }>(
        'POST',
        '/plan/order/put',
        { id: plan.id, amount: plan.lowest_amount, request_id: 'keep-1' },
        token,
      );
      expect(again.id).toBe(plan.id);
    } finally {
      await second.close();
    }
  });

  it('reseeds when the state file is corrupt', async () => {
    const first = await startTestSandbox();
    await first.close(false);
    writeFileSync(first.dataFile, '{not json');
    const second = await startTestSandbox({}, first.dir);
    try {
      expect(await second.login('demo')).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});
