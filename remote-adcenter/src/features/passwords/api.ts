/**
 * Changing the login password. The transaction password's calls are the shared flow's; after
 * one is set, whether a card is bound is the kernel's `api.bankCardDetail`, as on the wallet.
 */
import { endpoint } from '@adnet/shared';
import type { UpdatePasswordBody } from '../../contract';

export const passwordsApi = {
  updatePassword: endpoint<null, UpdatePasswordBody>('POST', '/update/password'),
};
