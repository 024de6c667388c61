/**
 * One request_id per intended put (PlanPutBody): the same plan, amount and coupon sent
 * again, after a lost answer for instance, carries the same id, so the server answers it
 * with the first result instead of taking the money twice. A changed amount or coupon is a
 * new intention and gets a new id; a success ends the intention.
 */
export interface PutIntent {
  planId: number;
  amount: string;
  couponId?: number;
}

export class PutRequestIds {
  private current: { key: string; id: string } | null = null;

  constructor(private readonly newId: () => string = () => crypto.randomUUID()) {}

  /** The id to send for this intention. */
  idFor(intent: PutIntent): string {
    const key = JSON.stringify([intent.planId, normalize(intent.amount), intent.couponId ?? null]);
    if (this.current?.key !== key) this.current = { key, id: this.newId() };
    return this.current.id;
  }

  /** The put went through: the next put is a new intention. */
  done() {
    this.current = null;
  }
}

/** "500", "500.0" and "500.00" are the same amount. */
function normalize(amount: string): string {
  const [whole = '0', frac = ''] = amount.trim().split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${frac.padEnd(2, '0')}`;
}
