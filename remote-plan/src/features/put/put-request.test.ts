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

  it('remembers a lost answer for that intention only, until an answer or a success', () => {
    const r = ids();
    const intent = { planId: 1, amount: '150.50' };
    r.idFor(intent);
    expect(r.unanswered(intent)).toBe(false);
    r.lost();
    expect(r.unanswered(intent)).toBe(true);
    expect(r.unanswered({ planId: 1, amount: '150.5' })).toBe(true);
    expect(r.unanswered({ planId: 1, amount: '150.50', couponId: 3 })).toBe(false);
    expect(r.unanswered({ planId: 2, amount: '150.50' })).toBe(false);
    r.answered();
    expect(r.unanswered(intent)).toBe(false);
    r.lost();
    r.done();
    expect(r.unanswered(intent)).toBe(false);
    // another intention replaces the lost one
    r.idFor(intent);
    r.lost();
    r.idFor({ planId: 1, amount: '99.00' });
    expect(r.unanswered(intent)).toBe(false);
  });
});
