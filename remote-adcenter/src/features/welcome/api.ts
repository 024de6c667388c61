/** Opening the ad account with an authorization code (SPEC §7). */
import { endpoint, type UserInfo } from '@adnet/shared';

export interface OpeningStoreBody {
  license_key: string;
}

export const welcomeApi = {
  openingStore: endpoint<UserInfo, OpeningStoreBody>('POST', '/opening_store'),
};
