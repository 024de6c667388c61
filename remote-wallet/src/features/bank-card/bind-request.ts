/**
 * One request_id per intended binding (docs/product/api.md#api.idempotency): the same payout
 * details sent again — after a lost answer, or after a reload mid-flight — carry the same id, so
 * the server applies them once and answers a repeat with the card as first bound. Other details
 * are a new intention; an answer (done or refused) ends it. A binding on its way is kept in the
 * tab with its id and the form's content (`savePending` of @adnet/shared), never a password.
 */
import { clearPending, readPending, savePending } from '@adnet/shared';
import type { BankCard } from '../../contract';

const METHODS = ['bank_card', 'wallet_address'];

function isCard(v: unknown): v is BankCard {
  const c = v as Record<string, unknown> | null;
  return (
    !!c &&
    METHODS.includes(c.method as string) &&
    Object.entries(c).every(([, x]) => typeof x === 'string')
  );
}

export class BindRequestIds {
  private current: { key: string; id: string } | null = null;
  /** the binding a reload left without an answer, offered again */
  readonly restored: BankCard | null = null;

  constructor(private readonly newId: () => string = () => crypto.randomUUID()) {
    const kept = readPending<unknown>('bind-card');
    if (kept && isCard(kept.form)) {
      this.current = { key: JSON.stringify(kept.form), id: kept.request_id };
      this.restored = kept.form;
    }
  }

  /** The id for these details, kept with them in the tab until they are answered. */
  sending(body: BankCard): string {
    const key = JSON.stringify(body);
    if (this.current?.key !== key) this.current = { key, id: this.newId() };
    savePending('bind-card', this.current.id, body);
    return this.current.id;
  }

  /** An answer came (bound, or refused): the next binding is a new intention. */
  answered() {
    this.current = null;
    clearPending('bind-card');
  }
}
