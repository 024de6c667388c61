/** The __name__ remote's calls; their wire types are the remote's contract. */
import { endpoint } from '@adnet/shared';
import type { MerchantNames } from '../../contract';

export const homeApi = {
  names: endpoint<MerchantNames, Record<string, never>>('GET', '/user/info'),
};
