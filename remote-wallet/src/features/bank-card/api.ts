/** The bound bank card or wallet address (docs/product/wallet.md#wallet.bind). */
import { endpoint, type RequestOptions, request } from '@adnet/shared';

export interface BankCard {
  method: 'bank_card' | 'wallet_address';
  card_name: string;
  user_name: string;
  mobile: string;
  bank_account: string;
  branch_name: string;
  bank_address: string;
  wallet_address: string;
  network: string;
}

export interface BankCardEditBody extends BankCard {}

export const bankCardApi = {
  bankCardEdit: endpoint<BankCard, BankCardEditBody>('POST', '/bank_card/edit'),
  bankCardDetail: (o?: RequestOptions) =>
    request<BankCard | null>('GET', '/bank_card/detail', undefined, o),
};
