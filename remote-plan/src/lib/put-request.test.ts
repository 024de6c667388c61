import { describe, expect, it } from 'vitest';
import { PutRequestIds } from './put-request';

function ids() {
  let n = 0;
  return new PutRequestIds(() => `id-${++n}`);
}

describe('PutRequestIds', () => {
  it('reuses the id when the same put is retried', () => {
    const r = ids();
    const first = r.idFor({ planId: 1, amount: '500.00' });
    expect(r.idFor({ planId: 1, amount: '500.00' })).toBe(first);
    expect(r.idFor({ planId: 1, amount: '500' })).toBe(first);
  });

  it('takes a new id for another amount, coupon or plan', () => {
    const r = ids();
    const a = r.idFor({ planId: 1, amount: '500.00' });
    const b = r.idFor({ planId: 1, amount: '600.00' });
    expect(b).not.toBe(a);
    const c = r.idFor({ planId: 1, amount: '600.00', couponId: 7 });
    expect(c).not.toBe(b);
    expect(r.idFor({ planId: 2, amount: '600.00', couponId: 7 })).not.toBe(c);
  });

  it('starts a new intention after a success', () => {
    const r = ids();
    const a = r.idFor({ planId: 1, amount: '500.00' });
    r.done();
    expect(r.idFor({ planId: 1, amount: '500.00' })).not.toBe(a);
  });

  it('uses crypto.randomUUID by default', () => {
    const id = new PutRequestIds().idFor({ planId: 1, amount: '1' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
