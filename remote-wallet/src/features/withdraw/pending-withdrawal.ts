/**
 * A withdrawal whose answer is not known yet, kept in the tab with its request_id
 * (`savePending` of @adnet/shared): a reload before the answer reopens the sheet with the same
 * amount, destination and id, and sending it again is answered once by the server
 * (docs/product/wallet.md#wallet.withdraw.request-id). Never the password.
 */
import { clearPending, type PendingIntent, readPending, savePending } from '@adnet/shared';
import type { WithdrawBody } from '../../contract';

export interface WithdrawForm {
  /** the exact amount sent */
  amount: string;
  /** the field's text as typed, in the UI language */
  amountText: string;
  method: WithdrawBody['method'];
}

export type PendingWithdrawal = PendingIntent<WithdrawForm>;

function isForm(form: unknown): form is WithdrawForm {
  const f = form as Partial<WithdrawForm> | null;
  return (
    !!f &&
    typeof f.amount === 'string' &&
    typeof f.amountText === 'string' &&
    (f.method === 'bank_card' || f.method === 'wallet_address')
  );
}

export const pendingWithdrawal = {
  save: (requestId: string, form: WithdrawForm) => savePending('withdraw', requestId, form),
  read: (): PendingWithdrawal | null => {
    const p = readPending<unknown>('withdraw');
    return p && isForm(p.form) ? { ...p, form: p.form } : null;
  },
  clear: () => clearPending('withdraw'),
};
