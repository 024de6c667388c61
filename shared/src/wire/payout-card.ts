/**
 * The payout details before anything is bound (docs/product/wallet.md#wallet.bind): a bank card
 * with every field empty. The sandbox binds onto it (a first binding keeps the other method's
 * fields empty) and the wallet's card form starts from it.
 */
import type { BankCard } from './types';

export const EMPTY_BANK_CARD: Readonly<BankCard> = Object.freeze({
  method: 'bank_card',
  card_name: '',
  user_name: '',
  mobile: '',
  bank_account: '',
  branch_name: '',
  bank_address: '',
  wallet_address: '',
  network: '',
});
