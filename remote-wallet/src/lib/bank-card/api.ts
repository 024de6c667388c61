/** The bound bank card or wallet address (docs/product/wallet.md#wallet.bind). */
import { endpoint, type RequestOptions, request } from '@adnet/shared';
import type { BankCard, BankCardEditBody } from '../../contract';

export type { BankCard } from '../../contract';

export const bankCardApi = {
  bankCardEdit: endpoint<BankCard, BankCardEditBody>('POST', '/bank_card/edit'),
  bankCardDetail: (o?: RequestOptions) =>
    request<BankCard | null>('GET', '/bank_card/detail', undefined, o),
};
