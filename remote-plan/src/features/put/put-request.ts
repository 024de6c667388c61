/**
 * One request_id per intended put (PlanPutBody): the same plan, amount and coupon sent
 * again, after a lost answer for instance, carries the same id, so the server answers it
 * with the first result instead of taking the money twice. A changed amount or coupon is a
 * new intention and gets a new id; a success ends the intention.
 *
 * A send whose answer never came (a timeout, a lost connection) may have been taken by the
 * server: until an answer comes, a retry of that intention must reach the server, which
 * de-duplicates it, and must not be refused by a local check against a balance that the
 * first send may already have lowered (`unanswered`).
 *
 * A put on its way is kept in the tab with its id (`PutStore`, `savePending` of @adnet/shared):
 * a reload before the answer comes back to the same intention, unanswered, with the same id.
 */
export interface PutIntent {
  planId: number;
  amount: string;
  couponId?: number;
}

/** What a reload needs to offer the put again: the intention and the field's text. */
export interface PutForm extends PutIntent {
  amountText: string;
}

/** Where a put on its way is kept across a reload. */
export interface PutStore {
  read(): { request_id: string; form: PutForm } | null;
  save(requestId: string, form: PutForm): void;
  clear(): void;
}

export class PutRequestIds {
  private current: { key: string; id: string; unanswered: boolean } | null = null;
  /** the put a reload left without an answer, offered again */
  readonly restored: PutForm | null = null;

  constructor(
    private readonly newId: () => string = () => crypto.randomUUID(),
    private readonly store?: PutStore,
  ) {
    const kept = store?.read();
    if (kept) {
      this.current = { key: keyOf(kept.form), id: kept.request_id, unanswered: true };
      this.restored = kept.form;
    }
  }

  /** The id to send for this intention. */
  idFor(intent: PutIntent): string {
    const key = keyOf(intent);
    if (this.current?.key !== key) this.current = { key, id: this.newId(), unanswered: false };
    return this.current.id;
  }

  /** The put is about to be sent: kept with its id until it is answered. */
  sending(form: PutForm) {
    this.store?.save(this.idFor(form), form);
  }

  /** The last send got no answer: the server may have taken it. */
  lost() {
    if (this.current) this.current.unanswered = true;
  }

  /** The server answered the last send (a refusal): it did not take it. */
  answered() {
    if (this.current) this.current.unanswered = false;
    this.store?.clear();
  }

  /** Whether `intent` was sent and its answer lost: its retry goes to the server unchecked. */
  unanswered(intent: PutIntent): boolean {
    return this.current?.key === keyOf(intent) && this.current.unanswered;
  }

  /** The put went through: the next put is a new intention. */
  done() {
    this.current = null;
    this.store?.clear();
  }
}

function keyOf(intent: PutIntent): string {
  return JSON.stringify([intent.planId, normalize(intent.amount), intent.couponId ?? null]);
}

/** "500", "500.0" and "500.00" are the same amount. */
function normalize(amount: string): string {
  const [whole = '0', frac = ''] = amount.trim().split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${frac.padEnd(2, '0')}`;
}
