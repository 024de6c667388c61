/**
 * What the wallet's component tests share: its strings for `renderWithApp`, a bound bank card
 * and the hash the password dialog sends for 123456.
 */
import { EMPTY_BANK_CARD } from '@adnet/shared';
import type { BankCard, LedgerEntry } from '../contract';

/** The wallet namespace, loaded from its real locale files. */
export const walletStrings = {
  name: 'wallet',
  load: (lng: string) => import(`../locales/${lng}.json`),
};

/** A bank card as /user/bank_card/detail answers it once bound. */
export const boundBankCard: BankCard = {
  ...EMPTY_BANK_CARD,
  card_name: 'Bank of Demo',
  user_name: 'Ada Merchant',
  mobile: '+15550100',
  bank_account: '1234 5678 6789',
  branch_name: 'Main',
  bank_address: '1 Demo Street',
};

/** MD5 hex of 123456, what the password dialog sends for those digits. */
export const MD5_123456 = 'e10adc3949ba59abbe56e057f20f883e';

/**
 * A ledger entry as /transaction_flow/list answers it: the given fields, a reference made from
 * its id, one step at its time, and no plan, coupon or destination unless given.
 */
export function ledgerEntry(
  e: Pick<LedgerEntry, 'id' | 'time' | 'amount' | 'remark' | 'type' | 'balance_after'> &
    Partial<LedgerEntry>,
): LedgerEntry {
  return {
    reference: `TF20261120${e.id}`,
    steps: [{ status: e.status ?? 'done', time: e.time }],
    plan: null,
    coupon: null,
    destination: null,
    ...e,
  };
}
