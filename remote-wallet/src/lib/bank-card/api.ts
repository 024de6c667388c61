/**
 * Binding the bank card or wallet address (docs/product/wallet.md#wallet.bind); what is bound is
 * read with the kernel's `api.bankCardDetail`, as the ad centre reads it too.
 */
import { endpoint } from '@adnet/shared';
import type { BankCard, BankCardEditBody } from '../../contract';

export type { BankCard } from '../../contract';

export const bankCardApi = {
  bankCardEdit: endpoint<BankCard, BankCardEditBody>('POST', '/bank_card/edit'),
};
