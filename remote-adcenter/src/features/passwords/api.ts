/**
 * Changing the login password. The transaction password's calls are the shared flow's;
 * after one is set, whether a card is bound (to offer binding it again, as the wallet does).
 */
import { endpoint, type RequestOptions, request } from '@adnet/shared';
import type { UpdatePasswordBody } from '../../contract';

export const passwordsApi = {
  updatePassword: endpoint<null, UpdatePasswordBody>('POST', '/update/password'),
  /** the bound card or wallet address, null when none: only its presence is read here */
  bankCardDetail: (o?: RequestOptions) =>
    request<object | null>('GET', '/bank_card/detail', undefined, o),
};
